// The audit trail as CSV (all of it, or the entries a filter selects: audit-filter.ts), oldest first, one row per entry with the fields of every kind
// (empty where an entry kind has none) and the chain columns, so the file can be checked
// against the journal later. Our sentences (summary, checks) carry none of the marks we
// add for the window; a person's own text (a note) is as typed. Rows are read in pages by seq (no open cursor across the
// awaits of the writer), up to the last entry that existed when the export started.
import type { Database } from 'better-sqlite3';
import { withoutOurMarks } from '../../shared/bidi-isolate';
import { textCell, timestampCell } from '../export/csv-cells';
import { timestampHeader } from '../export/timestamp-header';
import type { CsvColumn, CsvExportResult, CsvFileOptions } from '../export/csv-file-writer';
import { writeCsvFile } from '../export/csv-file-writer';
import { auditWhere } from './audit-filter';
import type { AuditFilter } from './audit-filter';

const PAGE_SIZE = 1000;

interface CsvRow {
  seq: number;
  at: string;
  kind: string;
  data: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

const field = (row: CsvRow, name: string): string | undefined => {
  const value = row.data[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const mapDefined = (value: string | undefined, f: (text: string) => string): string | undefined => (value === undefined ? undefined : f(value));

const dataColumn = (name: string): CsvColumn<CsvRow> => ({ header: name, cell: (row) => textCell(field(row, name)) });

function checksText(row: CsvRow): string | undefined {
  const checks = row.data.checks;
  if (!Array.isArray(checks) || checks.length === 0) return undefined;
  return checks.map((c: { code?: unknown; severity?: unknown; message?: unknown }) => `${String(c.code)} (${String(c.severity)}): ${withoutOurMarks(String(c.message))}`).join('; ');
}

export const AUDIT_CSV_COLUMNS: readonly CsvColumn<CsvRow>[] = [
  { header: 'seq', cell: (row) => textCell(String(row.seq)) },
  { header: timestampHeader('at'), cell: (row) => timestampCell(row.at) },
  { header: 'kind', cell: (row) => textCell(row.kind) },
  ...['environment', 'method', 'path', 'status', 'outcome', 'attempt', 'durationMs', 'requestId', 'idempotencyKey', 'replayed', 'errorKind', 'errorCode'].map(dataColumn),
  dataColumn('action'),
  // Our sentence, without the marks we added for the window (shared/bidi-isolate.ts).
  { header: 'summary', cell: (row) => textCell(mapDefined(field(row, 'summary'), withoutOurMarks)) },
  { header: 'checks', cell: (row) => textCell(checksText(row)) },
  { header: 'acknowledged', cell: (row) => textCell(Array.isArray(row.data.acknowledged) ? row.data.acknowledged.join('; ') : undefined) },
  ...['outboxEntryId', 'operation', 'previousState', 'resolution', 'note'].map(dataColumn),
  // A key change's `action` is in the action column above.
  dataColumn('publicKeyFingerprint'),
  { header: 'prevHash', cell: (row) => textCell(row.prevHash) },
  { header: 'hash', cell: (row) => textCell(row.hash) },
];

function* auditRows(db: Database, filter: AuditFilter): Generator<CsvRow> {
  const last = (db.prepare('SELECT MAX(seq) AS m FROM audit_log').get() as { m: number | null }).m ?? 0;
  const where = auditWhere(filter);
  const page = db.prepare(`SELECT seq, at, kind, data, prev_hash AS prevHash, hash FROM audit_log WHERE seq > ? AND seq <= ? AND ${where.sql} ORDER BY seq LIMIT ?`);
  let after = 0;
  for (;;) {
    const rows = page.all(after, last, ...where.params, PAGE_SIZE) as Array<Omit<CsvRow, 'data'> & { data: string }>;
    for (const row of rows) yield { ...row, data: JSON.parse(row.data) as Record<string, unknown> };
    const tail = rows[rows.length - 1];
    if (tail === undefined || rows.length < PAGE_SIZE) return;
    after = tail.seq;
  }
}

/** What an audit export takes besides the path: the same checks and options as every CSV export (csv-file-writer.ts). */
export type AuditCsvOptions = Omit<CsvFileOptions, 'outPath'>;

/**
 * Writes the audit trail to `outPath` through the same writer as every export: only a
 * new file or (with `overwrite`) a regular file is written, or `stream` when given
 * (pass "-" as the path then).
 */
export function exportAuditCsv(db: Database, outPath: string, options: AuditCsvOptions = {}, filter: AuditFilter = {}): Promise<CsvExportResult> {
  return writeCsvFile(auditRows(db, filter), AUDIT_CSV_COLUMNS, { ...options, outPath });
}
