// A damaged cache names its file and is rebuilt by `cache rebuild` (moved aside, never
// deleted); a damaged journal is never touched, reading the cache still works, and
// everything that needs the journal says why it refuses.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheFileName, cachePath } from '../../../electron/cache/open-cache';
import { CliHarness } from '../host/cli-harness';

const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-damaged-'));
const dataDir = path.join(workDir, 'data');
const cli = new CliHarness(dataDir, { embeddedSandbox: { timeScale: 0 } });
// The embedded sandbox's cache (one file per server).
const cacheFile = cachePath(dataDir, 'sandbox', 'embedded');
const journalFile = path.join(dataDir, 'sandbox', 'journal.sqlite');

beforeAll(async () => {
  expect((await cli.run(['sync'])).code).toBe(0);
});

afterAll(async () => {
  await cli.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('damaged files', () => {
  it('a damaged cache: named, rebuilt by `cache rebuild`, the old file kept aside, then filled by sync', async () => {
    writeFileSync(cacheFile, 'this is not a database, it is a damaged cache file');
    const refused = await cli.run(['balances']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(cacheFile);
    expect(refused.err).toMatch(/treasury cache rebuild/);
    const rebuilt = await cli.run(['cache', 'rebuild']);
    expect(rebuilt.code, rebuilt.err).toBe(0);
    const aside = readdirSync(path.dirname(cacheFile)).filter((name) => name.startsWith(`${cacheFileName('embedded')}.damaged-`));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(path.dirname(cacheFile), aside[0] ?? ''), 'utf8')).toContain('damaged cache file');
    expect((await cli.run(['sync'])).code).toBe(0);
    const balances = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: unknown[] };
    expect(balances.accounts).toHaveLength(6); // the demo's USD (2), EUR, GBP, USDC and JPY accounts
  });

  it('a damaged journal: left byte for byte, the cache still readable, the outbox refused with the reason', async () => {
    const damaged = Buffer.from('this is not a database, it is the damaged journal');
    writeFileSync(journalFile, damaged);
    const balances = await cli.run(['balances']);
    expect(balances.code, balances.err).toBe(0);
    expect(balances.out).toMatch(/Operating EUR/);
    const outbox = await cli.run(['outbox']);
    expect(outbox.code).toBe(1);
    expect(outbox.err).toContain(journalFile);
    expect(outbox.err).toMatch(/do not delete it/);
    expect(existsSync(journalFile)).toBe(true);
    expect(readFileSync(journalFile).equals(damaged)).toBe(true);
  });
});
