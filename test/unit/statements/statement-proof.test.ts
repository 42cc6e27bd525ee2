// The statement model before any file: the period's days in a time zone, the opening and
// closing balances, an empty period, and every refusal (a chain of running balances with
// entries missing, an unfinished or absent sync, an unknown account, bad days and zones,
// a currency camt.053 cannot carry), each with the field to fix and what to do.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exportStatement, previewStatement, StatementError, statementPeriod } from '../../../electron/statements';
import { camt053XsdProblems } from '../../support/statement-readers/camt053-xsd';
import { tempDir } from '../cache/cache-fixtures';
import { ACCOUNT, AS_OF, fixtureLedger, statementCache } from './statement-fixture';
import { cents, MADE_AT, writeStatement } from './statement-writers';

const february = { accountId: ACCOUNT, from: '2026-02-01', to: '2026-02-28' };

function refusal(run: () => unknown): StatementError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('the period', () => {
  it('is whole days in the zone, the days of a clock change included', () => {
    const berlin = statementPeriod('2026-03-29', '2026-03-29', 'Europe/Berlin'); // summer time starts: a 23-hour day
    expect(new Date(berlin.startUs / 1000).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(berlin.endUs / 1000).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const utc = statementPeriod('2026-02-01', '2026-02-28');
    expect(utc.timeZone).toBe('UTC');
    expect(utc.days).toHaveLength(28);
    expect(new Date(utc.endUs / 1000).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const kolkata = statementPeriod('2024-02-29', '2024-02-29', 'Asia/Kolkata');
    expect(kolkata.days[0]?.startUs).toBe(Date.parse('2024-02-28T18:30:00Z') * 1000);
    expect(kolkata.timeZone).toBe('Asia/Kolkata'); // not ICU's older name, Asia/Calcutta
    expect(statementPeriod('2026-02-01', '2026-02-01', 'europe/berlin').timeZone).toBe('Europe/Berlin');
  });

  it('refuses what is not a day, a zone or an order, at the field', () => {
    const cases: Array<[() => unknown, string, RegExp]> = [
      [() => statementPeriod('2026-02-30', '2026-03-01'), 'from', /not a day: give YYYY-MM-DD/],
      [() => statementPeriod('2026-02-01', 'tomorrow'), 'to', /not a day/],
      [() => statementPeriod('2026-02-10', '2026-02-01'), 'to', /before the first day/],
      [() => statementPeriod('2024-01-01', '2025-12-31'), 'to', /at most 366/],
      [() => statementPeriod('2026-02-01', '2026-02-02', 'Mars/Olympus'), 'timeZone', /not a time zone: give an IANA name/],
    ];
    for (const [run, field, message] of cases) {
      const error = refusal(run);
      expect(error.kind).toBe('input');
      expect(error.toPlain('window').fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
  });
});

describe('the proved statement', () => {
  it('the time zone moves an entry across the day boundary, in and out of the month', () => {
    const cache = statementCache();
    const utc = previewStatement(cache, february);
    const berlin = previewStatement(cache, { ...february, timeZone: 'Europe/Berlin' });
    // txn_000001 (31 Jan 23:30 UTC) is February in Berlin; txn_000009 (28 Feb 23:30 UTC) is March there.
    expect(utc.opening).toBe(cents('1050.00'));
    expect(berlin.opening).toBe(cents('1000.00'));
    expect(utc.closing).toBe(cents('1310.10'));
    expect(berlin.closing).toBe(cents('1297.76'));
    expect(utc.entryCount).toBe(8);
    expect(berlin.entryCount).toBe(8);
    expect(berlin.asOf).toBe(AS_OF);
    expect(berlin.opening + berlin.credits - berlin.debits).toBe(berlin.closing);
  });

  it('an empty period: opening = closing = the last balance before it, and every format still writes', async () => {
    const cache = statementCache();
    const empty = previewStatement(cache, { accountId: ACCOUNT, from: '2026-03-10', to: '2026-03-12' });
    expect(empty.entryCount).toBe(0);
    expect(empty.opening).toBe(cents('1310.10'));
    expect(empty.closing).toBe(empty.opening);
    expect(empty.days.map((d) => [d.opening, d.closing])).toEqual(Array(3).fill([empty.opening, empty.opening]));
    const before = previewStatement(cache, { accountId: ACCOUNT, from: '2025-12-01', to: '2025-12-31' });
    expect([before.opening, before.closing, before.entryCount]).toEqual([0n, 0n, 0]);
    for (const format of ['camt053', 'bai2', 'mt940', 'ofx', 'quickbooks-csv', 'xero-csv'] as const) {
      const { result } = await writeStatement(cache, format, { from: '2026-03-01', to: '2026-03-01' });
      expect(result.rowsWritten).toBe(0);
    }
  });

  it('refuses a period whose first day has not begun in its zone, at the first day', () => {
    const cache = statementCache();
    const error = refusal(() => previewStatement(cache, { accountId: ACCOUNT, from: '2026-03-03', to: '2026-03-31' }, () => MADE_AT));
    expect(error.toPlain('cli')).toMatchObject({ kind: 'input', code: 'invalid_request', fields: [{ field: 'from' }] });
    expect(error.message).toBe('The first day, 2026-03-03, has not begun in UTC (it is 2026-03-02 there): give a first day up to 2026-03-02.');
    // 09:15 UTC is already 3 March in Kiritimati (UTC+14): begun there.
    expect(previewStatement(cache, { accountId: ACCOUNT, from: '2026-03-03', to: '2026-03-03', timeZone: 'Pacific/Kiritimati' }, () => new Date('2026-03-02T10:30:00Z')).interim).toBe(true);
  });

  it('a period not over: the closing balance is interim, as of the last sync (camt.053 ITBD on its day, OFX DTASOF then); a past one is final', async () => {
    const cache = statementCache();
    const running = previewStatement(cache, { accountId: ACCOUNT, from: '2026-02-01', to: '2026-03-31' }, () => MADE_AT);
    expect([running.interim, running.closingDate]).toEqual([true, AS_OF.slice(0, 10)]);
    const over = previewStatement(cache, february, () => MADE_AT);
    expect([over.interim, over.closingDate]).toEqual([false, '2026-02-28']);
    const camt = (await writeStatement(cache, 'camt053', { from: '2026-03-01', to: '2026-03-31' })).text;
    expect(camt).toMatch(/<Cd>ITBD<\/Cd><\/CdOrPrtry><\/Tp><Amt Ccy="EUR">1310.10<\/Amt><CdtDbtInd>CRDT<\/CdtDbtInd><Dt><Dt>2026-03-02<\/Dt>/);
    expect(camt).not.toContain('CLBD');
    expect(camt053XsdProblems(camt)).toEqual([]);
    expect((await writeStatement(cache, 'camt053')).text).toMatch(/<Cd>CLBD<\/Cd>.*<Dt><Dt>2026-02-28<\/Dt>/);
    expect((await writeStatement(cache, 'ofx', { from: '2026-03-01', to: '2026-03-31' })).text).toContain('<DTASOF>20260302</DTASOF>');
  });

  it('names the entries between which the running balance breaks, and writes nothing', async () => {
    const ledger = fixtureLedger().filter((t) => t.id !== 'txn_000005'); // a collection the cache lost
    const cache = statementCache({ ledger });
    const error = refusal(() => previewStatement(cache, february));
    expect(error.code).toBe('does_not_add_up');
    expect(error.message).toContain('between txn_000004 and txn_000006 (350.00 EUR unaccounted for)');
    expect(error.messageFor('cli')).toMatch(/Run a full sync \(`treasury sync --full`\)/);
    expect(error.messageFor('window')).toMatch(/Run a full sync \(Sync everything again, in the command palette\)/);
    const folder = tempDir('statement-refused-');
    await expect(exportStatement(cache, { ...february, format: 'camt053', outPath: join(folder, 'feb.xml') })).rejects.toThrow(/txn_000004 and txn_000006/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses an unfinished sync, an account not in the cache, and a currency camt.053 cannot carry', async () => {
    expect(refusal(() => previewStatement(statementCache({ complete: false }), february)).code).toBe('partial_sync');
    const unknown = refusal(() => previewStatement(statementCache(), { ...february, accountId: 'acc_nope' }));
    expect(unknown.toPlain('window')).toMatchObject({ kind: 'input', code: 'unknown_account', fields: [{ field: 'account' }] });
    const usdc = refusal(() => previewStatement(statementCache(), { ...february, accountId: 'acc_usdc_wallet', format: 'camt053' }));
    expect(usdc.code).toBe('format_refused');
    expect(usdc.message).toBe('camt.053 (ISO 20022) carries only three-letter ISO 4217 currency codes, and acc_usdc_wallet is in USDC: export it as quickbooks-csv or xero-csv instead.');
    expect(usdc.toPlain('window').fields?.[0]?.field).toBe('format');
    const csv = await writeStatement(statementCache(), 'xero-csv', { accountId: 'acc_usdc_wallet' });
    expect(csv.text).toContain('02/02/2026,5.000001,');
  });

  it('writes to a stream for --out -, the same bytes as the file', async () => {
    const cache = statementCache();
    let streamed = '';
    const stream = new Writable({ write(chunk: Buffer, _encoding, done) { streamed += chunk.toString('utf8'); done(); } });
    const result = await exportStatement(cache, { ...february, format: 'ofx', stream }, () => MADE_AT);
    expect(result.outPath).toBe('-');
    expect(streamed).toBe((await writeStatement(cache, 'ofx')).text);
    expect(existsSync('-')).toBe(false);
  });
});
