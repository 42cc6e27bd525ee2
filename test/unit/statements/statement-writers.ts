// Writes a statement of the fixture cache to a temp file and reads it back as text.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Cache } from '../../../electron/cache';
import { exportStatement, type StatementFormatId, type StatementExportResult } from '../../../electron/statements';
import { tempDir } from '../cache/cache-fixtures';
import { ACCOUNT } from './statement-fixture';

export const MADE_AT = new Date('2026-03-02T09:15:00.000Z');

export interface Written {
  readonly text: string;
  readonly result: StatementExportResult;
  readonly mode: number;
}

export async function writeStatement(cache: Cache, format: StatementFormatId, period: { from?: string; to?: string; timeZone?: string; accountId?: string } = {}): Promise<Written> {
  const outPath = join(tempDir('statement-'), `statement.${format}`);
  const result = await exportStatement(cache, { accountId: period.accountId ?? ACCOUNT, from: period.from ?? '2026-02-01', to: period.to ?? '2026-02-28', format, outPath, ...(period.timeZone !== undefined && { timeZone: period.timeZone }) }, () => MADE_AT);
  return { text: readFileSync(outPath, 'utf8'), result, mode: statSync(outPath).mode & 0o777 };
}

/** "12.50" -> 1250n, by hand (the reader's side never uses the app's money code). */
export function cents(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = decimal.replace('-', '').split('.');
  const value = BigInt(`${whole}${fraction.padEnd(2, '0')}`);
  return negative ? -value : value;
}
