// Internal transfers (spec 2.5).
import type { Database } from 'better-sqlite3';
import type { Transfer } from '../../../shared/schemas';
import { createResourceRepository } from './resource-table';
import type { ResourceRepository } from './resource-table';

export type TransfersRepository = ResourceRepository<Transfer>;

export function createTransfersRepository(db: Database): TransfersRepository {
  return createResourceRepository<Transfer>(db, {
    table: 'transfers',
    label: 'transfer',
    createdAtRequired: true,
    columns: {
      status: (t) => t.status,
      source_account_id: (t) => t.sourceAccountId,
      destination_account_id: (t) => t.destinationAccountId,
    },
  });
}
