// The typed operations of the Payments API over one client core (one environment).
import { accountOperations } from './account-operations';
import { counterpartyOperations } from './counterparty-operations';
import { paymentOperations } from './payment-operations';
import { platformOperations } from './platform-operations';
import type { ListOptions } from './list-operation';
import type { ApiClientCore } from '../request-pipeline';

export function createOperations(core: ApiClientCore, listDefaults: ListOptions = {}) {
  return {
    ...accountOperations(core, listDefaults),
    ...counterpartyOperations(core, listDefaults),
    ...paymentOperations(core, listDefaults),
    ...platformOperations(core, listDefaults),
    /** Keeps the private key in memory until released: for the many requests of one sync (ApiClientCore.holdSigningKey). */
    holdSigningKey: () => core.holdSigningKey(),
  };
}
export type PaymentsApi = ReturnType<typeof createOperations>;

export { readTransactionsPage } from './account-operations';
export { OPERATIONS, type OperationName, type OperationSpec } from './operation-table';
export { operationOfRequest } from './operation-of-request';
export { callOperation, prepareOperation, sendPrepared, type ApiResult, type CallOptions, type PreparedRequest } from './call-operation';
export { forwardCursor, forwardCursorAfter, PagedList, PaginationError, type Page } from './paged-list';
export { OperationUnavailableError } from './operation-unavailable-error';
export { InvalidPathParameterError } from './request-path';
export type { ListOptions } from './list-operation';
