// The ledger export's own reads of the cache file: read-only connections each holding one
// read transaction (a consistent snapshot, as the cache's read snapshot: a sync may write
// meanwhile), one query over the ledger's index in (createdAt, posting order) per key
// range, and one string per row built by SQLite (ledger-csv-line.ts) grouped into large
// chunks. Every reader of an export (this thread and its worker, ledger-export-parallel.ts)
// reads its key ranges with ledgerRecordChunks on its own snapshot connection
// (cache/snapshot-connection.ts), all of one moment.
//
// The query is the cache's own (buildSearchableSelect: the filters, text search, index
// choice and order the ledger screen's windows and count use) with the record as its
// first column, so the file has exactly the rows the screen counts. A record that
// isPlainLedgerLine refuses is encoded from the row's values by the cell functions
// (ledgerCsvColumns), read by rowid on the same snapshot.
import type { Database as Connection, Statement } from 'better-sqlite3';
import type { KeyRange } from '../cache/repositories/ledger-query';
import { buildSearchableSelect } from '../cache/repositories/ledger-search';
import type { LedgerCountQuery } from '../cache/repositories/ledger-search';
import { LEDGER_FLAT_COLUMNS } from '../cache/repositories/ledger-columns';
import type { LedgerFlatRow } from '../cache/repositories/ledger-columns';
import { csvRecord } from './csv-cells';
import { recordChunks } from './csv-stream-pump';
import type { CsvChunk, CsvColumn } from './csv-stream-pump';
import { isPlainLedgerLine, LEDGER_CSV_LINE_SQL } from './ledger-csv-line';

/** Every record (no header) of the rows of `filters` strictly inside `range`, oldest first, as chunks. */
export function ledgerRecordChunks(
  db: Connection,
  filters: LedgerCountQuery,
  range: KeyRange,
  columns: readonly CsvColumn<LedgerFlatRow>[],
): Generator<CsvChunk & { readonly text: string }> {
  return recordChunks(ledgerRecords(db, filters, range, columns));
}

function* ledgerRecords(db: Connection, filters: LedgerCountQuery, range: KeyRange, columns: readonly CsvColumn<LedgerFlatRow>[]): Generator<string> {
  const select = buildSearchableSelect(db, {
    filters,
    range,
    order: 'oldest-first',
    columns: `${LEDGER_CSV_LINE_SQL} AS csv_line, created_us, rowid`,
    ...(filters.search !== undefined && { search: filters.search }),
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
