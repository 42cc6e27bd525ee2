// CSV exports to the data directory's `exports/` folder under a generated name: the
// renderer never names a path. Progress goes out as `export.progress` events.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { exportMethods } from '../../../shared/ipc/export-methods';
import type { CsvExportResult } from '../../export';
import { ensureDataDirectory } from '../../host';
import type { DispatchContext } from '../dispatch-context';
import type { HandlerTable } from '../handler-types';

export const EXPORTS_FOLDER = 'exports';
const PROGRESS_EVERY = 10_000;

type ExportKind = 'ledger' | 'payments' | 'counterparties' | 'audit';

/** `ledger-sandbox-20261123-140509-3fa9c2.csv`: kind, environment, UTC time, and a random tail so two never clash. */
export function exportFileName(kind: ExportKind, environment: string, now: Date): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, '').replaceAll('-', '').replace(':', '').replace(':', '').replace('T', '-');
  return `${kind}-${environment}-${stamp}-${randomBytes(3).toString('hex')}.csv`;
}

async function exportTo(
  context: DispatchContext,
  kind: ExportKind,
  bom: boolean | undefined,
  write: (options: { outPath: string; bom: boolean; onProgress: (rows: number) => void; progressEvery: number }) => Promise<CsvExportResult>,
) {
  const services = context.services();
  const folder = ensureDataDirectory(context.dataDirectory().root, EXPORTS_FOLDER);
  const fileName = exportFileName(kind, services.environment, new Date());
  const result = await write({
    outPath: path.join(folder, fileName),
    bom: bom === true,
    onProgress: (rowsWritten) => context.emit({ type: 'export.progress', kind, fileName, rowsWritten }),
    progressEvery: PROGRESS_EVERY,
  });
  return { path: result.outPath, fileName, rowsWritten: result.rowsWritten, bytesWritten: result.bytesWritten };
}

export const exportHandlers: HandlerTable<keyof typeof exportMethods> = {
  'exports.ledger': ({ bom, accountIds, ...filters }, context) =>
    exportTo(context, 'ledger', bom, (options) => context.services().exports.ledger({ ...options, ...filters, ...(accountIds !== undefined ? { accounts: accountIds } : {}) })),
  'exports.payments': ({ bom, ...filters }, context) =>
    exportTo(context, 'payments', bom, (options) => context.services().exports.payments({ ...options, ...filters })),
  'exports.counterparties': ({ bom, ...filters }, context) =>
    exportTo(context, 'counterparties', bom, (options) => context.services().exports.counterparties({ ...options, ...filters })),
  'exports.audit': ({ bom }, context) =>
    exportTo(context, 'audit', bom, ({ outPath, ...options }) => context.services().money.audit.exportCsv(outPath, options)),
};
