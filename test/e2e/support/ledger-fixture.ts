// A data directory whose cache holds a 1,000,000-row ledger, for the "scroll to the very
// last row" tests and the ledger window benchmarks. Built through the app's REAL path,
// never by writing rows into the cache directly:
//   1. `sandbox/cli.ts` (a child) on a fresh database inside the data directory's
//      `embedded-sandbox/` folder, seed `empty`;
//   2. `POST /_sandbox/seed {accounts: 4, counterparties: 50, ledgerTransactions: 1e6}`:
//      the sandbox's bulk seed (sandbox/README.md);
//   3. `treasury env set-url sandbox <that server>`, `treasury sandbox register`,
//      `treasury sync --full`: the CLI's sync (createAppHost, the keychain signer, the
//      node:http transport) pulls every row into the cache, as `npm run bench:sync` does;
//   4. the server stopped, `treasury env set-url sandbox embedded`.
// So the data directory is a complete, ONLINE installation: a web shell started on a copy
// of it starts its embedded sandbox on that very database (1M rows, the key already
// registered), and an incremental sync finds nothing new.
//
// Cost on the 2-core dev machine (measured, see test/e2e/README.md): about 10 s of seeding
// and 50-60 s of sync; built at most once per run, lazily, by the first test that asks
// (tests that do not need it never pay for it), in the run's scratch folder. Each test
// that starts a shell on it gets its own copy (a few seconds: the cache and the sandbox
// database are several hundred MB together).
//
// TREASURY_E2E_LEDGER_FIXTURE_DIR=DIR keeps the fixture in DIR across runs (built there
// when missing): for working on the ledger screen. Delete DIR after changing the cache's
// schema or the sandbox's seed.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openCache } from '../../../electron/cache';
import { runTreasuryCli, startSandboxProcess, startWebShellProcess, type WebShellProcess, type WebShellProcessOptions } from './web-shell-process';

export const LEDGER_FIXTURE_ROWS = 1_000_000;
const ACCOUNTS = 4;
const COUNTERPARTIES = 50;
const SEED = 1;
const MANIFEST = 'fixture.json';

export interface LedgerFixture {
  /** The built data directory. Never start a shell on it: copy it (copyLedgerFixture). */
  readonly dataDir: string;
  /** Rows in the cache's ledger: the seeded rows plus one opening entry per account (1,000,004). */
  readonly ledgerRows: number;
  /** The bulk seed's account ids (USD, EUR, GBP, USDC). */
  readonly accountIds: string[];
  /** How long the build took, in seconds (0 when an earlier build was reused). */
  readonly seconds: { seed: number; sync: number; total: number };
}

interface Manifest {
  rows: number;
  ledgerRows: number;
  accountIds: string[];
  seconds: { seed: number; sync: number; total: number };
  builtAt: string;
}

function fixtureDir(): string {
  const kept = process.env['TREASURY_E2E_LEDGER_FIXTURE_DIR'];
  if (kept !== undefined && kept !== '') return path.resolve(kept);
  let runDir: string | undefined;
  try {
    runDir = inject('e2eRunDir');
  } catch {
    runDir = undefined; // outside a vitest run
  }
  if (runDir === undefined) throw new Error('ledgerFixture(): no run folder: run it under the e2e vitest project (or set TREASURY_E2E_LEDGER_FIXTURE_DIR)');
  return path.join(runDir, 'ledger-1m');
}

let building: Promise<LedgerFixture> | undefined;

/** The 1M-row fixture: built on the first call of the run (about a minute), then reused. */
export function ledgerFixture(): Promise<LedgerFixture> {
  building ??= buildOnce(fixtureDir()).catch((error: unknown) => {
    building = undefined;
    throw error;
  });
  return building;
}

async function buildOnce(dir: string): Promise<LedgerFixture> {
  const manifestFile = path.join(dir, MANIFEST);
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.rows === LEDGER_FIXTURE_ROWS) return { dataDir: path.join(dir, 'data'), ledgerRows: manifest.ledgerRows, accountIds: manifest.accountIds, seconds: { seed: 0, sync: 0, total: 0 } };
    rmSync(dir, { recursive: true, force: true });
  }
  // Built beside its final place and renamed at the end: a half-built fixture is never taken for one.
  const work = `${dir}.building`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  const dataDir = path.join(work, 'data');
  mkdirSync(path.join(dataDir, 'embedded-sandbox'), { recursive: true, mode: 0o700 });

  const started = performance.now();
  const sandbox = await startSandboxProcess({ dataDir: path.join(dataDir, 'embedded-sandbox'), seed: 'empty', timeScale: 1 });
  let seedSeconds: number;
  let accountIds: string[];
  try {
    const seedStarted = performance.now();
    const seeded = await sandbox.control<{ accountIds: string[]; ledgerTransactions: number }>('seed', { accounts: ACCOUNTS, counterparties: COUNTERPARTIES, ledgerTransactions: LEDGER_FIXTURE_ROWS, seed: SEED });
    seedSeconds = (performance.now() - seedStarted) / 1000;
    accountIds = seeded.accountIds;
  } finally {
    await sandbox.stop();
  }
  // Synced from the embedded sandbox, which opens the store just seeded: the cache is the
  // embedded server's own (one cache file per server), the one the web shell will show.
  const syncStarted = performance.now();
  await runTreasuryCli(dataDir, ['sync', '--full'], { timeoutMs: 900_000 });
  const syncSeconds = (performance.now() - syncStarted) / 1000;

  // Read back through the cache's own API: the fixture is only usable when every row arrived.
  const cache = openCache({ dataDir, environment: 'sandbox', server: 'embedded' });
  let ledgerRows: number;
  try {
    ledgerRows = cache.ledgerTransactions.count();
  } finally {
    cache.close();
  }
  if (ledgerRows < LEDGER_FIXTURE_ROWS) throw new Error(`ledger fixture: the cache holds ${ledgerRows} ledger rows after the full sync, expected ${LEDGER_FIXTURE_ROWS}`);

  const seconds = { seed: seedSeconds, sync: syncSeconds, total: (performance.now() - started) / 1000 };
  const manifest: Manifest = { rows: LEDGER_FIXTURE_ROWS, ledgerRows, accountIds, seconds, builtAt: new Date().toISOString() };
  writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  process.stderr.write(`[e2e] ledger fixture: ${ledgerRows} rows built in ${seconds.total.toFixed(1)} s (seed ${seconds.seed.toFixed(1)} s, sync ${seconds.sync.toFixed(1)} s)\n`);
  return { dataDir: path.join(dir, 'data'), ledgerRows, accountIds, seconds };
}

/** A private copy of the fixture's data directory (in a fresh temp folder); dispose() removes it. */
export async function copyLedgerFixture(): Promise<{ dataDir: string; fixture: LedgerFixture; dispose(): void }> {
  const fixture = await ledgerFixture();
  const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-e2e-ledger-'));
  const dataDir = path.join(workDir, 'data');
  cpSync(fixture.dataDir, dataDir, { recursive: true });
  return { dataDir, fixture, dispose: () => rmSync(workDir, { recursive: true, force: true }) };
}

/** The web shell on a private copy of the fixture (sandbox environment, embedded sandbox with the 1M rows); stop() removes the copy. */
export async function startWebShellOnLedgerFixture(options: Omit<WebShellProcessOptions, 'dataDir' | 'env'> = {}): Promise<WebShellProcess & { fixture: LedgerFixture }> {
  const copy = await copyLedgerFixture();
  let shell: WebShellProcess;
  try {
    shell = await startWebShellProcess({ ...options, env: 'sandbox', dataDir: copy.dataDir });
  } catch (error) {
    copy.dispose();
    throw error;
  }
  const stop = shell.stop.bind(shell);
  let stopped: ReturnType<WebShellProcess['stop']> | undefined;
  return Object.assign(shell, {
    fixture: copy.fixture,
    stop() {
      stopped ??= stop().finally(() => copy.dispose());
      return stopped;
    },
  });
}
