// The app's real sync path, as `treasury sandbox register` and `treasury sync --full` run
// it: createAppHost with the OS keychain secret store, a fresh data directory in a temp
// folder whose sandbox profile names the given server, the key generated into the
// keychain and registered with the server's control API, then
// host.services().sync() -> run({ mode: 'full' }). Used by the benchmark process and by
// the profiled child (profiled-sync-child.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAppHost, registerWithSandbox, saveProfileUrl, type AppHost } from '../../../electron/host';
import { keychainSecretStore } from '../../../electron/secrets';

export interface AppSyncResult {
  rows: number;
  wallSeconds: number;
  /** User+system CPU seconds of this process during the sync. */
  cpuSeconds: number;
  requests: number;
  ledgerPages: number;
}

export interface BenchHost {
  host: AppHost;
  dataDir: string;
  /** Successful HTTP attempts since the last reset. */
  requests(): number;
  resetRequests(): void;
  close(): Promise<void>;
}

/** A host over a fresh data directory, its sandbox profile set to `baseUrl`, the key registered. */
export async function openBenchHost(baseUrl: string, adminToken: string): Promise<BenchHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sync-bench-app-'));
  saveProfileUrl({ root: dataDir }, 'sandbox', baseUrl);
  let requests = 0;
  const host = createAppHost({
    dataDir: { root: dataDir },
    secretStoreFor: (environment) => keychainSecretStore(environment),
    onRequest: (event) => {
      if (event.outcome === 'success') requests += 1;
    },
  }, 'sandbox');
  // What `treasury sandbox register --role read` does for a profile that names a server
  // (the keychain entries of an earlier run are removed first).
  const { keys } = host.services();
  await keys.deleteAll();
  const status = await keys.status();
  const publicKeyBase64 = status.publicKeyBase64 ?? (await keys.generate()).publicKeyBase64;
  const registered = await registerWithSandbox({ baseUrl, publicKeyBase64, role: 'read', adminToken });
  await keys.setApiKey(registered.apiKey, 'read');
  return {
    host,
    dataDir,
    requests: () => requests,
    resetRequests: () => {
      requests = 0;
    },
    close: async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `treasury sync --full`: services().sync() then run({ mode: 'full' }), timed from the sync() call. */
export async function runFullSync(bench: BenchHost): Promise<AppSyncResult> {
  bench.resetRequests();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const services = bench.host.services();
  const sync = await services.sync();
  const report = await sync.run({ mode: 'full', onProgress: () => undefined });
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  if (report.state !== 'synced') throw new Error(`full sync: ${report.state} ${JSON.stringify(report.error)}`);
  return {
    rows: services.cache.ledgerTransactions.count(),
    wallSeconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    requests: bench.requests(),
    ledgerPages: report.resources.ledgerTransactions.pages,
  };
}

/** `treasury sync` right after a full sync: nothing new. Wall ms and requests of one run. */
export async function runIncrementalSync(bench: BenchHost): Promise<{ wallMs: number; requests: number; ledgerFetched: number; otherFetched: number }> {
  bench.resetRequests();
  const started = performance.now();
  const report = await (await bench.host.services().sync()).run({ mode: 'auto' });
  const wallMs = performance.now() - started;
  if (report.state !== 'synced') throw new Error(`incremental sync: ${report.state}`);
  const all = Object.values(report.resources).reduce((sum, r) => sum + r.fetched, 0);
  const ledgerFetched = report.resources.ledgerTransactions.fetched;
  // Whole lists (accounts, rails...) are fetched again each time; the ledger only from its cursor.
  return { wallMs, requests: bench.requests(), ledgerFetched, otherFetched: all - ledgerFetched };
}
