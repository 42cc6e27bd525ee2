// What other local users and programs could see or do, over the real host, keychain,
// SQLite files and a local sandbox: the sandbox's admin token never needs to be on the
// command line (TREASURY_SANDBOX_ADMIN_TOKEN or `--admin-token -`; warned about when it
// is), every file the app keeps is 0600 in 0700 folders (tightened when found looser),
// and server text in the cache is printed escaped, never raw onto the terminal.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { cacheFileName, openCache } from '../../../electron/cache/open-cache';
import { openJournal } from '../../../electron/journal/open-journal';
import { runCli } from '../../../electron/cli/run-cli';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';

let sandbox: RunningSandbox;
let workDir: string;
let dataDir: string;
let cli: CliHarness;

/** runCli with this test's standard input and environment variables. */
async function run(args: string[], options: { stdin?: string; env?: Record<string, string> } = {}): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(['--data-dir', dataDir, ...args], {
    out: (t) => { out += t; },
    err: (t) => { err += t; },
    readStdin: async () => options.stdin ?? '',
    env: options.env ?? {},
  }, { secretStoreFor: (environment) => cli.storeFor(environment) });
  return { code, out, err };
}

beforeAll(async () => {
  // No admin token given: the sandbox generates one, and the test reads it from the running sandbox.
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0 });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-exposure-'));
  dataDir = path.join(workDir, 'data');
  cli = new CliHarness(dataDir);
  for (const args of [['env', 'set-url', 'sandbox', sandbox.baseUrl], ['keys', 'generate']]) {
    const result = await run(args);
    if (result.code !== 0) throw new Error(`${args.join(' ')}: ${result.err}`);
  }
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const WARNING = /warning: --admin-token on the command line is visible to other users.*TREASURY_SANDBOX_ADMIN_TOKEN.*--admin-token -/;

describe('treasury sandbox register: the admin token', () => {
  it('without one the generated-token sandbox refuses, saying to give it', async () => {
    expect(sandbox.adminTokenGenerated).toBe(true);
    const refused = await run(['sandbox', 'register']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/admin token/);
  });

  it('is read from TREASURY_SANDBOX_ADMIN_TOKEN, without a warning', async () => {
    expect((await run(['sandbox', 'register'], { env: { TREASURY_SANDBOX_ADMIN_TOKEN: 'not-the-token' } })).code).toBe(1);
    const registered = await run(['sandbox', 'register'], { env: { TREASURY_SANDBOX_ADMIN_TOKEN: sandbox.adminToken } });
    expect(registered.code, registered.err).toBe(0);
    expect(registered.err).not.toMatch(/warning/);
  });

  it('is read from standard input with --admin-token -, without a warning; empty input is refused', async () => {
    const registered = await run(['sandbox', 'register', '--admin-token', '-', '--role', 'read'], { stdin: `${sandbox.adminToken}\n` });
    expect(registered.code, registered.err).toBe(0);
    expect(registered.err).not.toMatch(/warning/);
    const empty = await run(['sandbox', 'register', '--admin-token', '-'], { stdin: '\n' });
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/standard input held no token/);
  });

  it('given on the command line it still works, with a warning on stderr', async () => {
    const registered = await run(['sandbox', 'register', '--admin-token', sandbox.adminToken]);
    expect(registered.code, registered.err).toBe(0);
    expect(registered.err).toMatch(WARNING);
    const withEnvironment = await run(['sandbox', 'register', '--admin-token', sandbox.adminToken], { env: { TREASURY_SANDBOX_ADMIN_TOKEN: 'ignored' } });
    expect(withEnvironment.code).toBe(0);
    expect(withEnvironment.err).toMatch(WARNING);
  });
});

function entriesUnder(dir: string): { path: string; mode: number; folder: boolean }[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stats = statSync(full);
    const entry = { path: path.relative(dataDir, full), mode: stats.mode & 0o777, folder: stats.isDirectory() };
    return stats.isDirectory() ? [entry, ...entriesUnder(full)] : [entry];
  });
}

function expectPrivate(): void {
  const entries = entriesUnder(dataDir);
  expect(entries.map((e) => e.path)).toEqual(expect.arrayContaining(['environments.json', 'sandbox', path.join('sandbox', cacheFileName(sandbox.baseUrl)), path.join('sandbox', 'journal.sqlite')]));
  for (const entry of [{ path: '.', mode: statSync(dataDir).mode & 0o777, folder: true }, ...entries]) {
    expect({ path: entry.path, mode: entry.mode.toString(8) }).toEqual({ path: entry.path, mode: entry.folder ? '700' : '600' });
  }
}

describe('file modes', () => {
  it('after a sync, every file in the data directory is 0600 and every folder 0700, whatever the umask; -wal and -shm too', async () => {
    const umask = process.umask(0o000); // the widest: files would be 0666 and folders 0777 by default
    try {
      const sync = await run(['sync']);
      expect(sync.code, sync.err).toBe(0);
      expectPrivate();
      // While open, the cache and the journal have their -wal and -shm beside them.
      const cache = openCache({ dataDir, environment: 'sandbox', server: sandbox.baseUrl });
      const journal = openJournal({ dataDir, environment: 'sandbox' });
      try {
        journal.transaction(() => undefined);
        const names = entriesUnder(dataDir).map((e) => path.basename(e.path));
        expect(names).toEqual(expect.arrayContaining([`${cacheFileName(sandbox.baseUrl)}-wal`, `${cacheFileName(sandbox.baseUrl)}-shm`, 'journal.sqlite-wal', 'journal.sqlite-shm']));
        expectPrivate();
      } finally {
        journal.close();
        cache.close();
      }
    } finally {
      process.umask(umask);
    }
  });

  it('files found looser (and their -wal and -shm) are tightened when opened', async () => {
    for (const name of ['environments.json', `sandbox/${cacheFileName(sandbox.baseUrl)}`, 'sandbox/journal.sqlite']) chmodSync(path.join(dataDir, name), 0o644);
    // Another connection keeps -wal and -shm in place, made with the loose mode of their database.
    const other = new Database(path.join(dataDir, 'sandbox', cacheFileName(sandbox.baseUrl)));
    try {
      other.prepare('SELECT count(*) FROM sqlite_schema').get();
      expect(statSync(path.join(dataDir, 'sandbox', `${cacheFileName(sandbox.baseUrl)}-wal`)).mode & 0o777).toBe(0o644);
      for (const args of [['balances'], ['outbox']]) { // the cache, then the journal
        const opened = await run(args);
        expect(opened.code, opened.err).toBe(0);
      }
      expectPrivate();
      expect(statSync(path.join(dataDir, 'sandbox', `${cacheFileName(sandbox.baseUrl)}-shm`)).mode & 0o777).toBe(0o600);
    } finally {
      other.close();
    }
  });
});

describe('server text from the cache', () => {
  const ESCAPES = '\u001b[2J\u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007\u001b]52;c;cm0gLXJm\u0007\u009b1m\u202etxt.exe';
  const ACTS_ON_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('a counterparty name and a ledger description holding terminal escapes are listed escaped; --json keeps them exactly', async () => {
    const cache = openCache({ dataDir, environment: 'sandbox', server: sandbox.baseUrl });
    let counterpartyId: string;
    let entryId: string;
    let paymentId: string;
    try {
      // The counterparty of a payment, so `payment cancel`'s dry run (printed line by line, not as a table) shows its name.
      const payment = [...cache.payments.iteratePayments()].find((p) => p.counterpartyId !== undefined);
      paymentId = payment?.id ?? '';
      const counterparty = payment?.counterpartyId === undefined ? undefined : cache.counterparties.get(payment.counterpartyId);
      const entry = cache.ledgerTransactions.newest();
      if (counterparty === undefined || entry === undefined) throw new Error('nothing synced');
      counterpartyId = counterparty.id;
      entryId = entry.id;
      const later = new Date(Date.parse(counterparty.updatedAt) + 1000).toISOString();
      cache.counterparties.upsertMany([{ ...counterparty, name: `Acme ${ESCAPES}\nsecond line`, updatedAt: later }]);
      cache.ledgerTransactions.upsertMany([{ ...entry, description: `Fee ${ESCAPES}\tend` }]);
      expect(cache.counterparties.get(counterpartyId)?.name).toContain('\u001b[2J');
      expect(cache.ledgerTransactions.get(entryId)?.description).toContain('\u001b[2J');
    } finally {
      cache.close();
    }

    const listed = await run(['counterparties', '--limit', '200']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('Acme \\u001b[2J\\u001b]8;;https://evil.example\\u0007link');
    expect(listed.out).toContain('\\u009b1m\\u202etxt.exe\\u000asecond line');
    expect(listed.out).not.toMatch(ACTS_ON_TERMINAL);

    const ledger = await run(['ledger', '--limit', '5']);
    expect(ledger.code, ledger.err).toBe(0);
    expect(ledger.out).toContain('Fee \\u001b[2J');
    expect(ledger.out).toContain('\\u0009end');
    expect(ledger.out).not.toMatch(ACTS_ON_TERMINAL);

    const dryRun = await run(['payment', 'cancel', paymentId]);
    expect(dryRun.out).toContain(`Payment ${paymentId}:`);
    expect(dryRun.out).toContain('to Acme \\u001b[2J');
    expect(dryRun.out + dryRun.err).not.toMatch(ACTS_ON_TERMINAL);

    const json = await run(['counterparties', '--limit', '200', '--json']);
    expect(json.out).not.toMatch(ACTS_ON_TERMINAL);
    const rows = (JSON.parse(json.out) as { rows: { id: string; name: string }[] }).rows;
    expect(rows.find((r) => r.id === counterpartyId)?.name).toBe(`Acme ${ESCAPES}\nsecond line`);
    const ledgerJson = JSON.parse((await run(['ledger', '--limit', '5', '--json'])).out) as { rows: { id: string; description: string | null }[] };
    expect(ledgerJson.rows.find((r) => r.id === entryId)?.description).toBe(`Fee ${ESCAPES}\tend`);
  });
});
