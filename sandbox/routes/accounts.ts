// Accounts (assumed-operations.md) and their funding sub-resources (spec 4.6).
import type { Account, AccountNumber, BlockchainAddress, DepositInstruction } from '../../shared/schemas';
import {
  createAccountNumberBodySchema,
  listAccountsQuerySchema,
  listBlockchainAddressesQuerySchema,
  listDepositInstructionsQuerySchema,
} from '../../shared/requests';
import { accountView } from '../bank/open-account';
import { createAccountNumber } from '../bank/account-numbers';
import { listBody, parseListQuery } from '../http/list-query';
import { created, ok } from '../http/operation';
import type { Operation } from '../http/operation';
import { resourceFromPath } from '../http/path-ids';
import { parseOrThrow } from '../http/validation';
import { countCreated } from '../store/created-counts';
import { listResources } from '../store/list-resources';

export const accountOperations: Operation[] = [
  {
    method: 'GET',
    path: '/accounts',
    handle: ({ services: { store }, query }) => {
      const { window } = parseListQuery(store, query, listAccountsQuerySchema, { cursorKind: 'account', table: 'resources' });
      const page = listResources<Account>(store, { kind: 'account' }, window);
      const items = page.items.map((body) => accountView(store, body));
      return ok(listBody(items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/accounts/:accountId',
    handle: ({ services: { store }, params }) => ok(accountView(store, resourceFromPath<Account>(store, params, 'accountId', 'account').body)),
  },
  {
    method: 'POST',
    path: '/accounts/:accountId/account-numbers',
    handle: ({ services: { store }, params, body, now }) => {
      const account = resourceFromPath<Account>(store, params, 'accountId', 'account');
      const input = parseOrThrow(createAccountNumberBodySchema, body);
      const accountNumber: AccountNumber = createAccountNumber(store, account.body, input, now);
      countCreated(store, 'accountNumber');
      return created(accountNumber);
    },
  },
  {
    method: 'GET',
    path: '/accounts/:accountId/deposit-instructions',
    handle: ({ services: { store }, params, query }) => {
      const account = resourceFromPath<Account>(store, params, 'accountId', 'account');
      const { window, query: q } = parseListQuery(store, query, listDepositInstructionsQuerySchema, { cursorKind: 'depositInstruction', table: 'resources' });
      // A deposit instruction's rail says its kind: crypto for blockchain addresses, ach/fedwire for account numbers.
      const railsOfKind = q.kind === undefined ? undefined : q.kind === 'blockchain_address' ? ['crypto'] : ['ach', 'fedwire'];
      const rails = q.rail === undefined ? railsOfKind : (railsOfKind ?? [q.rail]).filter((rail) => rail === q.rail);
      const page = listResources<DepositInstruction>(store, { kind: 'depositInstruction', parentId: account.id, status: q.status, tags: rails }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
  {
    method: 'GET',
    path: '/accounts/:accountId/blockchain-addresses',
    handle: ({ services: { store }, params, query }) => {
      const account = resourceFromPath<Account>(store, params, 'accountId', 'account');
      const { window } = parseListQuery(store, query, listBlockchainAddressesQuerySchema, { cursorKind: 'blockchainAddress', table: 'resources' });
      const page = listResources<BlockchainAddress>(store, { kind: 'blockchainAddress', parentId: account.id }, window);
      return ok(listBody(page.items, page.hasMore));
    },
  },
];
