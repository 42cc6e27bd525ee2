// Balances. Per account, two figures:
// - the ledger's: the running `balance` of the account's latest ledger entry by
//   (createdAt, posting order) (003-ledger-posting-order.ts);
// - the server's: the account object's optional `balance` (assumed-operations.md
//   "Account"), as of the accounts list's last sync.
// The balance of record shown is the server's when it gave one, else the ledger's, and
// a flag says when both exist and disagree (balance-of-record.ts).
//
// Both ledger reads cost index seeks, not scans: the accounts present in the ledger are
// found by a skip-scan of (account_id, created_us, rowid) (one seek per account), and a
// history of N points is N seeks ("the last entry before the end of this bucket").
// During a bulk load the index is missing (ledger-indexes.ts): the same answers come
// from one scan each (`*_SCAN_SQL`), slower but never wrong.
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { ledgerIndexesPresent } from '../ledger-indexes';
import { isoFromEpochMicros } from '../timestamps';
import { accountBalances, type AccountRow, type LatestEntryRow } from './balance-of-record';
import { timeBound } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';
import type { Balances } from '../../../shared/ipc/balance-methods';

export type { AccountBalance, BalanceSource, LedgerBalance, ServerBalance } from './balance-of-record';
export type { Balances } from '../../../shared/ipc/balance-methods';

export interface BalanceHistoryQuery {
  readonly accountId: string;
  /** Inclusive; default: the account's first entry. A date or an RFC 3339 date-time. */
  readonly from?: string;
  /** Exclusive; default: just after the account's last entry. */
  readonly to?: string;
  /** 1 to 100000, default 2000. */
  readonly maxPoints?: number;
}

export interface BalancePoint {
  /** createdAt of the last entry in the bucket (ISO 8601 UTC). */
  readonly at: string;
  /** Its running balance (decimal string). */
  readonly balance: string;
}

export const LATEST_PER_ACCOUNT_SQL = `
  WITH RECURSIVE ledger_account(account_id) AS (
    SELECT (SELECT min(account_id) FROM ledger_transactions INDEXED BY ledger_by_account_time)
    UNION ALL
    SELECT (SELECT min(account_id) FROM ledger_transactions INDEXED BY ledger_by_account_time
            WHERE account_id > ledger_account.account_id)
    FROM ledger_account WHERE ledger_account.account_id IS NOT NULL
  )
  SELECT t.account_id, t.id, t.created_us, t.currency, t.balance
  FROM ledger_account
  JOIN ledger_transactions AS t ON t.rowid = (
    SELECT rowid FROM ledger_transactions INDEXED BY ledger_by_account_time
    WHERE account_id = ledger_account.account_id ORDER BY created_us DESC, rowid DESC LIMIT 1)
  WHERE ledger_account.account_id IS NOT NULL`;

export const BALANCE_HISTORY_SQL = `
  WITH RECURSIVE bucket(lo) AS (
    SELECT @from UNION ALL SELECT lo + @width FROM bucket WHERE lo + @width < @to
  )
  SELECT t.created_us, t.balance
  FROM bucket
  JOIN ledger_transactions AS t ON t.rowid = (
    SELECT rowid FROM ledger_transactions INDEXED BY ledger_by_account_time
    WHERE account_id = @account AND created_us >= bucket.lo AND created_us < min(bucket.lo + @width, @to)
    ORDER BY created_us DESC, rowid DESC LIMIT 1)
  ORDER BY bucket.lo`;

/** LATEST_PER_ACCOUNT_SQL without the index: one scan, the latest entry per account by (created_us, rowid). */
export const LATEST_PER_ACCOUNT_SCAN_SQL = `
  SELECT account_id, id, created_us, currency, balance FROM (
    SELECT account_id, id, created_us, currency, balance,
      row_number() OVER (PARTITION BY account_id ORDER BY created_us DESC, rowid DESC) AS position
    FROM ledger_transactions)
  WHERE position = 1`;

/**
 * BALANCE_HISTORY_SQL without the index: one scan of the account's entries, the last of
 * each bucket. The bucket number is an INTEGER division (JS numbers are bound as REAL).
 */
export const BALANCE_HISTORY_SCAN_SQL = `
  SELECT created_us, balance FROM (
    SELECT created_us, balance, bucket,
      row_number() OVER (PARTITION BY bucket ORDER BY created_us DESC, rowid DESC) AS position
    FROM (
      SELECT created_us, balance, rowid, (created_us - CAST(@from AS INTEGER)) / CAST(@width AS INTEGER) AS bucket
      FROM ledger_transactions
      WHERE account_id = @account AND created_us >= @from AND created_us < @to))
  WHERE position = 1
  ORDER BY bucket`;

const SPAN_SQL = `SELECT
  (SELECT min(created_us) FROM ledger_transactions INDEXED BY ledger_by_account_time WHERE account_id = @account) AS first,
  (SELECT max(created_us) FROM ledger_transactions INDEXED BY ledger_by_account_time WHERE account_id = @account) AS last`;
const SPAN_SCAN_SQL = 'SELECT min(created_us) AS first, max(created_us) AS last FROM ledger_transactions WHERE account_id = @account';

const ACCOUNTS_SQL = 'SELECT id, name, status, currency, json, gone_at FROM accounts';
/** The same reading as SyncStateRepository.lastSyncedAt('accounts'). */
const ACCOUNTS_SYNCED_SQL = "SELECT max(last_synced_at) FROM sync_state WHERE resource = 'accounts'";

export function balances(db: Database, lastSyncedAt: string | null): Balances {
  const sql = ledgerIndexesPresent(db) ? LATEST_PER_ACCOUNT_SQL : LATEST_PER_ACCOUNT_SCAN_SQL;
  const latest = cachedStatement(db, sql).all() as LatestEntryRow[];
  const accounts = cachedStatement(db, ACCOUNTS_SQL).all() as AccountRow[];
  const accountsSyncedAt = (cachedStatement(db, ACCOUNTS_SYNCED_SQL).pluck().get() as string | null) ?? null;
  return { lastSyncedAt, accountsSyncedAt, accounts: accountBalances(latest, accounts, accountsSyncedAt) };
}

/** Rows of the ledger read per statement by balancesInTurns (a few milliseconds each). */
const BALANCE_SLICE_ROWS = 4096;
/** Slices read back to back for at most this long before the event loop gets a turn. */
const BALANCE_TURN_MS = 8;
const LATEST_IN_SLICE_SQL = `
  SELECT account_id, id, created_us, currency, balance, rowid FROM ledger_transactions INDEXED BY ledger_by_time
  WHERE (created_us, rowid) < (@createdUs, @seq) ORDER BY created_us DESC, rowid DESC LIMIT ${BALANCE_SLICE_ROWS}`;

/**
 * balances(), without holding the thread during a bulk load, when it is a scan of the
 * whole table (1.9 s at 700,000 rows, measured while a first sync wrote on the same
 * thread): the ledger is walked newest first along ledger_by_time (kept during the load)
 * a slice at a time, with turns of the event loop between, and the first entry met of an
 * account is its latest. Only rows up to the largest rowid when it starts are taken (a
 * row appended meanwhile can land anywhere in the order), so the answer is the balances
 * as of that moment, as balances() would have answered then. With the indexes, balances()
 * at once (index seeks).
 */
export async function balancesInTurns(db: Database, lastSyncedAt: () => string | null): Promise<Balances> {
  if (ledgerIndexesPresent(db)) return balances(db, lastSyncedAt());
  const upTo = cachedStatement(db, 'SELECT coalesce(max(rowid), 0) FROM ledger_transactions').pluck().get() as number;
  const latest = new Map<string, LatestEntryRow>();
  let upper = { createdUs: Number.MAX_SAFE_INTEGER, seq: Number.MAX_SAFE_INTEGER };
  let turnStarted = performance.now();
  for (;;) {
    // Planned again after a turn: the load may have ended meanwhile (the statement names ledger_by_time, which stays).
    const rows = cachedStatement(db, LATEST_IN_SLICE_SQL).all(upper) as Array<LatestEntryRow & { rowid: number }>;
    for (const { rowid, ...row } of rows) if (rowid <= upTo && !latest.has(row.account_id)) latest.set(row.account_id, row);
    const last = rows[rows.length - 1];
    if (last === undefined || rows.length < BALANCE_SLICE_ROWS) break;
    upper = { createdUs: last.created_us, seq: last.rowid };
    if (performance.now() - turnStarted >= BALANCE_TURN_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      turnStarted = performance.now();
    }
  }
  const accounts = cachedStatement(db, ACCOUNTS_SQL).all() as AccountRow[];
  const accountsSyncedAt = (cachedStatement(db, ACCOUNTS_SYNCED_SQL).pluck().get() as string | null) ?? null;
  return { lastSyncedAt: lastSyncedAt(), accountsSyncedAt, accounts: accountBalances([...latest.values()], accounts, accountsSyncedAt) };
}

function checkMaxPoints(value: unknown): number {
  if (value === undefined) return 2000;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 100_000) {
    throw new CacheError('invalid_query', 'maxPoints must be a whole number from 1 to 100000');
  }
  return value;
}

export function balanceHistory(db: Database, query: BalanceHistoryQuery): BalancePoint[] {
  if (typeof query.accountId !== 'string' || query.accountId.length === 0) throw new CacheError('invalid_query', 'accountId is required');
  const maxPoints = checkMaxPoints(query.maxPoints);
  const indexed = ledgerIndexesPresent(db);
  const span = cachedStatement(db, indexed ? SPAN_SQL : SPAN_SCAN_SQL);
  const { first, last } = span.get({ account: query.accountId }) as { first: number | null; last: number | null };
  if (first === null || last === null) return [];
  // Buckets span only where entries exist, so every bucket can hold a point.
  const from = Math.max(first, query.from === undefined ? first : timeBound(query.from, 'from'));
  const to = Math.min(last + 1, query.to === undefined ? last + 1 : timeBound(query.to, 'to'));
  if (from >= to) return [];
  const width = Math.max(1, Math.ceil((to - from) / maxPoints));
  const rows = cachedStatement(db, indexed ? BALANCE_HISTORY_SQL : BALANCE_HISTORY_SCAN_SQL).all({ account: query.accountId, from, to, width }) as Array<{ created_us: number; balance: string }>;
  return rows.map((row) => ({ at: isoFromEpochMicros(row.created_us), balance: row.balance }));
}
