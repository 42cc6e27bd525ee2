// The `treasury` command's bundle (build/cli-bundle.mjs, run by bin/treasury.mjs): built
// on first use, taken as it is while every file it was built from is unchanged, built
// again when one changed or is gone, or when a file of the bundle itself is missing; the
// bundle runs, and its export reads with the worker bundled beside it.
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

  it('is built again when one of its own files is missing', async () => {
    rmSync(join(out, 'ledger-export-worker.cjs'));
    expect(isFresh(out)).toBe(false);
    await buildCliBundle(out);
    expect(isFresh(out)).toBe(true);
    expect(statSync(join(out, 'ledger-export-worker.cjs')).size).toBeGreaterThan(0);
  });
});
