// SQL for reading the ledger in (createdAt, posting order) order, newest or oldest
// first, between two keyset bounds. Never OFFSET: a window is "the next N rows after
// this key". The posting order of entries that share a timestamp is their rowid, the
// order the server listed them in (003-ledger-posting-order.ts); ids order nothing.
//
// Index choice (003-ledger-posting-order.ts):
//   accounts given     -> ledger_by_account_time (account_id, created_us, rowid, type, direction), one range per account
//   else types given   -> ledger_by_type_time    (type, created_us, rowid, direction),             one range per type
//   else               -> ledger_by_time         (created_us, rowid, direction, type)
// SQLite seeks these with the created_us part of a (created_us, rowid) bound and checks
// the rowid part on the entries of the bound's own instant: a few more index entries
// (the ties at one instant), same rows.
// During a bulk load these indexes do not exist (ledger-indexes.ts): the same query
// without INDEXED BY, answered by a scan.
// Several ranges are merged in order by SQLite (a UNION ALL with ORDER BY runs as a
// MERGE of index scans: no sort, no temporary table), so each window reads about
// `limit` index entries per range. The other filters are checked along the scan: type
// and direction from the index entry itself (its trailing columns), so rows that do
// not match are skipped without being read; text search on the rows. A combined
// filter (one account, a rare type) costs about limit / selectivity index entries: an
// (account_id, type, ...) index would avoid that but costs 60% more time per inserted
// row (measured), while these trailing columns cost about 3%.
import { CacheError } from '../cache-errors';
import { MAX_EPOCH_MICROS, MIN_EPOCH_MICROS } from '../timestamps';
import type { LedgerPosition } from './ledger-cursor';
import { LEDGER_SELECT_COLUMNS } from './ledger-columns';
import { WhereClause, timeBound } from './sql-filters';

export interface LedgerFilters {
  /** Undefined: every account; an empty list matches nothing. */
  readonly accountIds?: readonly string[];
  /** Created at or after (inclusive): a date `YYYY-MM-DD` (midnight UTC) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive), same forms as `from`. */
  readonly to?: string;
  /** Transaction types (spec 2.10). Undefined: any; an empty list matches nothing. */
  readonly types?: readonly string[];
  readonly direction?: 'debit' | 'credit';
}

/** Rows strictly between two positions: lower < (createdAt, seq) < upper. */
export interface KeyRange {
  readonly lower: LedgerPosition;
  readonly upper: LedgerPosition;
}

export type ReadOrder = 'newest-first' | 'oldest-first';

/** More accounts (or types) than this are filtered along one scan instead of merged. */
const MAX_MERGED_RANGES = 64;

const FULL_RANGE: KeyRange = { lower: { createdUs: MIN_EPOCH_MICROS, seq: 0 }, upper: { createdUs: MAX_EPOCH_MICROS, seq: 0 } };

function comparePositions(a: LedgerPosition, b: LedgerPosition): number {
  if (a.createdUs !== b.createdUs) return a.createdUs < b.createdUs ? -1 : 1;
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}

function stringList(value: unknown, name: string): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new CacheError('invalid_query', `${name} must be a list of strings`);
  return [...new Set(value as string[])];
}

/** Checks filters from outside (IPC, CLI) and returns them with duplicates removed. */
export function checkLedgerFilters(filters: LedgerFilters): LedgerFilters {
  if (filters.direction !== undefined && filters.direction !== 'debit' && filters.direction !== 'credit') {
    throw new CacheError('invalid_query', 'direction must be "debit" or "credit"');
  }
  const accountIds = stringList(filters.accountIds, 'accountIds');
  const types = stringList(filters.types, 'types');
  return { ...filters, ...(accountIds && { accountIds }), ...(types && { types }) };
}

/**
 * The key range of `from`/`to`, narrowed by a cursor: reading towards older rows
 * means "before the cursor", towards newer rows "after it". Rowids start at 1, so
 * (t, 0) sits just before every row at time t.
 */
export function keyRange(filters: LedgerFilters, cursor?: LedgerPosition, towards: 'older' | 'newer' = 'older'): KeyRange {
  let lower = filters.from === undefined ? FULL_RANGE.lower : { createdUs: timeBound(filters.from, 'from'), seq: 0 };
  let upper = filters.to === undefined ? FULL_RANGE.upper : { createdUs: timeBound(filters.to, 'to'), seq: 0 };
  if (cursor !== undefined && towards === 'older' && comparePositions(cursor, upper) < 0) upper = cursor;
  if (cursor !== undefined && towards === 'newer' && comparePositions(cursor, lower) > 0) lower = cursor;
  return { lower, upper };
}

export function isEmptyRange(range: KeyRange): boolean {
  return comparePositions(range.lower, range.upper) >= 0;
}

export interface LedgerSelect {
  readonly sql: string;
  readonly params: Record<string, string | number>;
}

export interface LedgerSelectOptions {
  readonly filters: LedgerFilters;
  readonly range: KeyRange;
  readonly order: ReadOrder;
  readonly limit?: number;
  /** Extra per-row conditions (text search), written against `where`. */
  readonly extraTerms?: (where: WhereClause) => readonly string[];
  /** Selected columns (constant SQL; must include created_us and rowid, the sort keys); default LEDGER_SELECT_COLUMNS. */
  readonly columns?: string;
  /**
   * Whether the secondary indexes exist (`ledgerIndexesPresent(db)`): false during a bulk
   * load (ledger-indexes.ts), when the query names no index and SQLite scans and sorts.
   */
  readonly indexed: boolean;
}

/** One index range per combination of the equality columns' values. */
interface RangePlan {
  readonly index: string;
  /** The columns fixed by each range (a prefix of the index), and one list of values per range. */
  readonly columns: readonly string[];
  readonly ranges: ReadonlyArray<readonly string[]>;
}

function planRanges(filters: LedgerFilters): RangePlan {
  const { accountIds, types } = filters;
  if (accountIds !== undefined && accountIds.length <= MAX_MERGED_RANGES) {
    return { index: 'ledger_by_account_time', columns: ['account_id'], ranges: accountIds.map((account) => [account]) };
  }
  if (accountIds === undefined && types !== undefined && types.length <= MAX_MERGED_RANGES) {
    return { index: 'ledger_by_type_time', columns: ['type'], ranges: types.map((type) => [type]) };
  }
  return { index: 'ledger_by_time', columns: [], ranges: [[]] };
}

/** Terms every row must meet besides the index ranges: the filters not served by `served` columns. */
export function filterTerms(where: WhereClause, filters: LedgerFilters, served: readonly string[]): string[] {
  const terms: string[] = [];
  const add = (column: string, values: readonly string[] | undefined) => {
    if (values === undefined) return;
    terms.push(values.length === 0 ? '0' : `${column} IN (${values.map((v) => where.bind(v)).join(', ')})`);
  };
  if (!served.includes('account_id')) add('account_id', filters.accountIds);
  if (!served.includes('type')) add('type', filters.types);
  if (filters.direction !== undefined) terms.push(`direction = ${where.bind(filters.direction)}`);
  return terms;
}

/** lower < (created_us, rowid) < upper, which SQLite serves as one index range. */
export function boundsTerm(where: WhereClause, range: KeyRange): string {
  return `(created_us, rowid) > (${where.bind(range.lower.createdUs)}, ${where.bind(range.lower.seq)}) AND (created_us, rowid) < (${where.bind(range.upper.createdUs)}, ${where.bind(range.upper.seq)})`;
}

/** The ledger's ORDER BY: creation time, then posting order (003-ledger-posting-order.ts). */
export function ledgerOrderBy(order: ReadOrder): string {
  const direction = order === 'newest-first' ? 'DESC' : 'ASC';
  return `ORDER BY created_us ${direction}, rowid ${direction}`;
}

/** True when the filters or the range exclude every row. */
export function matchesNothing(filters: LedgerFilters, range: KeyRange): boolean {
  return isEmptyRange(range) || filters.accountIds?.length === 0 || filters.types?.length === 0;
}

/** The SELECT for one window or one full read; null when no row can match. */
export function buildLedgerSelect(options: LedgerSelectOptions): LedgerSelect | null {
  const { filters, range, order } = options;
  if (matchesNothing(filters, range)) return null;
  const plan = planRanges(filters);
  const where = new WhereClause();
  const bounds = boundsTerm(where, range);
  const residual = [...filterTerms(where, filters, plan.columns), ...(options.extraTerms?.(where) ?? [])];
  const arms = plan.ranges.map((values) => {
    const terms = [...plan.columns.map((column, i) => `${column} = ${where.bind(values[i] as string)}`), bounds, ...residual];
    return `SELECT ${options.columns ?? LEDGER_SELECT_COLUMNS} FROM ledger_transactions ${options.indexed ? `INDEXED BY ${plan.index} ` : ''}WHERE ${terms.join(' AND ')}`;
  });
  let sql = `${arms.join(' UNION ALL ')} ${ledgerOrderBy(order)}`;
  if (options.limit !== undefined) sql += ` LIMIT ${where.bind(options.limit)}`;
  return { sql, params: where.params };
}
