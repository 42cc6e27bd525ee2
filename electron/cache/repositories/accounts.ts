// Accounts (assumed-operations.md). Few rows: listed whole, ordered by creation. An
// account the server stopped listing is kept (ledger entries name it) and marked gone
// (gone-rows.ts).
import type { Database } from 'better-sqlite3';
import type { Account } from '../../../shared/schemas';
import { createGoneRows, type GoneRows } from './gone-rows';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

export interface AccountsRepository extends ResourceRepository<Account>, GoneRows {
  /** Every cached account, oldest first (gone ones included). */
  all(): Account[];
}

/** `now`: the cache's clock, which times a row found gone. */
export function createAccountsRepository(db: Database, now: () => Date = () => new Date()): AccountsRepository {
  const base = createResourceRepository<Account>(db, {
    table: 'accounts',
    label: 'account',
    createdAtRequired: true,
    tracksGone: true,
    columns: {
      name: (a) => a.name,
      currency: (a) => a.currency,
      status: (a) => a.status,
    },
  });
  const all = db.prepare('SELECT json FROM accounts ORDER BY created_us, id');
  return { ...base, ...createGoneRows(db, { table: 'accounts', now }), all: () => [...parseJsonRows<Account>(() => all.iterate())] };
}
