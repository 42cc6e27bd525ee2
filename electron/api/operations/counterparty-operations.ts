// Typed functions for counterparties and their payment methods (spec 4.7 and the
// assumed list, create and edit operations).
import type { CreateCounterpartyBody, CreatePaymentMethodBody, PaginationParams, UpdateCounterpartyBody } from '../../../shared/requests';
import { listCounterpartiesQuerySchema, listPaymentMethodsQuerySchema } from '../../../shared/requests';
import type { Counterparty, PaymentMethod } from '../../../shared/schemas';
import { callOperation, type CallOptions } from './call-operation';
import { listOperation, type ListOptions } from './list-operation';
import { paginationPairs } from './query-params';
import type { ApiClientCore } from '../request-pipeline';

export type ListCounterpartiesParams = PaginationParams & { status?: 'active' | 'archived' };
export type ListPaymentMethodsParams = PaginationParams & { status?: 'pending' | 'active' | 'rejected' };

export function counterpartyOperations(core: ApiClientCore, listDefaults: ListOptions = {}) {
  return {
    listCounterparties: (params: ListCounterpartiesParams = {}, options: ListOptions = listDefaults) =>
      listOperation<Counterparty>(core, 'listCounterparties', {}, params, [...paginationPairs(params), ['status', params.status]], listCounterpartiesQuerySchema, options),
    getCounterparty: (counterpartyId: string, options?: CallOptions) => callOperation(core, 'getCounterparty', { pathParams: { counterpartyId }, options }),
    createCounterparty: (body: CreateCounterpartyBody, options?: CallOptions) => callOperation(core, 'createCounterparty', { body, options }),
    updateCounterparty: (counterpartyId: string, body: UpdateCounterpartyBody, options?: CallOptions) =>
      callOperation(core, 'updateCounterparty', { pathParams: { counterpartyId }, body, options }),
    archiveCounterparty: (counterpartyId: string, options?: CallOptions) =>
      callOperation(core, 'updateCounterparty', { pathParams: { counterpartyId }, body: { status: 'archived' }, options }),

    listPaymentMethods: (counterpartyId: string, params: ListPaymentMethodsParams = {}, options: ListOptions = listDefaults) =>
      listOperation<PaymentMethod>(core, 'listPaymentMethods', { counterpartyId }, params, [...paginationPairs(params), ['status', params.status]], listPaymentMethodsQuerySchema, options),
    getPaymentMethod: (counterpartyId: string, paymentMethodId: string, options?: CallOptions) =>
      callOperation(core, 'getPaymentMethod', { pathParams: { counterpartyId, paymentMethodId }, options }),
    createPaymentMethod: (counterpartyId: string, body: CreatePaymentMethodBody, options?: CallOptions) =>
      callOperation(core, 'createPaymentMethod', { pathParams: { counterpartyId }, body, options }),
  };
}
