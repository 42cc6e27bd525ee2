// Text search over a ledger row's description, referenceId and metadata reference
// values: a case-insensitive substring match (ASCII letters fold; other characters
// match exactly), the same answer whichever way it is computed:
//
// - Rare text (at most `candidateLimit` rows contain all its trigrams): the FTS5
//   trigram index (002-ledger-search.ts) lists the candidate rows, LIKE checks each,
//   and the few matches are sorted. Cost grows with the number of candidates.
// - Common text, or text shorter than 3 characters (no trigram): the ordinary keyset
//   scan checks LIKE on each row met. Matches are dense, so a window stops early.
// - Rows not yet indexed (above the watermark) are always checked by scan.
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { META_KEYS } from '../cache-meta';
import { ledgerIndexesPresent } from '../ledger-indexes';
import { boundsTerm, buildLedgerSelect, filterTerms, matchesNothing } from './ledger-query';
import type { KeyRange, LedgerFilters, LedgerSelect, ReadOrder } from './ledger-query';
import { LEDGER_SELECT_COLUMNS } from './ledger-rows';
import { WhereClause } from './sql-filters';
import { cachedStatement } from './statement-cache';

export const MAX_SEARCH_LENGTH = 200;
/** Default number of FTS candidates up to which the index drives the query. */
export const DEFAULT_SEARCH_CANDIDATE_LIMIT = 5000;
/** At most this many trigrams go into one index query (spread over the text). */
const MAX_QUERY_TRIGRAMS = 12;
const INDEX_CHUNK_ROWS = 50_000;

export function readSearchWatermark(db: Database): number {
  const value = cachedStatement(db, 'SELECT value FROM cache_meta WHERE key = ?').pluck().get(META_KEYS.ledgerSearchIndexedRowid);
  return Number(value ?? 0);
}

function maxLedgerRowid(db: Database): number {
  return (cachedStatement(db, 'SELECT max(rowid) FROM ledger_transactions').pluck().get() as number | null) ?? 0;
}

/** Rows written but not yet in the search index. */
export function pendingSearchRows(db: Database): number {
  return Math.max(0, maxLedgerRowid(db) - readSearchWatermark(db));
}

/**
 * Adds rows above the watermark to the search index, in chunks of one transaction
 * each (at most `maxRows` rows in all), and moves the watermark. Safe to interrupt.
 */
export function indexPendingSearch(db: Database, maxRows = Number.POSITIVE_INFINITY): { indexed: number; pending: number } {
  const insert = cachedStatement(db, `
    INSERT INTO ledger_search (rowid, description, reference_id, metadata_reference)
    SELECT rowid, description, reference_id, metadata_reference FROM ledger_transactions
    WHERE rowid > ? AND rowid <= ? AND (description IS NOT NULL OR reference_id IS NOT NULL OR metadata_reference IS NOT NULL)`);
  const setWatermark = cachedStatement(db, 'UPDATE cache_meta SET value = ? WHERE key = ?');
  let indexed = 0;
  const step = db.transaction((budget: number): boolean => {
    const from = readSearchWatermark(db);
    const to = Math.min(maxLedgerRowid(db), from + budget);
    if (to <= from) return false;
    insert.run(from, to);
    setWatermark.run(String(to), META_KEYS.ledgerSearchIndexedRowid);
    indexed += to - from;
    return true;
  });
  while (indexed < maxRows && step.immediate(Math.min(INDEX_CHUNK_ROWS, maxRows - indexed)));
  return { indexed, pending: pendingSearchRows(db) };
}

/** Puts already-indexed rows' current text back in the index (after an update). */
export function reindexSearchRows(db: Database, rowids: readonly number[]): void {
  const watermark = readSearchWatermark(db);
  const remove = cachedStatement(db, 'DELETE FROM ledger_search WHERE rowid = ?');
  const insert = cachedStatement(db, `
    INSERT INTO ledger_search (rowid, description, reference_id, metadata_reference)
    SELECT rowid, description, reference_id, metadata_reference FROM ledger_transactions
    WHERE rowid = ? AND (description IS NOT NULL OR reference_id IS NOT NULL OR metadata_reference IS NOT NULL)`);
  for (const rowid of rowids) {
    if (rowid > watermark) continue;
    remove.run(rowid);
    insert.run(rowid);
  }
}

/** The search text trimmed; undefined when there is nothing to search for. */
export function normalizeSearch(search: unknown): string | undefined {
  if (search === undefined || search === null) return undefined;
  if (typeof search !== 'string') throw new CacheError('invalid_query', 'search must be a string');
  const text = search.trim();
  if (text.length > MAX_SEARCH_LENGTH) throw new CacheError('invalid_query', `search is longer than ${MAX_SEARCH_LENGTH} characters`);
  return text.length === 0 ? undefined : text;
}

/** The condition a matching row meets, on the real columns. */
export function searchTerm(where: WhereClause, text: string): string {
  const pattern = where.bind(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return `(description LIKE ${pattern} ESCAPE '\\' OR reference_id LIKE ${pattern} ESCAPE '\\' OR metadata_reference LIKE ${pattern} ESCAPE '\\')`;
}

/**
 * An FTS5 query for rows containing every trigram of the text (at most 12, spread
 * from first to last); null under 3 characters. With detail=none this is a superset
 * of the matches, narrowed by `searchTerm`.
 */
export function trigramQuery(text: string): string | null {
  const chars = Array.from(text);
  if (chars.length < 3) return null;
  const trigrams = [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
  const picked =
    trigrams.length <= MAX_QUERY_TRIGRAMS
      ? trigrams
      : Array.from({ length: MAX_QUERY_TRIGRAMS }, (_, k) => trigrams[Math.round((k * (trigrams.length - 1)) / (MAX_QUERY_TRIGRAMS - 1))] as string);
  return [...new Set(picked)].map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
}

function useIndex(db: Database, match: string, candidateLimit: number): boolean {
  if (pendingSearchRows(db) > candidateLimit) return false;
  const count = cachedStatement(db, 'SELECT count(*) FROM (SELECT rowid FROM ledger_search WHERE ledger_search MATCH ? LIMIT ?)').pluck();
  return (count.get(match, candidateLimit + 1) as number) <= candidateLimit;
}

export interface SearchableSelectOptions {
  readonly filters: LedgerFilters;
  readonly range: KeyRange;
  readonly order: ReadOrder;
  readonly limit?: number;
  readonly search?: string;
  readonly candidateLimit?: number;
}

/** The window's SELECT with text search planned (see the top of this file); null when nothing can match. */
export function buildSearchableSelect(db: Database, options: SearchableSelectOptions): LedgerSelect | null {
  const { filters, range, order, limit } = options;
  const text = normalizeSearch(options.search);
  const indexesPresent = ledgerIndexesPresent(db);
  if (text === undefined) return buildLedgerSelect({ filters, range, order, indexed: indexesPresent, ...(limit !== undefined && { limit }) });
  const match = trigramQuery(text);
  const candidateLimit = options.candidateLimit ?? DEFAULT_SEARCH_CANDIDATE_LIMIT;
  if (match === null || !useIndex(db, match, candidateLimit)) {
    return buildLedgerSelect({ filters, range, order, indexed: indexesPresent, ...(limit !== undefined && { limit }), extraTerms: (where) => [searchTerm(where, text)] });
  }
  if (matchesNothing(filters, range)) return null;
  const where = new WhereClause();
  const watermark = where.bind(readSearchWatermark(db));
  const common = [boundsTerm(where, range), ...filterTerms(where, filters, []), searchTerm(where, text)].join(' AND ');
  const indexed = `SELECT ${LEDGER_SELECT_COLUMNS} FROM ledger_transactions NOT INDEXED
    WHERE rowid IN (SELECT rowid FROM ledger_search WHERE ledger_search MATCH ${where.bind(match)}) AND rowid <= ${watermark} AND ${common}`;
  const pending = `SELECT ${LEDGER_SELECT_COLUMNS} FROM ledger_transactions NOT INDEXED WHERE rowid > ${watermark} AND ${common}`;
  const direction = order === 'newest-first' ? 'DESC' : 'ASC';
  let sql = `${indexed} UNION ALL ${pending} ORDER BY created_us ${direction}, id ${direction}`;
  if (limit !== undefined) sql += ` LIMIT ${where.bind(limit)}`;
  return { sql, params: where.params };
}
