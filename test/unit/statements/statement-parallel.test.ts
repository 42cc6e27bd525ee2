// A statement read by worker threads, some days each (statement-export-parallel.ts):
// the same bytes as one thread for every format that writes its entries independently,
// over a multi-day period with ties, reversals, fees and text to escape; the summary from
// per-day sums equal to the proof pass's; a cache whose running balances break refused
// with the proof pass's words and nothing left behind; amounts SQLite cannot sum proved
// the general way; BAI2 and MT940 kept on one thread. Real worker threads (from source,
// through tsx, and as the Electron bundle ships them), a real SQLite file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { workerScript } from '../../../electron/workers/worker-bundles';
import { exportStatement, StatementError } from '../../../electron/statements';
import type { StatementFormatId } from '../../../electron/statements';
import type { StatementExportWorkers } from '../../../electron/statements/statement-export-parallel';
import { addDecimals, subtractDecimals } from '../../../shared/money';
import type { LedgerTransaction } from '../../../shared/schemas';
import { statementParts } from '../../../electron/statements/statement-parts';
import { ledgerTx, tempDir } from '../cache/cache-fixtures';
import { ACCOUNT, fixtureLedger, statementCache } from './statement-fixture';
import { MADE_AT } from './statement-writers';

/** Workers compile from source here: give them time on a loaded machine (else the statement is written on one thread). */
const START_TIMEOUT_MS = 60_000;
const POOLED: StatementExportWorkers = { threads: 2, minEntries: 1, rowsPerPart: 1, startTimeoutMs: START_TIMEOUT_MS };
const ONE_THREAD: StatementExportWorkers = { threads: 1 };
const BERLIN_FEBRUARY = { from: '2026-02-01', to: '2026-02-28', timeZone: 'Europe/Berlin' } as const;

const TEXTS = ['Invoice <7> & "Q1"', "it's 🚀", '\u200Fשלום refund', 'plain text', '  padded  ', 'a]]>b'];
const TYPES = ['payment_out', 'fee', 'payment_in', 'collection_in', 'collection_fee', 'transfer_out', 'reversal'] as const;

/** The fixture's month with 600 more entries over five days (a fee at its payment's instant, a reversal every seventh, texts to escape), balances chained in posting order. */
function busyLedger(): LedgerTransaction[] {
  const more = Array.from({ length: 600 }, (_, i) => {
    const type = TYPES[i % TYPES.length] as (typeof TYPES)[number];
    const direction = type === 'payment_in' || type === 'collection_in' || type === 'reversal' ? 'credit' : 'debit';
    const amount = `${(direction === 'credit' ? 40 : 1) + (i % 37)}.${String(i % 100).padStart(2, '0')}`;
    const minute = type === 'fee' || type === 'collection_fee' ? i - 1 : i;
    return ledgerTx(1000 + i, {
      accountId: ACCOUNT, currency: 'EUR', type, direction, amount,
      createdAt: new Date(Date.UTC(2026, 1, 21) + minute * 12 * 60_000).toISOString(),
      description: TEXTS[i % TEXTS.length] as string,
      referenceType: 'payment', referenceId: 'pmt_000001',
      ...(type === 'reversal' && { linkedTransactionId: `txn_${String(1000 + i - 6).padStart(6, '0')}` }),
    });
  });
  // Posting order is the order written (a stable sort keeps a fee after its payment at one instant).
  let balance = '0.00';
  return [...fixtureLedger(), ...more]
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((t) => {
      balance = t.direction === 'credit' ? addDecimals(balance, t.amount) : subtractDecimals(balance, t.amount);
      return { ...t, balance };
    });
}

/** Berlin's February (UTC+1) is sliced by the hour: the hours holding entries. */
const HOURS_WITH_ENTRIES = new Set(
  busyLedger()
    .filter((t) => t.accountId === ACCOUNT && t.createdAt >= '2026-01-31T23:00:00.000Z' && t.createdAt < '2026-02-28T23:00:00.000Z')
    .map((t) => t.createdAt.slice(0, 13)),
).size;

interface Run {
  readonly bytes: Buffer;
  readonly plan: { threads: number; parts: number } | undefined;
  readonly summary: unknown;
}

async function write(cache: Cache, format: StatementFormatId, workers: StatementExportWorkers): Promise<Run> {
  const outPath = join(tempDir('statement-parallel-'), `statement.${format}`);
  let plan: Run['plan'];
  const result = await exportStatement(cache, { accountId: ACCOUNT, ...BERLIN_FEBRUARY, format, outPath, workers: { ...workers, onRead: (p) => (plan = p) } }, () => MADE_AT);
  return { bytes: readFileSync(outPath), plan, summary: result.summary };
}

async function refusal(cache: Cache, workers: StatementExportWorkers): Promise<{ error: StatementError; folder: string[] }> {
  const dir = tempDir('statement-parallel-');
  const error = await exportStatement(cache, { accountId: ACCOUNT, ...BERLIN_FEBRUARY, format: 'camt053', outPath: join(dir, 'statement.xml'), workers }, () => MADE_AT).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StatementError);
  return { error: error as StatementError, folder: readdirSync(dir) };
}

describe('a statement read by worker threads', () => {
  it('writes the same bytes as one thread in every format whose entries are independent', async () => {
    const cache = statementCache({ ledger: busyLedger() });
    for (const format of ['camt053', 'ofx', 'quickbooks-csv', 'xero-csv'] as const) {
      const pooled = await write(cache, format, POOLED);
      const single = await write(cache, format, ONE_THREAD);
      expect(pooled.plan, format).toEqual({ threads: 2, parts: HOURS_WITH_ENTRIES }); // a part of at least one entry: a slice (an hour) each; empty ones join the next (the last, its previous)
      expect(single.plan, format).toEqual({ threads: 1, parts: 1 });
      expect(pooled.bytes.length, format).toBeGreaterThan(20_000);
      expect(pooled.bytes.equals(single.bytes), format).toBe(true);
      expect(pooled.summary, format).toEqual(single.summary); // per-day sums agree with the proof pass, day by day
    }
    cache.close();
  }, 240_000);

  it('refuses a cache whose running balances break with the proof pass\'s words, leaving nothing behind', async () => {
    const ledger = busyLedger();
    ledger.splice(300, 1); // an entry missing in the middle of the busy days
    const cache = statementCache({ ledger });
    const pooled = await refusal(cache, POOLED);
    const single = await refusal(cache, ONE_THREAD);
    expect(pooled.error.code).toBe('does_not_add_up');
    expect(pooled.error.message).toBe(single.error.message);
    expect(pooled.error.message).toContain('entries are missing between');
    expect(pooled.folder).toEqual([]);
    cache.close();
  }, 120_000);

  it.each(['credit', 'debit'] as const)('writes a %s whose amount SQLite cannot sum exactly with the same bytes (a credit proved the general way, a debit followed from the balances)', async (direction) => {
    // "12.5" is 12.50 to the proof pass, but not digits with exactly the currency's two decimals.
    const ledger = busyLedger();
    const at = ledger.findIndex((t, i) => i > 20 && t.direction === direction && t.amount.endsWith('0') && t.accountId === ACCOUNT && t.createdAt >= '2026-02-01');
    ledger[at] = { ...(ledger[at] as LedgerTransaction), amount: (ledger[at] as LedgerTransaction).amount.slice(0, -1) };
    expect(ledger[at]?.amount).toMatch(/^\d+\.\d$/);
    const cache = statementCache({ ledger });
    const pooled = await write(cache, 'camt053', POOLED);
    const single = await write(cache, 'camt053', ONE_THREAD);
    expect(pooled.plan?.threads).toBe(2);
    expect(pooled.bytes.equals(single.bytes)).toBe(true);
    expect(pooled.summary).toEqual(single.summary);
    cache.close();
  }, 120_000);

  it('keeps BAI2 and MT940 (running totals and numbering) and small statements on one thread', async () => {
    const cache = statementCache({ ledger: busyLedger() });
    for (const format of ['bai2', 'mt940'] as const) expect((await write(cache, format, POOLED)).plan, format).toEqual({ threads: 1, parts: 1 });
    expect((await write(cache, 'camt053', { ...POOLED, minEntries: 10_000 })).plan).toEqual({ threads: 1, parts: 1 });
    cache.close();
  }, 120_000);

  it('reports progress as one thread does: counts that grow to the total, after the proved summary', async () => {
    const cache = statementCache({ ledger: busyLedger() });
    const told: string[] = [];
    const result = await exportStatement(
      cache,
      {
        accountId: ACCOUNT, ...BERLIN_FEBRUARY, format: 'camt053', outPath: join(tempDir('statement-parallel-'), 'statement.xml'), progressEvery: 100,
        workers: POOLED, onProved: (summary) => told.push(`proved ${summary.entryCount}`), onProgress: (rows) => told.push(String(rows)),
      },
      () => MADE_AT,
    );
    expect(result.rowsWritten).toBe(result.summary.entryCount);
    expect(told[0]).toBe(`proved ${result.summary.entryCount}`);
    const counts = told.slice(1).map(Number);
    expect(counts.length).toBeGreaterThan(3);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[counts.length - 1]).toBe(result.summary.entryCount);
    cache.close();
  }, 120_000);

  it('no temporary file is left in the folder after a pooled statement', async () => {
    const cache = statementCache({ ledger: busyLedger() });
    const dir = tempDir('statement-parallel-');
    await exportStatement(cache, { accountId: ACCOUNT, ...BERLIN_FEBRUARY, format: 'camt053', outPath: join(dir, 'statement.xml'), workers: POOLED }, () => MADE_AT);
    expect(readdirSync(dir)).toEqual(['statement.xml']);
    expect(existsSync(join(dir, 'statement.xml'))).toBe(true);
    cache.close();
  }, 120_000);

  it('the worker as the Electron bundle ships it (under its declared name) writes as the source does', async () => {
    // build/bundle-electron.mjs into a folder inside the project (its external modules resolve from node_modules).
    mkdirSync('dist', { recursive: true });
    const out = mkdtempSync(join('dist', 'test-bundle-'));
    try {
      const built = spawnSync(process.execPath, ['build/bundle-electron.mjs', out], { encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
      const cache = statementCache({ ledger: busyLedger() });
      const workers = { script: workerScript('statement', join(process.cwd(), out)) };
      const bundled = await write(cache, 'camt053', { ...POOLED, ...workers });
      expect(bundled.plan).toEqual({ threads: 2, parts: HOURS_WITH_ENTRIES });
      expect(bundled.bytes.equals((await write(cache, 'camt053', ONE_THREAD)).bytes)).toBe(true);
      cache.close();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('parts of a statement read by worker threads', () => {
  const summary = {} as never;
  const slices = Array.from({ length: 40 }, (_, i) => ({ fromUs: i, toUs: i + 1, day: 0, opening: 0n, closing: 0n, count: 1 }));

  it('gives this thread (parts 0, 2, 4... of two readers) its share of a worker\'s part, every slice in one part, in order', () => {
    const parts = statementParts(summary, 'camt053', slices, 8, { readers: 2, hereShare: 0.5 });
    expect(parts.map((part) => part.span.count)).toEqual([4, 8, 4, 8, 4, 8, 4]);
    expect(parts.map((part) => part.span.fromUs)).toEqual([0, 4, 12, 16, 24, 28, 36]);
    expect(parts.at(-1)?.span.toUs).toBe(40);
    // One reader, or an even share: parts of one size.
    expect(statementParts(summary, 'camt053', slices, 8).map((part) => part.span.count)).toEqual([8, 8, 8, 8, 8]);
    expect(statementParts(summary, 'camt053', slices, 8, { readers: 2, hereShare: 1 }).map((part) => part.span.count)).toEqual([8, 8, 8, 8, 8]);
  });
});
