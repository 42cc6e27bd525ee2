// The `treasury` command's bundle (build/cli-bundle.mjs, run by bin/treasury.mjs): built
// on first use, taken as it is while every file it was built from is unchanged, built
// again when one changed or is gone, or when a file of the bundle itself is missing; the
// bundle runs, and its ledger export and large statements read with the workers bundled
// beside it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCliBundle, ensureCliBundle, isFresh } from '../../../build/cli-bundle.mjs';
import { openCache } from '../../../electron/cache';
import { ledgerTx, minutes, tempDir } from '../../unit/cache/cache-fixtures';

mkdirSync('dist', { recursive: true });
const out = join(process.cwd(), mkdtempSync(join('dist', 'test-cli-bundle-')));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Recorded {
  format: number;
  inputs: Record<string, [number, number]>;
}

const inputsPath = join(out, 'inputs.json');
const readInputs = () => JSON.parse(readFileSync(inputsPath, 'utf8')) as Recorded;
const builtAt = () => statSync(join(out, 'treasury.mjs')).mtimeMs;

describe('the treasury command bundle', () => {
  it('is built on first use and lists the files it was built from', async () => {
    expect(isFresh(out)).toBe(false);
    const entry = await ensureCliBundle(out);
    expect(entry).toBe(join(out, 'treasury.mjs'));
    expect(isFresh(out)).toBe(true);
    const inputs = readInputs().inputs;
    expect(Object.keys(inputs)).toContain('electron/cli/treasury.ts');
    expect(Object.keys(inputs)).toContain('electron/export/ledger-export-worker.ts');
    expect(Object.keys(inputs)).toContain('electron/statements/statement-export-worker.ts');
    const [size, mtime] = inputs['electron/cli/treasury.ts'] as [number, number];
    const stat = statSync('electron/cli/treasury.ts');
    expect([size, mtime]).toEqual([stat.size, stat.mtimeMs]);
    const help = spawnSync(process.execPath, [entry, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: treasury/);
  });

  it('is built without a warning (a worker that pulled in code reading import.meta, empty in CommonJS, was one)', async () => {
    const fresh = mkdtempSync(join(process.cwd(), 'dist', '.cli-bundle-warnings-'));
    try {
      expect(await buildCliBundle(fresh)).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('is taken as it is while nothing changed', async () => {
    const before = builtAt();
    await ensureCliBundle(out);
    expect(builtAt()).toBe(before);
  });

  it('is built again when a file it was built from changed, or is gone', async () => {
    for (const change of [
      (recorded: Recorded) => {
        const stamp = recorded.inputs['electron/export/csv-cells.ts'] as [number, number];
        stamp[0] += 1; // the file's size then was not its size now
      },
      (recorded: Recorded) => {
        recorded.inputs['electron/cli/a-file-that-is-gone.ts'] = [10, 1];
      },
    ]) {
      const recorded = readInputs();
      change(recorded);
      writeFileSync(inputsPath, JSON.stringify(recorded));
      expect(isFresh(out)).toBe(false);
      await ensureCliBundle(out);
      expect(isFresh(out)).toBe(true);
      expect(readInputs().inputs['electron/cli/a-file-that-is-gone.ts']).toBeUndefined();
    }
  });

  it('exports a large ledger with the worker bundled beside it', async () => {
    const dataDir = tempDir();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    cache.ledgerTransactions.upsertMany(Array.from({ length: 9000 }, (_, i) => ledgerTx(i, { createdAt: minutes(Math.floor(i / 3)) })));
    cache.close();
    const exportLedger = () =>
      spawnSync(process.execPath, [join(out, 'treasury.mjs'), '--data-dir', dataDir, 'export', 'ledger', '--out', '-'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, TREASURY_TEST_KEYCHAIN_PREFIX: `cli-bundle-${process.pid}` },
      });
    const done = exportLedger();
    expect(done.status, done.stderr).toBe(0);
    const lines = done.stdout.split('\r\n');
    expect(lines.length).toBe(9002); // the header, 9,000 rows, and the empty string after the last CRLF
    expect(lines[1]?.startsWith('txn_000000,')).toBe(true);
    expect(lines[9000]?.startsWith('txn_008999,')).toBe(true);
    // Without the bundled worker the same export fails, naming it: the bundle's export reads with it.
    rmSync(join(out, 'ledger-export-worker.cjs'));
    const failed = exportLedger();
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('ledger-export-worker.cjs');
    await buildCliBundle(out);
  });

  it('writes a large statement with the statement worker bundled beside it', async () => {
    const dataDir = tempDir();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    cache.accounts.upsertMany([{ id: 'acc_big', customerId: 'cus_1', name: 'Big', currency: 'USD', status: 'active', createdAt: '2026-01-01T00:00:00.000Z' }] as never);
    // 50,000 entries (the size from which a statement uses a worker), a cent each, over three days of January.
    cache.ledgerTransactions.upsertMany(
      Array.from({ length: 50_000 }, (_, i) => ledgerTx(i, { accountId: 'acc_big', direction: 'credit', type: 'payment_in', amount: '0.01', balance: (BigInt(i + 1)).toString().padStart(3, '0').replace(/(\d\d)$/, '.$1'), createdAt: new Date(Date.UTC(2026, 0, 1) + i * 5000).toISOString() })),
    );
    cache.putSyncState({ resource: 'ledgerTransactions', scope: '', completed: true, lastSyncedAt: '2026-02-01T00:00:00.000Z' });
    cache.close();
    const statement = () =>
      spawnSync(process.execPath, [join(out, 'treasury.mjs'), '--data-dir', dataDir, 'export', 'statement', '--account', 'acc_big', '--from', '2026-01-01', '--to', '2026-01-31', '--format', 'camt053', '--out', '-'], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, TREASURY_TEST_KEYCHAIN_PREFIX: `cli-bundle-${process.pid}` },
      });
    const done = statement();
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout.match(/<Ntry>/g)?.length).toBe(50_000);
    expect(done.stdout).toContain('<NtryRef>txn_049999</NtryRef>');
    // Without the bundled statement worker the same statement fails, naming it: the bundle's statement reads with it.
    rmSync(join(out, 'statement-export-worker.cjs'));
    const failed = statement();
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('statement-export-worker.cjs');
    await buildCliBundle(out);
  }, 120_000);

  it('is built again when one of its own files is missing', async () => {
    rmSync(join(out, 'ledger-export-worker.cjs'));
    expect(isFresh(out)).toBe(false);
    await buildCliBundle(out);
    expect(isFresh(out)).toBe(true);
    expect(statSync(join(out, 'ledger-export-worker.cjs')).size).toBeGreaterThan(0);
  });
});
