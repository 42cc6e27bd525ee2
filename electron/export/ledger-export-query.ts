// The ledger export's own reads of the cache file: read-only connections each holding one
// read transaction (a consistent snapshot, as the cache's read snapshot: a sync may write
// meanwhile), one query over the ledger's index in (createdAt, posting order) per key
// range, and one string per row built by SQLite (ledger-csv-line.ts) grouped into large
// chunks. The serial export reads the whole range on one connection; the parallel one
// (ledger-export-parallel.ts) gives consecutive key ranges to worker threads, each with
// its own connection on the same snapshot, and both read a range with ledgerRecordChunks.
//
// The query is the cache's own (buildLedgerSelect: the same filters, index choice and
// order as iterateLedgerFlat) with the record as its first column. A record that
// isPlainLedgerLine refuses is encoded from the row's values by the cell functions
// (ledgerCsvColumns), read by rowid on the same snapshot.
import Database from 'better-sqlite3';
import type { Database as Connection, Statement } from 'better-sqlite3';
import { ledgerIndexesPresent } from '../cache/ledger-indexes';
import { buildLedgerSelect } from '../cache/repositories/ledger-query';
import type { KeyRange, LedgerFilters } from '../cache/repositories/ledger-query';
import { LEDGER_FLAT_COLUMNS } from '../cache/repositories/ledger-columns';
import type { LedgerFlatRow } from '../cache/repositories/ledger-columns';
import { csvRecord } from './csv-cells';
import { recordChunks } from './csv-stream-pump';
import type { CsvChunk, CsvColumn } from './csv-stream-pump';
import { isPlainLedgerLine, LEDGER_CSV_LINE_SQL } from './ledger-csv-line';

/**
 * SQLite's page cache of an export connection, in KiB. better-sqlite3's default (16 MB)
 * fills up on a long scan and stays resident; a scan in key order reads each page once,
 * so a small cache costs no extra reads.
 */
const EXPORT_PAGE_CACHE_KIB = 2048;

/** Options of an export connection: how long to wait for a busy file, and its page cache. */
function configure(db: Connection, busyTimeoutMs = 5000): void {
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma(`cache_size = -${EXPORT_PAGE_CACHE_KIB}`);
}

/** A read-only connection to the cache file whose snapshot is taken now (not at its first row). */
export function openExportConnection(cachePath: string): Connection {
  const db: Connection = new Database(cachePath, { readonly: true, fileMustExist: true });
  try {
    configure(db);
    db.exec('BEGIN');
    db.prepare('SELECT count(*) FROM cache_meta').get();
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** A read-write connection to the cache file that writes nothing: it only takes the write lock (ledger-export-parallel.ts). */
export function openFenceConnection(cachePath: string, busyTimeoutMs: number): Connection {
  const db: Connection = new Database(cachePath, { fileMustExist: true });
  try {
    configure(db, busyTimeoutMs);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Ends the connection's read transaction and closes it. Safe to call twice. */
export function closeExportConnection(db: Connection): void {
  if (!db.open) return;
  if (db.inTransaction) db.exec('ROLLBACK');
  db.close();
}

/** Every record (no header) of the rows of `filters` strictly inside `range`, oldest first, as chunks. */
export function ledgerRecordChunks(
  db: Connection,
  filters: LedgerFilters,
  range: KeyRange,
  columns: readonly CsvColumn<LedgerFlatRow>[],
): Generator<CsvChunk & { readonly text: string }> {
  return recordChunks(ledgerRecords(db, filters, range, columns));
}

function* ledgerRecords(db: Connection, filters: LedgerFilters, range: KeyRange, columns: readonly CsvColumn<LedgerFlatRow>[]): Generator<string> {
  const select = buildLedgerSelect({
    filters,
    range,
    order: 'oldest-first',
    columns: `${LEDGER_CSV_LINE_SQL} AS csv_line, created_us, rowid`,
    indexed: ledgerIndexesPresent(db),
  });
  if (select === null) return;
  const rows = db.prepare(select.sql).raw(true);
  let byRowid: Statement | undefined;
  const cells = new Array<string>(columns.length);
  for (const row of rows.iterate(select.params) as IterableIterator<[unknown, number, number]>) {
    const record = row[0];
    if (isPlainLedgerLine(record)) {
      yield record;
      continue;
    }
    byRowid ??= db.prepare(`SELECT ${LEDGER_FLAT_COLUMNS} FROM ledger_transactions WHERE rowid = ?`).raw(true);
    const flat = byRowid.get(row[2]) as LedgerFlatRow;
    for (let i = 0; i < columns.length; i += 1) cells[i] = (columns[i] as CsvColumn<LedgerFlatRow>).cell(flat);
    yield csvRecord(cells);
  }
}
