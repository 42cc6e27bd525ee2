// exports.cancel and the export slot over a real host and SQLite cache: an export
// cancelled midway (its temporary file already holding rows) or right at its start
// answers an `interrupted` error and leaves no file, partial or whole; a second export
// while one runs is refused; progress events carry the total for the ledger.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IpcEvent } from '../../../shared/ipc';
import type { LedgerTransaction } from '../../../shared/schemas';
import { IpcFixture } from './ipc-fixture';

const ROWS = 40_000;
const T0 = Date.UTC(2026, 0, 1);

let fx: IpcFixture;
let exportsFolder: string;

function entry(n: number): LedgerTransaction {
  return {
    id: `txn_${String(n).padStart(6, '0')}`,
    accountId: n % 4 === 0 ? 'acc_b' : 'acc_a',
    type: 'payment_out',
    direction: 'debit',
    amount: '12.50',
    currency: 'USD',
    balance: '1000.00',
    createdAt: new Date(T0 + n * 1000).toISOString(),
    description: `Entry number ${n} with some text to make the rows longer`,
  } as LedgerTransaction;
}

const filesInExports = () => readdirSync(exportsFolder);
const progressOf = (fileName: string) => fx.events.filter((e): e is Extract<IpcEvent, { type: 'export.progress' }> => e.type === 'export.progress' && e.fileName === fileName);

beforeAll(() => {
  fx = new IpcFixture('production'); // exports read only the cache: no server needed
  exportsFolder = path.join(fx.dataDir, 'exports');
  const ledger = fx.host.services().cache.ledgerTransactions;
  const page: LedgerTransaction[] = [];
  for (let n = 0; n < ROWS; n += 1) {
    page.push(entry(n));
    if (page.length === 2000) ledger.upsertMany(page.splice(0));
  }
});
afterAll(async () => {
  await fx?.close();
});

describe('exports.cancel', () => {
  it('stops an export midway: interrupted, and neither the temporary file nor the file is left', async () => {
    let seenMidway: { rowsWritten: number; rowsTotal: number | null; files: string[] } | undefined;
    let cancelled: Promise<unknown> | undefined;
    const unsubscribe = fx.dispatcher.subscribe((event) => {
      if (event.type !== 'export.progress' || event.rowsWritten === 0 || cancelled !== undefined) return;
      seenMidway = { rowsWritten: event.rowsWritten, rowsTotal: event.rowsTotal, files: filesInExports() };
      cancelled = fx.call('exports.cancel', {});
    });
    const answer = await fx.call('exports.ledger', {});
    unsubscribe();
    expect(await cancelled).toEqual({ ok: true, value: { cancelled: true } });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'interrupted', code: 'export_cancelled', retryable: false } });
    expect(seenMidway?.rowsWritten).toBeGreaterThanOrEqual(10_000);
    expect(seenMidway?.rowsWritten).toBeLessThan(ROWS);
    expect(seenMidway?.rowsTotal).toBe(ROWS);
    expect(seenMidway?.files.some((name) => name.endsWith('.partial'))).toBe(true); // rows were on disk when it was cancelled
    expect(filesInExports()).toEqual([]);
    expect(await fx.call('exports.cancel', {})).toEqual({ ok: true, value: { cancelled: false } });
  });

  it('stops an export cancelled as soon as it started, before any row', async () => {
    const running = fx.call('exports.ledger', { accountIds: ['acc_b'] });
    expect(await fx.call('exports.cancel', {})).toEqual({ ok: true, value: { cancelled: true } });
    expect(await running).toMatchObject({ ok: false, error: { kind: 'interrupted', code: 'export_cancelled' } });
    expect(filesInExports()).toEqual([]);
  });

  it('refuses a second export while one runs; the first finishes whole, with the total in its progress', async () => {
    const first = fx.call('exports.ledger', { accountIds: ['acc_b'], bom: true });
    for (const method of ['exports.payments', 'exports.ledger', 'exports.audit'] as const) {
      expect(await fx.call(method, {})).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'export_running' } });
    }
    const answer = await first;
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const result = answer.value as { fileName: string; rowsWritten: number };
    expect(result.rowsWritten).toBe(ROWS / 4);
    expect(filesInExports()).toEqual([result.fileName]);
    const progress = progressOf(result.fileName);
    expect(progress[0]).toEqual({ type: 'export.progress', kind: 'ledger', fileName: result.fileName, rowsWritten: 0, rowsTotal: ROWS / 4 });
    expect(progress.at(-1)).toMatchObject({ rowsWritten: ROWS / 4, rowsTotal: ROWS / 4 });
    expect(await fx.call('exports.cancel', {})).toEqual({ ok: true, value: { cancelled: false } });
    const counterparties = await fx.call('exports.counterparties', {});
    if (!counterparties.ok) throw new Error(JSON.stringify(counterparties.error));
    expect(progressOf((counterparties.value as { fileName: string }).fileName).every((e) => e.rowsTotal === null)).toBe(true);
  });
});
