// Typed functions for payments and collections (spec 4.2, 4.3 and the assumed list,
// read and cancel operations).
import type {
  CreateAchPaymentBody, CreateCollectionBody, CreateCryptoPaymentBody, CreateOpenPaymentBody, CreatePaymentBody,
  CreatedAtParams, CreateSwiftPaymentBody, PaginationParams,
} from '../../../shared/requests';
import { listCollectionsQuerySchema, listPaymentsQuerySchema } from '../../../shared/requests';
import type { Collection, Payment, PaymentStatus, Rail } from '../../../shared/schemas';
import { callOperation, type CallOptions } from './call-operation';
import { listOperation, type ListOptions } from './list-operation';
import { createdAtPairs, paginationPairs } from './query-params';
import type { ApiClientCore } from '../request-pipeline';

export type ListPaymentsParams = PaginationParams & CreatedAtParams & { status?: PaymentStatus; rail?: Rail };
export type ListCollectionsParams = PaginationParams & CreatedAtParams;

export function paymentOperations(core: ApiClientCore, listDefaults: ListOptions = {}) {
  return {
    createPayment: (body: CreatePaymentBody, options?: CallOptions) => callOperation(core, 'createPayment', { body, options }),
    createOpenPayment: (body: CreateOpenPaymentBody, options?: CallOptions) => callOperation(core, 'createOpenPayment', { body, options }),
    createSwiftPayment: (body: CreateSwiftPaymentBody, options?: CallOptions) => callOperation(core, 'createSwiftPayment', { body, options }),
    createCryptoPayment: (body: CreateCryptoPaymentBody, options?: CallOptions) => callOperation(core, 'createCryptoPayment', { body, options }),
    createAchPayment: (body: CreateAchPaymentBody, options?: CallOptions) => callOperation(core, 'createAchPayment', { body, options }),
    getAchPayment: (paymentId: string, options?: CallOptions) => callOperation(core, 'getAchPayment', { pathParams: { paymentId }, options }),
    getSwiftPayment: (paymentId: string, options?: CallOptions) => callOperation(core, 'getSwiftPayment', { pathParams: { paymentId }, options }),
    getPayment: (paymentId: string, options?: CallOptions) => callOperation(core, 'getPayment', { pathParams: { paymentId }, options }),
    cancelPayment: (paymentId: string, options?: CallOptions) => callOperation(core, 'cancelPayment', { pathParams: { paymentId }, body: {}, options }),
    listPayments: (params: ListPaymentsParams = {}, options: ListOptions = listDefaults) =>
      listOperation<Payment>(core, 'listPayments', {}, params, [...paginationPairs(params), ['status', params.status], ['rail', params.rail], ...createdAtPairs(params)], listPaymentsQuerySchema, options),

    createCollection: (body: CreateCollectionBody, options?: CallOptions) => callOperation(core, 'createCollection', { body, options }),
    getAchCollection: (collectionId: string, options?: CallOptions) => callOperation(core, 'getAchCollection', { pathParams: { collectionId }, options }),
    listCollections: (params: ListCollectionsParams = {}, options: ListOptions = listDefaults) =>
      listOperation<Collection>(core, 'listCollections', {}, params, [...paginationPairs(params), ...createdAtPairs(params)], listCollectionsQuerySchema, options),
  };
}
