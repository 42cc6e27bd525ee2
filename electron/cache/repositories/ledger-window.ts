// A window of the ledger for the UI: at most `limit` rows next to a cursor, read with
// a keyset query (never OFFSET), in either direction.
//
// Order: rows are always returned NEWEST FIRST, by (createdAt, posting order) descending
// (posting order: the rowid, see 003-ledger-posting-order.ts), whichever way the window
// was read. Without a cursor, `towards: 'older'` (the default) gives the
// newest rows and `towards: 'newer'` the oldest ones.
//
// Cursors: `olderCursor` reads the rows just older than this window (towards: 'older'),
// `newerCursor` the rows just newer (towards: 'newer'). The cursor in the direction read
// is present exactly when more rows match that way; the one pointing back is present
// whenever the window was read from a cursor (rows may lie that way; a window read from
// it can be empty). Walking one way from either end visits every matching row exactly
// once, also while new rows arrive.
import type { Database } from 'better-sqlite3';
import type { LedgerTransaction } from '../../../shared/schemas';
import { CacheError } from '../cache-errors';
import { decodeCursor, encodeCursor } from './ledger-cursor';
import type { LedgerPosition } from './ledger-cursor';
import { checkLedgerFilters, keyRange } from './ledger-query';
import type { LedgerFilters, LedgerSelect } from './ledger-query';
import { fromLedgerRow } from './ledger-rows';
import type { LedgerRow } from './ledger-rows';
import { buildSearchableSelect } from './ledger-search';
import { cachedStatement } from '../../sqlite/statement-cache';

export const MAX_WINDOW_LIMIT = 500;
export const DEFAULT_WINDOW_LIMIT = 100;

export interface LedgerWindowQuery extends LedgerFilters {
  /** Case-insensitive substring of the description, referenceId, a metadata reference value, or the reference of the payment, collection or transfer the entry points to (ledger-search.ts). */
  readonly search?: string;
  /** From `olderCursor`/`newerCursor` of an earlier window; absent: start at an end. */
  readonly cursor?: string;
  /** Default 'older'. */
  readonly towards?: 'older' | 'newer';
  /** 1 to 500, default 100. */
  readonly limit?: number;
  /**
   * Start at the row of this index (0 = the newest matching row) instead of at an end or
   * a cursor; reads towards older rows. Not with `cursor`. Served by the repository's
   * position index (ledger-positions.ts), not by `ledgerWindow` below.
   */
  readonly startIndex?: number;
}

export interface LedgerWindow {
  /** Newest first. */
  readonly rows: LedgerTransaction[];
  readonly olderCursor?: string;
  readonly newerCursor?: string;
  /** The index of rows[0] among the matching rows (0 = the newest), when known: a window from `startIndex`, or from the newest end. */
  readonly startIndex?: number;
}

export interface WindowTuning {
  /** See ledger-search.ts; tests lower it to exercise both search paths. */
  readonly searchCandidateLimit?: number;
  /** Rows per anchor of the position index (ledger-positions.ts); tests lower it. */
  readonly positionStride?: number;
  /** Ledger rows per slice of the position index's passes in turns (ledger-position-slices.ts); tests lower it. */
  readonly positionSliceRows?: number;
  /** How long those slices run before a turn of the event loop; tests set 0 (a turn after each slice). */
  readonly positionTurnMs?: number;
  /** Told of each build of a position index from scratch (not of an extension); tests count them. */
  readonly onPositionBuild?: () => void;
}

export function checkLimit(limit: unknown): number {
  if (limit === undefined) return DEFAULT_WINDOW_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_WINDOW_LIMIT) {
    throw new CacheError('invalid_query', `limit must be a whole number from 1 to ${MAX_WINDOW_LIMIT}`);
  }
  return limit;
}

/** The SELECT a window runs (limit + 1 rows, to learn whether more follow); null when nothing can match. */
export function buildWindowSelect(db: Database, query: LedgerWindowQuery, tuning: WindowTuning = {}): LedgerSelect | null {
  const towards = query.towards ?? 'older';
  if (towards !== 'older' && towards !== 'newer') throw new CacheError('invalid_query', 'towards must be "older" or "newer"');
  const limit = checkLimit(query.limit);
  const filters = checkLedgerFilters(query);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  return buildSearchableSelect(db, {
    filters,
    range: keyRange(filters, cursor, towards),
    order: towards === 'older' ? 'newest-first' : 'oldest-first',
    limit: limit + 1,
    ...(query.search !== undefined && { search: query.search }),
    ...(tuning.searchCandidateLimit !== undefined && { candidateLimit: tuning.searchCandidateLimit }),
  });
}

function positionOf(row: LedgerRow): LedgerPosition {
  return { createdUs: row.created_us, seq: row.rowid };
}

export function ledgerWindow(db: Database, query: LedgerWindowQuery, tuning: WindowTuning = {}): LedgerWindow {
  const select = buildWindowSelect(db, query, tuning);
  const limit = checkLimit(query.limit);
  const towards = query.towards ?? 'older';
  const fetched = select === null ? [] : (cachedStatement(db, select.sql).all(select.params) as LedgerRow[]);
  const more = fetched.length > limit;
  const page = fetched.slice(0, limit);
  if (towards === 'newer') page.reverse();
  const newest = page[0];
  const oldest = page[page.length - 1];
  const back = query.cursor;
  const result: { rows: LedgerTransaction[]; olderCursor?: string; newerCursor?: string } = { rows: page.map(fromLedgerRow) };
  if (towards === 'older') {
    if (more && oldest !== undefined) result.olderCursor = encodeCursor(positionOf(oldest));
    if (back !== undefined) result.newerCursor = newest === undefined ? back : encodeCursor(positionOf(newest));
  } else {
    if (more && newest !== undefined) result.newerCursor = encodeCursor(positionOf(newest));
    if (back !== undefined) result.olderCursor = oldest === undefined ? back : encodeCursor(positionOf(oldest));
  }
  return result;
}
