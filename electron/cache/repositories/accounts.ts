// Accounts (assumed-operations.md). Few rows: listed whole, ordered by creation.
import type { Database } from 'better-sqlite3';
import type { Account } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

export interface AccountsRepository extends ResourceRepository<Account> {
  /** Every cached account, oldest first. */
  all(): Account[];
}

export function createAccountsRepository(db: Database): AccountsRepository {
  const base = createResourceRepository<Account>(db, {
    table: 'accounts',
    label: 'account',
    createdAtRequired: true,
    columns: {
      name: (a) => a.name,
      currency: (a) => a.currency,
      status: (a) => a.status,
    },
  });
  const all = db.prepare('SELECT json FROM accounts ORDER BY created_us, id');
  return { ...base, all: () => [...parseJsonRows<Account>(() => all.iterate())] };
}
