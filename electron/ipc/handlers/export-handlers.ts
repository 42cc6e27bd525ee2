// CSV exports to the data directory's `exports/` folder under a generated name: the
// renderer never names a path. Progress goes out as `export.progress` events (with the
// total when it is cheap to know); one export runs at a time and exports.cancel stops it.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { EXPORT_KINDS, exportMethods } from '../../../shared/ipc/export-methods';
import type { CsvExportResult } from '../../export';
import { ensureDataDirectory } from '../../host';
import type { DispatchContext } from '../dispatch-context';
import type { HandlerTable } from '../handler-types';

export const EXPORTS_FOLDER = 'exports';
const PROGRESS_EVERY = 10_000;

type ExportKind = (typeof EXPORT_KINDS)[number];

/** `ledger-sandbox-20261123-140509-3fa9c2.csv`: kind, environment, UTC time, and a random tail so two never clash. */
export function exportFileName(kind: ExportKind, environment: string, now: Date, extension = 'csv'): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replaceAll('-', '').replace(':', '').replace(':', '').replace('T', '-');
  return `${kind}-${environment}-${stamp}-${randomBytes(3).toString('hex')}.${extension}`;
}

interface WriteOptions {
  outPath: string;
  bom: boolean;
  onProgress: (rows: number) => void;
  progressEvery: number;
  signal: AbortSignal;
  /** The rows the export will write, once the writer knows them (a statement, after its proof): told at once at 0 rows. */
  knownTotal: (rows: number) => void;
}

/**
 * Runs one export in the context's export slot (one at a time; exports.cancel aborts its
 * signal). The writer removes its temporary file when aborted (csv-file-writer.ts); a
 * cancel that lands after the last row, while the file is being put in place, removes
 * the finished file here, so a cancelled export always answers `interrupted` and leaves
 * no file. Progress events carry `rowsTotal` when known (first one at 0 rows).
 */
export function exportTo(
  context: DispatchContext,
  kind: ExportKind,
  bom: boolean | undefined,
  rowsTotal: () => number | null,
  write: (options: WriteOptions) => Promise<CsvExportResult>,
  extension = 'csv',
  /** The file's name in the exports folder, when the export names its own (default: exportFileName). */
  nameIn?: (folder: string) => string,
) {
  return context.exports.run(async (signal) => {
    const services = context.services();
    const folder = ensureDataDirectory(context.dataDirectory().root, EXPORTS_FOLDER);
    const fileName = nameIn?.(folder) ?? exportFileName(kind, services.environment, new Date(), extension);
    let total = rowsTotal();
    const onProgress = (rowsWritten: number) => context.emit({ type: 'export.progress', kind, fileName, rowsWritten, rowsTotal: total });
    onProgress(0);
    const knownTotal = (rows: number) => {
      total = rows;
      onProgress(0);
    };
    const result = await write({ outPath: path.join(folder, fileName), bom: bom === true, onProgress, progressEvery: PROGRESS_EVERY, signal, knownTotal });
    if (signal.aborted) {
      await rm(result.outPath, { force: true });
      throw signal.reason;
    }
    return { path: result.outPath, fileName, rowsWritten: result.rowsWritten, bytesWritten: result.bytesWritten };
  });
}

const unknownTotal = () => null;

export const exportHandlers: HandlerTable<keyof typeof exportMethods> = {
  'exports.ledger': ({ bom, accountIds, ...filters }, context) =>
    exportTo(
      context, 'ledger', bom,
      () => context.services().cache.ledgerTransactions.ledgerCount({ ...filters, ...(accountIds !== undefined ? { accountIds } : {}) }),
      ({ knownTotal: _k, ...options }) => context.services().exports.ledger({ ...options, ...filters, ...(accountIds !== undefined ? { accounts: accountIds } : {}) }),
    ),
  'exports.payments': ({ bom, ...filters }, context) =>
    exportTo(context, 'payments', bom, unknownTotal, ({ knownTotal: _k, ...options }) => context.services().exports.payments({ ...options, ...filters })),
  'exports.collections': ({ bom, ...filters }, context) =>
    exportTo(context, 'collections', bom, unknownTotal, ({ knownTotal: _k, ...options }) => context.services().exports.collections({ ...options, ...filters })),
  'exports.transfers': ({ bom, ...filters }, context) =>
    exportTo(context, 'transfers', bom, unknownTotal, ({ knownTotal: _k, ...options }) => context.services().exports.transfers({ ...options, ...filters })),
  'exports.counterparties': ({ bom, ...filters }, context) =>
    exportTo(context, 'counterparties', bom, unknownTotal, ({ knownTotal: _k, ...options }) => context.services().exports.counterparties({ ...options, ...filters })),
  'exports.audit': ({ bom, ...filter }, context) =>
    exportTo(context, 'audit', bom, unknownTotal, ({ outPath, knownTotal: _k, ...options }) => context.services().money.audit.exportCsv(outPath, { ...options, filter })),
  'exports.cancel': (_input, context) => ({ cancelled: context.exports.cancel() }),
};
