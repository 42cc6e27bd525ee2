// Cuts the rows a ledger export reads into consecutive key ranges of about the same
// number of rows, so worker threads can read them side by side and the file still gets
// them in order (ledger-export-parallel.ts).
//
// Positions are (created_us, rowid) and a KeyRange holds the rows strictly between its
// bounds (ledger-query.ts). A cut at row r ends one range just before r (upper = r) and
// starts the next at (r.createdUs, r.seq - 1): rowids are whole numbers, so no position
// lies strictly between that lower bound and r, and every row is in exactly one range,
// entries sharing a timestamp included.
//
// Each cut is one query: "the row `rowsPerSegment` places after the previous cut" with
// the export's own filters, search, index and order (buildSearchableSelect). SQLite steps over the
// skipped index entries in C without handing them to JavaScript, so cutting a million
// rows costs about what counting them does (under 0.1 s here).
import type { Database as Connection } from 'better-sqlite3';
import type { KeyRange } from '../cache/repositories/ledger-query';
import { buildSearchableSelect } from '../cache/repositories/ledger-search';
import type { LedgerCountQuery } from '../cache/repositories/ledger-search';

export function cutLedgerSegments(db: Connection, filters: LedgerCountQuery, range: KeyRange, rowsPerSegment: number): KeyRange[] {
  if (!Number.isInteger(rowsPerSegment) || rowsPerSegment < 1) throw new RangeError('rowsPerSegment must be a positive whole number');
  const segments: KeyRange[] = [];
  let lower = range.lower;
  for (;;) {
    const select = buildSearchableSelect(db, {
      filters,
      range: { lower, upper: range.upper },
      order: 'oldest-first',
      columns: 'created_us, rowid',
      limit: 1,
      ...(filters.search !== undefined && { search: filters.search }),
    });
    if (select === null) break;
    const cut = db.prepare(`${select.sql} OFFSET ${rowsPerSegment}`).raw(true).get(select.params) as [number, number] | undefined;
    if (cut === undefined) break;
    const [createdUs, seq] = cut;
    segments.push({ lower, upper: { createdUs, seq } });
    lower = { createdUs, seq: seq - 1 };
  }
  segments.push({ lower, upper: range.upper });
  return segments;
}
