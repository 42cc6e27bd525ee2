// Typed functions for accounts, their funding details, the ledger and rail discovery
// (spec 4.6, 4.8 and the assumed account and ledger lists).
import type { CreateAccountNumberBody, CreatedAtParams, PaginationParams } from '../../../shared/requests';
import {
  listAccountsQuerySchema, listBlockchainAddressesQuerySchema, listDepositInstructionsQuerySchema,
  listRailsQuerySchema, listTransactionsQuerySchema,
} from '../../../shared/requests';
import type { Account, BlockchainAddress, DepositInstruction, LedgerTransaction, LedgerTransactionType, Rail } from '../../../shared/schemas';
import { callOperation, type CallOptions } from './call-operation';
import { listOperation, listPageUnread, readListPage, type ListOptions } from './list-operation';
import type { Page } from './paged-list';
import type { UnreadBodyMessage } from '../unread-body';
import { createdAtPairs, paginationPairs, queryPairs } from './query-params';
import type { ApiClientCore } from '../request-pipeline';

export type ListTransactionsParams = PaginationParams & CreatedAtParams & { accountId?: string; type?: LedgerTransactionType };
export type ListDepositInstructionsParams = Omit<PaginationParams, 'endingBefore'> & {
  kind?: 'bank_account_number' | 'blockchain_address';
  rail?: Rail;
  status?: 'active' | 'suspended' | 'closed';
};
export type ListRailsParams = { status?: 'active' | 'limited' | 'maintenance'; currency?: string; country?: string };

const transactionPairs = (params: ListTransactionsParams) =>
  [...paginationPairs(params), ['accountId', params.accountId], ['type', params.type], ...createdAtPairs(params)] as const;

/** A ledger page's unread body (listTransactionsPageUnread) read and checked as listTransactions reads its pages. */
export const readTransactionsPage = (unread: UnreadBodyMessage): Page<LedgerTransaction> => readListPage<LedgerTransaction>('listTransactions', unread);

export function accountOperations(core: ApiClientCore, listDefaults: ListOptions = {}) {
  return {
    listAccounts: (params: PaginationParams = {}, options: ListOptions = listDefaults) =>
      listOperation<Account>(core, 'listAccounts', {}, params, paginationPairs(params), listAccountsQuerySchema, options),
    getAccount: (accountId: string, options?: CallOptions) => callOperation(core, 'getAccount', { pathParams: { accountId }, options }),
    createAccountNumber: (accountId: string, body: CreateAccountNumberBody, options?: CallOptions) =>
      callOperation(core, 'createAccountNumber', { pathParams: { accountId }, body, options }),
    listDepositInstructions: (accountId: string, params: ListDepositInstructionsParams = {}, options: ListOptions = listDefaults) =>
      listOperation<DepositInstruction>(core, 'listDepositInstructions', { accountId }, params,
        [...paginationPairs(params), ['kind', params.kind], ['rail', params.rail], ['status', params.status]], listDepositInstructionsQuerySchema, options),
    listBlockchainAddresses: (accountId: string, params: Omit<PaginationParams, 'endingBefore'> = {}, options: ListOptions = listDefaults) =>
      listOperation<BlockchainAddress>(core, 'listBlockchainAddresses', { accountId }, params, paginationPairs(params), listBlockchainAddressesQuerySchema, options),

    listTransactions: (params: ListTransactionsParams = {}, options: ListOptions = listDefaults) =>
      listOperation<LedgerTransaction>(core, 'listTransactions', {}, params, transactionPairs(params), listTransactionsQuerySchema, options),
    /** One page of the ledger, its body left unread: read it with readTransactionsPage (e.g. where it is written). */
    listTransactionsPageUnread: (params: ListTransactionsParams, options: { signal?: AbortSignal } = {}) =>
      listPageUnread(core, 'listTransactions', {}, transactionPairs(params), listTransactionsQuerySchema, options.signal),
    getTransaction: (transactionId: string, options?: CallOptions) => callOperation(core, 'getTransaction', { pathParams: { transactionId }, options }),

    /** GET /rails is not paginated: it returns `{items}` only. */
    listRails: (params: ListRailsParams = {}, options?: CallOptions) =>
      callOperation(core, 'listRails', {
        query: queryPairs([['status', params.status], ['currency', params.currency], ['country', params.country]]),
        querySchema: listRailsQuerySchema,
        options,
      }),
  };
}
