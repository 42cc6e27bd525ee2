// One transaction group read whole: every cached entry with the same transactionGroupId
// (a payment, its fee, a reversal...), oldest first in the ledger's order (createdAt,
// posting order), whatever their timestamps and references. One seek of ledger_by_group
// (005-transaction-group.ts); during a bulk load, when that index is missing, the same
// query without INDEXED BY (a scan: slower, same rows).
import type { Database } from 'better-sqlite3';
import type { LedgerTransaction } from '../../../shared/schemas';
import { CacheError } from '../cache-errors';
import { ledgerIndexesPresent } from '../ledger-indexes';
import { LEDGER_SELECT_COLUMNS } from './ledger-columns';
import { fromLedgerRow } from './ledger-rows';
import type { LedgerRow } from './ledger-rows';
import { cachedStatement } from '../../sqlite/statement-cache';

/** At most this many entries of one group are read (the oldest). */
export const MAX_GROUP_ENTRIES = 500;

export function transactionGroup(db: Database, groupId: string, limit = MAX_GROUP_ENTRIES): LedgerTransaction[] {
  if (typeof groupId !== 'string' || groupId.length === 0) throw new CacheError('invalid_query', 'a transaction group id must be a non-empty string');
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_GROUP_ENTRIES) throw new CacheError('invalid_query', `limit must be a whole number from 1 to ${MAX_GROUP_ENTRIES}`);
  const index = ledgerIndexesPresent(db) ? 'INDEXED BY ledger_by_group ' : '';
  const sql = `SELECT ${LEDGER_SELECT_COLUMNS} FROM ledger_transactions ${index}WHERE transaction_group_id = ? ORDER BY created_us, rowid LIMIT ?`;
  return (cachedStatement(db, sql).all(groupId, limit) as LedgerRow[]).map(fromLedgerRow);
}
