// Text search over a ledger row's description, referenceId and metadata reference
// values, and over the reference of the payment, collection or transfer the row points
// to (reference_type 'payment' / 'collection' / 'transfer' and reference_id, as cached in
// their own tables): a case-insensitive substring match (ASCII letters fold; other
// characters match exactly), the same answer whichever way it is computed:
//
// - Rare text (at most `candidateLimit` rows contain all its trigrams or point to a
//   matching resource): the FTS5 trigram index (002-ledger-search.ts) lists the
//   candidate rows, LIKE checks each; the matching resources are looked up first (a
//   scan of each table's small reference index), then their entries by
//   (reference_type, reference_id) (004-reference-search.ts); the few matches are
//   sorted. Cost grows with the number of candidates (and of cached resources).
// - Common text, or text shorter than 3 characters (no trigram), or a bulk load (no
//   secondary indexes): the ordinary keyset scan checks each row met: LIKE on its text,
//   and its (reference_type, reference_id) against the matching resources (listed once
//   per query). Matches are dense, so a window stops early.
// - Rows not yet indexed (above the watermark) are always checked by scan.
// A row that matches both ways is returned once: the arms of the query are disjoint.
import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { CacheError } from '../cache-errors';
import { META_KEYS } from '../cache-meta';
import { ledgerIndexesPresent } from '../ledger-indexes';
import { boundsTerm, buildLedgerSelect, filterTerms, ledgerOrderBy, matchesNothing } from './ledger-query';
import type { KeyRange, LedgerFilters, LedgerSelect, ReadOrder } from './ledger-query';
import { LEDGER_SELECT_COLUMNS } from './ledger-columns';
import { WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';

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

/**
 * "Contains the text" for one column, with the text bound once: LIKE (ASCII case folded;
 * backslash, % and _ escaped), or, for a text with a NUL (which LIKE reads as the end of
 * its pattern: "\u0000" matched every row), instr() on both sides folded the same way.
 */
type Contains = (column: string) => string;

function containsText(where: WhereClause, text: string): Contains {
  if (text.includes('\u0000')) {
    const folded = where.bind(text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()));
    return (column) => `instr(lower(${column}), ${folded}) > 0`;
  }
  const pattern = where.bind(`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return (column) => `${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** The row's own text contains the text. */
function textTerm(contains: Contains): string {
  return `(${contains('description')} OR ${contains('reference_id')} OR ${contains('metadata_reference')})`;
}

/**
 * The resources a ledger entry can point to whose text a search also matches: the
 * `reference` of each (none of the three has a description: spec 2.2, 2.3, 2.5).
 */
const REFERENCED_RESOURCES = [
  { referenceType: 'payment', table: 'payments' },
  { referenceType: 'collection', table: 'collections' },
  { referenceType: 'transfer', table: 'transfers' },
] as const;

type ReferencedResource = (typeof REFERENCED_RESOURCES)[number];

/**
 * The ids of a resource table's items whose reference contains the pattern: a scan of
 * its small covering index <table>_by_reference (004-reference-search.ts), which the
 * `>= ''` bound (true of every text) lets SQLite read instead of the items' JSON.
 */
function matchingIds(table: string, contains: Contains): string {
  const reference = "json ->> '$.reference'";
  return `SELECT id FROM ${table} INDEXED BY ${table}_by_reference WHERE ${reference} >= '' AND ${contains(reference)}`;
}

/**
 * The resources with at least one cached item whose reference contains the text. Looked
 * up first so that a search no reference matches (the usual case) reads the ledger
 * exactly as a plain text search does.
 */
function resourcesMatching(db: Database, text: string): ReferencedResource[] {
  return REFERENCED_RESOURCES.filter(({ table }) => {
    const where = new WhereClause();
    const sql = `SELECT EXISTS (${matchingIds(table, containsText(where, text))})`;
    return cachedStatement(db, sql).pluck().get(where.params) === 1;
  });
}

/** The row points to a matching payment, collection or transfer; null when none can (no resource given). */
function referencedTerm(contains: Contains, resources: readonly ReferencedResource[]): string | null {
  if (resources.length === 0) return null;
  const terms = resources.map(({ referenceType, table }) => `(reference_type = '${referenceType}' AND reference_id IN (${matchingIds(table, contains)}))`);
  return `(${terms.join(' OR ')})`;
}

/** Either way of matching: the row's own text, or its payment's (collection's, transfer's) reference. */
function eitherTerm(contains: Contains, resources: readonly ReferencedResource[]): string {
  const referenced = referencedTerm(contains, resources);
  return referenced === null ? textTerm(contains) : `(${textTerm(contains)} OR ${referenced})`;
}

/**
 * A search as one condition on a ledger row (its own text, or its payment's, collection's
 * or transfer's reference), for a read that checks rows one by one: the position index's
 * appended rows (ledger-positions.ts) read by rowid.
 */
export function searchRowTerm(db: Database, where: WhereClause, text: string): string {
  return eitherTerm(containsText(where, text), resourcesMatching(db, text));
}

/**
 * Which payments, collections and transfers a search matches by reference, as a digest of
 * their ids: when it is unchanged, so is every older ledger row's match (a row's own text
 * changes only by an update in place, which ledger-positions.ts counts apart).
 */
export function referencedMatchesStamp(db: Database, text: string): string {
  const digest = createHash('sha256');
  for (const { table } of REFERENCED_RESOURCES) {
    const where = new WhereClause();
    const sql = `SELECT group_concat(id, ',') FROM (${matchingIds(table, containsText(where, text))} ORDER BY id)`;
    digest.update(`${table}:${String(cachedStatement(db, sql).pluck().get(where.params) ?? '')};`);
  }
  return digest.digest('base64url');
}

/**
 * An FTS5 query for rows containing every trigram of the text (at most 12, spread
 * from first to last); null under 3 characters. With detail=none this is a superset
 * of the matches, narrowed by LIKE (`textTerm`).
 */
export function trigramQuery(text: string): string | null {
  const chars = Array.from(text);
  // A NUL would end the FTS5 query string early ("unterminated string"): such text is scanned.
  if (chars.length < 3 || text.includes('\u0000')) return null;
  const trigrams = [...new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')))];
  const picked =
    trigrams.length <= MAX_QUERY_TRIGRAMS
      ? trigrams
      : Array.from({ length: MAX_QUERY_TRIGRAMS }, (_, k) => trigrams[Math.round((k * (trigrams.length - 1)) / (MAX_QUERY_TRIGRAMS - 1))] as string);
  return [...new Set(picked)].map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
}

/** Whether the trigram index and the reference lookup find at most `candidateLimit` candidate rows. */
function useIndex(db: Database, text: string, match: string, resources: readonly ReferencedResource[], candidateLimit: number): boolean {
  if (pendingSearchRows(db) > candidateLimit) return false;
  const textCount = cachedStatement(db, 'SELECT count(*) FROM (SELECT rowid FROM ledger_search WHERE ledger_search MATCH ? LIMIT ?)').pluck();
  const fromText = textCount.get(match, candidateLimit + 1) as number;
  const where = new WhereClause();
  const referenced = referencedTerm(containsText(where, text), resources);
  if (fromText > candidateLimit || referenced === null) return fromText <= candidateLimit;
  const sql = `SELECT count(*) FROM (SELECT rowid FROM ledger_transactions INDEXED BY ledger_by_reference
    WHERE ${referenced} LIMIT ${where.bind(candidateLimit - fromText + 1)})`;
  return fromText + (cachedStatement(db, sql).pluck().get(where.params) as number) <= candidateLimit;
}

/**
 * What the ledger screen shows and counts: the filters and a text search (a window's
 * query without cursor and limit). A count, a position index and the export of the view
 * all read it through buildSearchableSelect, so they agree row for row.
 */
export interface LedgerCountQuery extends LedgerFilters {
  /** As LedgerWindowQuery.search. */
  readonly search?: string;
}

export interface SearchableSelectOptions {
  readonly filters: LedgerFilters;
  readonly range: KeyRange;
  readonly order: ReadOrder;
  readonly limit?: number;
  readonly search?: string;
  readonly candidateLimit?: number;
  /** Selected columns (constant SQL; must include created_us and rowid); default LEDGER_SELECT_COLUMNS. */
  readonly columns?: string;
}

/** The window's SELECT with text search planned (see the top of this file); null when nothing can match. */
export function buildSearchableSelect(db: Database, options: SearchableSelectOptions): LedgerSelect | null {
  const { filters, range, order, limit } = options;
  const text = normalizeSearch(options.search);
  const indexesPresent = ledgerIndexesPresent(db);
  const columns = options.columns ?? LEDGER_SELECT_COLUMNS;
  const limited = { columns, ...(limit === undefined ? {} : { limit }) };
  if (text === undefined) return buildLedgerSelect({ filters, range, order, indexed: indexesPresent, ...limited });
  const match = trigramQuery(text);
  const candidateLimit = options.candidateLimit ?? DEFAULT_SEARCH_CANDIDATE_LIMIT;
  const resources = resourcesMatching(db, text);
  if (match === null || !indexesPresent || !useIndex(db, text, match, resources, candidateLimit)) {
    return buildLedgerSelect({ filters, range, order, indexed: indexesPresent, ...limited, extraTerms: (where) => [eitherTerm(containsText(where, text), resources)] });
  }
  if (matchesNothing(filters, range)) return null;
  const where = new WhereClause();
  const watermark = where.bind(readSearchWatermark(db));
  const common = [boundsTerm(where, range), ...filterTerms(where, filters, [])].join(' AND ');
  const contains = containsText(where, text);
  const ownText = textTerm(contains);
  const referenced = referencedTerm(contains, resources);
  // Disjoint arms: indexed rows matching by their own text; indexed rows matching only by
  // their resource's reference; rows not yet indexed, matching either way.
  const arms = [
    `SELECT ${columns} FROM ledger_transactions NOT INDEXED
    WHERE rowid IN (SELECT rowid FROM ledger_search WHERE ledger_search MATCH ${where.bind(match)}) AND rowid <= ${watermark} AND ${common} AND ${ownText}`,
    ...(referenced === null
      ? []
      : [`SELECT ${columns} FROM ledger_transactions INDEXED BY ledger_by_reference
    WHERE ${referenced} AND rowid <= ${watermark} AND ${common} AND ${ownText} IS NOT 1`]),
    `SELECT ${columns} FROM ledger_transactions NOT INDEXED WHERE rowid > ${watermark} AND ${common} AND ${eitherTerm(contains, resources)}`,
  ];
  let sql = `${arms.join(' UNION ALL ')} ${ledgerOrderBy(order)}`;
  if (limit !== undefined) sql += ` LIMIT ${where.bind(limit)}`;
  return { sql, params: where.params };
}
