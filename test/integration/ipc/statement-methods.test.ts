// statements.preview and statements.export over the real dispatcher, host and SQLite
// cache: the proved figures as decimal strings with the formats that fit, the file in
// exports/ under a generated name with the format's extension (0600), exact progress
// events, and refusals that land on the field to fix.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEvent } from '../../../shared/ipc';
import { ACCOUNT, AS_OF, fillStatementCache } from '../../unit/statements/statement-fixture';
import { IpcFixture } from './ipc-fixture';

let fx: IpcFixture;
const february = { accountId: ACCOUNT, from: '2026-02-01', to: '2026-02-28', timeZone: 'Europe/Berlin' };

beforeAll(() => {
  fx = new IpcFixture('production'); // statements read only the cache: no server needed
  fillStatementCache(fx.host.services().cache);
});
afterAll(async () => {
  await fx?.close();
});

describe('statements over IPC', () => {
  it('previews the proved figures and the formats that can carry them', async () => {
    expect(await fx.value('statements.preview', february)).toEqual({
      accountId: ACCOUNT, accountName: expect.any(String), currency: 'EUR', from: '2026-02-01', to: '2026-02-28', timeZone: 'Europe/Berlin',
      opening: '1000.00', closing: '1297.76', credits: '600.01', debits: '302.25', creditCount: 4, debitCount: 4, entryCount: 8,
      asOf: AS_OF, interim: false, formats: ['camt053', 'bai2', 'mt940', 'ofx', 'quickbooks-csv', 'xero-csv'],
    });
    const usdc = await fx.value<{ formats: string[] }>('statements.preview', { ...february, accountId: 'acc_usdc_wallet' });
    expect(usdc.formats).toEqual(['quickbooks-csv', 'xero-csv']);
  });

  it('writes the statement into exports/ with progress counted in entries', async () => {
    const written = await fx.value<{ path: string; fileName: string; rowsWritten: number; summary: { closing: string } }>('statements.export', { ...february, format: 'camt053' });
    // The account's name (ACCOUNT_NAME, 'Opérations € <EU> & "Co"') as a word, the period and the format.
    expect(written.fileName).toBe('statement-operations-eu-co-2026-02-01_2026-02-28-camt053.xml');
    // The same statement again: a short tail, never replacing the first file.
    const again = await fx.value<{ fileName: string }>('statements.export', { ...february, format: 'camt053' });
    expect(again.fileName).toMatch(/^statement-operations-eu-co-2026-02-01_2026-02-28-camt053-[0-9a-f]{6}\.xml$/);
    expect(readdirSync(path.dirname(written.path))).toEqual(expect.arrayContaining([written.fileName, again.fileName]));
    expect(path.dirname(written.path)).toBe(path.join(fx.dataDir, 'exports'));
    expect(statSync(written.path).mode & 0o777).toBe(0o600);
    expect(written.rowsWritten).toBe(8);
    expect(written.summary.closing).toBe('1297.76');
    expect(readFileSync(written.path, 'utf8')).toContain('<Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1297.76</Amt>');
    const progress = fx.events.filter((e): e is Extract<IpcEvent, { type: 'export.progress' }> => e.type === 'export.progress' && e.fileName === written.fileName);
    // The total is known once the statement is proved, before its first entry is written.
    expect(progress.slice(0, 2)).toMatchObject([{ kind: 'statement', rowsWritten: 0, rowsTotal: null }, { kind: 'statement', rowsWritten: 0, rowsTotal: 8 }]);
    expect(progress.slice(2).every((e) => e.rowsTotal === 8)).toBe(true);
    expect(progress[progress.length - 1]?.rowsWritten).toBe(8);
  });

  it('refuses at the field: a day that is not one, a zone that is not one, USDC in camt.053', async () => {
    const field = async (input: object) => {
      const answer = await fx.call('statements.export', input);
      if (answer.ok) throw new Error('not refused');
      return answer.error;
    };
    expect((await field({ ...february, format: 'ofx', from: '2026-02-31' })).fields).toEqual([{ field: 'from', message: expect.stringContaining('is not a day') }]);
    expect((await field({ ...february, format: 'ofx', timeZone: 'Berlin' })).fields).toEqual([{ field: 'timeZone', message: expect.stringContaining('IANA') }]);
    const usdc = await field({ ...february, accountId: 'acc_usdc_wallet', format: 'camt053' });
    expect(usdc).toMatchObject({ kind: 'input', code: 'format_refused', fields: [{ field: 'format' }] });
    expect(usdc.message).toContain('export it as quickbooks-csv or xero-csv instead');
  });
});
