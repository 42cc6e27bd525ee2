// The ledger export read by worker threads in key ranges (ledger-export-parallel.ts):
// the same bytes as one connection's read for every filter, one moment for the whole
// file while another process writes, a worker's failure surfaced as the serial export's
// error with nothing left behind, a closed pipe and an abort ending it, and the cases
// that read on one connection instead. Real worker threads (from source, through tsx),
// real SQLite files, a real second process.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { CsvCellError, exportLedgerCsv } from '../../../electron/export';
import type { LedgerCsvOptions, LedgerExportSource, LedgerExportWorkers } from '../../../electron/export';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache, tempDir } from '../cache/cache-fixtures';

/** Worker threads compile from source here: give them time on a loaded machine (the default falls back to one connection). */
const START_TIMEOUT_MS = 60_000;
const ROWS_PER_RANGE = 7;

const DESCRIPTIONS = ['Supplier, Inc.', 'He said "pay now"', 'line one\nline two', '=HYPERLINK("http://x")', '-5 refund', 'Zürich — 東京', ''];

/** 150 entries, four to an instant (posting order matters), three accounts, several types, some cells that need quoting. */
function rangesLedger(count = 150): LedgerTransaction[] {
  return Array.from({ length: count }, (_, i) =>
    ledgerTx(i, {
      createdAt: minutes(Math.floor(i / 4)),
      accountId: ['acc_a', 'acc_b', 'acc_c'][i % 3] as string,
      type: i % 5 === 0 ? 'fee' : i % 2 === 0 ? 'payment_in' : 'payment_out',
      direction: i % 2 === 0 ? 'credit' : 'debit',
      amount: ['0.01', '12.50', '1000000000000000000.12345678', '0.00', '7'][i % 5] as string,
      balance: `${1000 + i}.00`,
      ...(i % 6 === 0 ? { description: DESCRIPTIONS[i % DESCRIPTIONS.length] as string } : { description: `row ${i}` }),
      referenceType: 'payment',
      referenceId: `pmt_${i}`,
    }),
  );
}

/** The cache as the host hands it to the export, with these worker options (and time to start from source). */
function sourceOf(cache: Cache, workers: LedgerExportWorkers): LedgerExportSource {
  return { path: cache.path, openReadSnapshot: () => cache.openReadSnapshot(), workers: { startTimeoutMs: START_TIMEOUT_MS, ...workers } };
}

interface Run {
  readonly bytes: Buffer;
  readonly rows: number;
  readonly plan: { threads: number; ranges: number } | undefined;
}

async function exportWith(cache: Cache, workers: LedgerExportWorkers, options: Omit<LedgerCsvOptions, 'outPath'> = {}): Promise<Run> {
  const outPath = join(tempDir(), 'ledger.csv');
  let plan: Run['plan'];
  const result = await exportLedgerCsv(
    sourceOf(cache, { ...workers, onRead: (p) => (plan = p) }),
    { ...options, outPath },
  );
  return { bytes: readFileSync(outPath), rows: result.rowsWritten, plan };
}

const oneConnection = (cache: Cache, options: Omit<LedgerCsvOptions, 'outPath'> = {}) => exportWith(cache, { threads: 1 }, options);
const twoWorkers = (cache: Cache, options: Omit<LedgerCsvOptions, 'outPath'> = {}) => exportWith(cache, { threads: 2, rowsPerSegment: ROWS_PER_RANGE }, options);

/** The ids in a CSV's first column, header left out. */
const idsOf = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0] as string)
    .filter((id) => /^(txn|w)_/.test(id));

describe('ledger export with worker threads', () => {
  it('writes the same bytes as one connection for every filter, in ranges cut inside instants', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger());
    const cases: Array<Omit<LedgerCsvOptions, 'outPath'>> = [
      {},
      { bom: true },
      { accounts: ['acc_b'] },
      { accounts: ['acc_a', 'acc_c'] },
      { types: ['payment_out', 'fee'] },
      { from: minutes(3), to: minutes(30) },
      { accounts: ['acc_a'], types: ['payment_in'], from: minutes(5) },
    ];
    for (const options of cases) {
      const serial = await oneConnection(cache, options);
      const parallel = await twoWorkers(cache, options);
      expect(serial.plan).toEqual({ threads: 1, ranges: 1 });
      expect(parallel.plan, JSON.stringify(options)).toEqual({ threads: 2, ranges: Math.ceil(serial.rows / ROWS_PER_RANGE) });
      expect(parallel.rows).toBe(serial.rows);
      expect(parallel.bytes.equals(serial.bytes), JSON.stringify(options)).toBe(true);
    }
    // Spot checks against the ledger itself: every entry once, in posting order.
    const all = await twoWorkers(cache);
    expect(idsOf(all.bytes)).toEqual(rangesLedger().map((tx) => tx.id));
    cache.close();
  });

  it('shows one moment while another process commits entries all over the ledger', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger(2000));
    // The writer commits w_000001, w_000002, ... one per transaction, spread over the whole time range.
    const writer = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(cache.path)}); db.pragma('busy_timeout = 5000');
         const insert = db.prepare("INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance) VALUES (?, 'acc_a', ?, 'payment_in', 'credit', '1.00', 'USD', '1.00')");
         let n = 0; process.stdout.write('started\\n');
         for (;;) { n += 1; insert.run('w_' + String(n).padStart(6, '0'), Date.parse('2025-01-01T00:00:00Z') * 1000 + ((n * 7919) % 500) * 60000000 + 1); }`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        writer.stdout.once('data', () => resolve());
        writer.once('exit', (code) => reject(new Error(`the writer exited (${code})`)));
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const run = await exportWith(cache, { threads: 2, rowsPerSegment: 50 });
      expect(run.plan?.threads).toBe(2);
      const written = idsOf(run.bytes).filter((id) => id.startsWith('w_')).map((id) => Number(id.slice(2)));
      expect(written.length).toBeGreaterThan(0);
      // One moment: the writer's entries in the file are exactly its first k commits, whichever range each fell in.
      const sorted = [...written].sort((a, b) => a - b);
      expect(sorted).toEqual(Array.from({ length: sorted.length }, (_, i) => i + 1));
    } finally {
      writer.kill();
      cache.close();
    }
  });

  it('fails as one connection does when a worker meets a row the cells refuse, leaving nothing behind', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger());
    const raw = new Database(cache.path);
    raw.prepare("UPDATE ledger_transactions SET amount = '1e5' WHERE id = 'txn_000120'").run();
    raw.close();
    const failures: unknown[] = [];
    for (const workers of [{ threads: 1 }, { threads: 2, rowsPerSegment: ROWS_PER_RANGE }]) {
      const dir = tempDir();
      const error = await exportLedgerCsv(
        sourceOf(cache, workers),
        { outPath: join(dir, 'ledger.csv') },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CsvCellError);
      expect(readdirSync(dir)).toEqual([]);
      failures.push((error as Error).message);
    }
    expect(failures[1]).toBe(failures[0]);
    cache.close();
  });

  it('the worker as the Electron bundle ships it reads as the source does', async () => {
    // build/bundle-electron.mjs into a folder inside the project (its external modules resolve from node_modules).
    mkdirSync('dist', { recursive: true });
    const out = mkdtempSync(join('dist', 'test-bundle-'));
    try {
      const built = spawnSync(process.execPath, ['build/bundle-electron.mjs', out], { encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
      const cache = tempCache();
      cache.ledgerTransactions.upsertMany(rangesLedger());
      const bundled = await exportWith(cache, { script: join(process.cwd(), out, 'ledger-export-worker.cjs'), threads: 2, rowsPerSegment: ROWS_PER_RANGE });
      expect(bundled.plan).toEqual({ threads: 2, ranges: Math.ceil(150 / ROWS_PER_RANGE) });
      expect(bundled.bytes.equals((await oneConnection(cache)).bytes)).toBe(true);
      cache.close();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('a worker script that cannot be loaded fails the export with why, leaving nothing behind', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger());
    const dir = tempDir();
    const missing = join(dir, 'no-such-worker.cjs');
    const error = await exportLedgerCsv(
      sourceOf(cache, { script: missing, threads: 2, rowsPerSegment: ROWS_PER_RANGE }),
      { outPath: join(dir, 'ledger.csv') },
    ).catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain('no-such-worker.cjs');
    expect((error as { code?: string }).code).toBe('export_worker_failed');
    expect(readdirSync(dir)).toEqual([]);
    cache.close();
  });

  it('a reader that closes the pipe stops the workers quietly', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger(3000));
    let writes = 0;
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        writes += 1;
        if (writes === 2) callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
        else callback();
      },
    });
    let plan: unknown;
    const result = await exportLedgerCsv(
      sourceOf(cache, { threads: 2, rowsPerSegment: 100, onRead: (p) => (plan = p) }),
      { stream },
    );
    expect(plan).toEqual({ threads: 2, ranges: 30 });
    expect(result.stopped?.code).toBe('reader_closed');
    expect(result.rowsWritten).toBeLessThan(3000);
    cache.close();
  });

  it('an abort stops the workers and removes the temporary file', async () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rangesLedger(3000));
    const dir = tempDir();
    const controller = new AbortController();
    const error = await exportLedgerCsv(
      sourceOf(cache, { threads: 2, rowsPerSegment: 100 }),
      { outPath: join(dir, 'ledger.csv'), signal: controller.signal, progressEvery: 100, onProgress: (rows) => rows >= 200 && controller.abort(new Error('stopped by the person')) },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('stopped by the person');
    expect(readdirSync(dir)).toEqual([]);
    cache.close();
  });

  describe('reads on one connection, with the same bytes', () => {
    it('when the rows fit in one range', async () => {
      const cache = tempCache();
      cache.ledgerTransactions.upsertMany(rangesLedger(ROWS_PER_RANGE));
      const run = await twoWorkers(cache);
      expect(run.plan).toEqual({ threads: 1, ranges: 1 });
      expect(run.bytes.equals((await oneConnection(cache)).bytes)).toBe(true);
      cache.close();
    });

    it('during a bulk load, when the ranges have no index to be cut with', async () => {
      const cache = tempCache();
      cache.ledgerTransactions.beginBulkLoad();
      cache.ledgerTransactions.upsertMany(rangesLedger());
      const run = await twoWorkers(cache);
      expect(run.plan).toEqual({ threads: 1, ranges: 1 });
      cache.ledgerTransactions.endBulkLoad();
      expect(run.bytes.equals((await oneConnection(cache)).bytes)).toBe(true);
      cache.close();
    });

    it('when another connection holds the write lock', async () => {
      const cache = tempCache();
      cache.ledgerTransactions.upsertMany(rangesLedger());
      const expected = await oneConnection(cache);
      const holder = new Database(cache.path);
      holder.exec('BEGIN IMMEDIATE');
      try {
        const run = await twoWorkers(cache);
        expect(run.plan).toEqual({ threads: 1, ranges: 1 });
        expect(run.bytes.equals(expected.bytes)).toBe(true);
      } finally {
        holder.exec('ROLLBACK');
        holder.close();
      }
      expect(existsSync(cache.path)).toBe(true);
      cache.close();
    });
  });
});
