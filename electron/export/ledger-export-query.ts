// The ledger export's own read of the cache file: one read-only connection holding one
// read transaction (a consistent snapshot, as the cache's read snapshot: a sync may write
// meanwhile), one query over the ledger's index in (createdAt, posting order), and one
// string per row built by SQLite (ledger-csv-line.ts) grouped into large chunks.
//
// The query is the cache's own (buildLedgerSelect: the same filters, index choice and
// order as iterateLedgerFlat) with the record as its first column. A record that
// isPlainLedgerLine refuses is encoded from the row's values by the cell functions
// (ledgerCsvColumns), read by rowid on the same snapshot.
import Database from 'better-sqlite3';
import type { Database as Connection, Statement } from 'better-sqlite3';
import { ledgerIndexesPresent } from '../cache/ledger-indexes';
import { buildLedgerSelect, checkLedgerFilters, keyRange } from '../cache/repositories/ledger-query';
import type { LedgerFilters } from '../cache/repositories/ledger-query';
import { LEDGER_FLAT_COLUMNS } from '../cache/repositories/ledger-rows';
import type { LedgerFlatRow } from '../cache/repositories/ledger-rows';
import { csvRecord, headerRecord } from './csv-cells';
import type { CsvChunk, CsvColumn } from './csv-stream-pump';
import { isPlainLedgerLine, LEDGER_CSV_LINE_SQL } from './ledger-csv-line';

/** Characters per chunk handed to the file: few, large writes. */
const CHUNK_CHARS = 64 * 1024;

export interface LedgerExportSnapshot {
  /** The header, then every matching row oldest first, as CSV chunks; `prefix` starts the first chunk. */
  chunks(prefix: string): Generator<CsvChunk>;
  /** Ends the read transaction and closes the connection. Safe to call twice. */
  close(): void;
}

/** Opens the cache file read-only and takes its snapshot now (not at the first row). */
export function openLedgerExportSnapshot(
  cachePath: string,
  filters: LedgerFilters,
  columns: readonly CsvColumn<LedgerFlatRow>[],
): LedgerExportSnapshot {
  const checked = checkLedgerFilters(filters);
  const range = keyRange(checked);
  const db: Connection = new Database(cachePath, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('BEGIN');
    db.prepare('SELECT count(*) FROM cache_meta').get();
  } catch (error) {
    db.close();
    throw error;
  }
  let running: Generator<CsvChunk> | undefined;
  return {
    chunks(prefix) {
      running = readChunks(db, checked, range, columns, prefix);
      return running;
    },
    close() {
      if (!db.open) return;
      running?.return(undefined); // an unfinished read ends first: SQLite cannot close under it
      if (db.inTransaction) db.exec('COMMIT');
      db.close();
    },
  };
}

function* readChunks(
  db: Connection,
  filters: LedgerFilters,
  range: ReturnType<typeof keyRange>,
  columns: readonly CsvColumn<LedgerFlatRow>[],
  prefix: string,
): Generator<CsvChunk> {
  let parts: string[] = [prefix + headerRecord(columns.map((c) => c.header))];
  let size = 0;
  let count = 0;
  const select = buildLedgerSelect({
    filters,
    range,
    order: 'oldest-first',
    columns: `${LEDGER_CSV_LINE_SQL} AS csv_line, created_us, rowid`,
    indexed: ledgerIndexesPresent(db),
  });
  if (select !== null) {
    const rows = db.prepare(select.sql).raw(true);
    let byRowid: Statement | undefined;
    const cells = new Array<string>(columns.length);
    for (const row of rows.iterate(select.params) as IterableIterator<[unknown, number, number]>) {
      let record = row[0];
      if (!isPlainLedgerLine(record)) {
        byRowid ??= db.prepare(`SELECT ${LEDGER_FLAT_COLUMNS} FROM ledger_transactions WHERE rowid = ?`).raw(true);
        const flat = byRowid.get(row[2]) as LedgerFlatRow;
        for (let i = 0; i < columns.length; i += 1) cells[i] = (columns[i] as CsvColumn<LedgerFlatRow>).cell(flat);
        record = csvRecord(cells);
      }
      parts.push(record as string);
      size += (record as string).length;
      count += 1;
      if (size >= CHUNK_CHARS) {
        yield { text: parts.join(''), rows: count };
        parts = [];
        size = 0;
        count = 0;
      }
    }
  }
  yield { text: parts.join(''), rows: count };
}
