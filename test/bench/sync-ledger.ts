// Benchmark: the app's real sync path (createAppHost, OS keychain key service, node:http
// keep-alive transport, SQLite cache; see sync/app-sync-driver.ts) pulling N seeded
// ledger rows from the sandbox, which runs in a child process so its CPU is apart.
// Prints, each as `name: value unit`:
//   - the full sync over loopback: wall s, client CPU s, sandbox CPU s, rows per client
//     CPU-second, µs of client CPU per row
//   - the full sync again through a loopback TCP proxy adding 50 ms per request (the
//     proxy is another child: its CPU is neither the client's nor the sandbox's)
//   - an incremental sync with nothing new (wall ms, requests)
//   - a Python baseline client (sync/baseline_sync.py) over the same rows, and the ratios
//   - a CPU profile of one more loopback sync in a child under `node --cpu-prof`, by category
// Run under the OS keychain: npm run bench:sync (BENCH_ROWS=50000 for a quick run;
// BENCH_SKIP=latency,baseline,profile to leave parts out).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchHost, runFullSync, runIncrementalSync, type AppSyncResult, type BenchHost } from './sync/app-sync-driver';
import { askCpuSeconds, forkChild, TSX } from './sync/bench-children';
import { runPythonBaseline } from './sync/baseline-client';
import { printProfileSummary, summarizeCpuProfile } from './sync/cpu-profile-summary';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);
const LATENCY_MS = Number(process.env['BENCH_LATENCY_MS'] ?? 50);
const SKIP = new Set((process.env['BENCH_SKIP'] ?? '').split(',').filter(Boolean));
const ADMIN = 'bench-admin-token';

const fig = (name: string, value: number, unit: string, digits = 2) => console.log(`${name}: ${value.toFixed(digits)} ${unit}`);

const sandbox = await forkChild('./sandbox-child.ts', [], { BENCH_ADMIN_TOKEN: ADMIN });
const baseUrl = String(sandbox.ready['baseUrl']);
const origin = String(sandbox.ready['origin']);
console.log(`sandbox child pid ${sandbox.child.pid} at ${baseUrl}`);

/** Runs `work` and returns its result with the sandbox's CPU seconds during it. */
async function withSandboxCpu<T>(work: () => Promise<T>): Promise<[T, number]> {
  const before = await askCpuSeconds(sandbox);
  const result = await work();
  return [result, (await askCpuSeconds(sandbox)) - before];
}

function printSync(prefix: string, r: { rows: number; wallSeconds: number; cpuSeconds: number; requests: number }, sandboxCpu: number): void {
  fig(`${prefix}_rows`, r.rows, 'rows', 0);
  fig(`${prefix}_wall`, r.wallSeconds, 's');
  fig(`${prefix}_client_cpu`, r.cpuSeconds, 's');
  fig(`${prefix}_sandbox_cpu`, sandboxCpu, 's');
  fig(`${prefix}_requests`, r.requests, 'requests', 0);
  fig(`${prefix}_rows_per_client_cpu_second`, r.rows / r.cpuSeconds, 'rows/cpu-s', 0);
  fig(`${prefix}_client_cpu_per_row`, (r.cpuSeconds * 1e6) / r.rows, 'µs/row');
}

const hosts: BenchHost[] = []; // closed (data directories removed) at the end, also after a failure
const open = async (url: string): Promise<BenchHost> => {
  const bench = await openBenchHost(url, ADMIN);
  hosts.push(bench);
  return bench;
};

try {
  const seedStarted = performance.now();
  const response = await fetch(`${origin}/_sandbox/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': ADMIN },
    body: JSON.stringify({ accounts: 4, counterparties: 0, ledgerTransactions: ROWS, seed: 1 }),
  });
  if (!response.ok) throw new Error(`seed: HTTP ${response.status} ${await response.text()}`);
  fig('seeded_rows', ROWS, 'rows', 0);
  fig('seed_wall', (performance.now() - seedStarted) / 1000, 's');

  // 1. The app over loopback, then an incremental sync with nothing new on the same host.
  const app = await open(baseUrl);
  const [loopback, loopbackSandboxCpu] = await withSandboxCpu(() => runFullSync(app));
  printSync('app_loopback', loopback, loopbackSandboxCpu);
  fig('app_loopback_ledger_pages', loopback.ledgerPages, 'pages', 0);
  const incremental = [];
  for (let i = 0; i < 5; i += 1) incremental.push(await runIncrementalSync(app));
  if (incremental.some((r) => r.ledgerFetched !== 0)) throw new Error('the incremental sync found new ledger rows');
  const first = incremental[0];
  const sortedMs = incremental.map((r) => r.wallMs).sort((a, b) => a - b);
  fig('app_incremental_first_wall', first?.wallMs ?? Number.NaN, 'ms', 1);
  fig('app_incremental_median_wall', sortedMs[Math.floor(sortedMs.length / 2)] ?? Number.NaN, 'ms', 1);
  fig('app_incremental_requests', first?.requests ?? Number.NaN, 'requests', 0);
  fig('app_incremental_items_refetched', first?.otherFetched ?? Number.NaN, 'items (whole lists; ledger rows fetched: 0)', 0);

  // 2. The same full sync through the latency proxy (a child process).
  let latency: AppSyncResult | undefined;
  if (!SKIP.has('latency')) {
    const proxy = await forkChild('./latency-proxy-child.ts', [origin], { BENCH_LATENCY_MS: String(LATENCY_MS) });
    const slowHost = await open(`http://127.0.0.1:${String(proxy.ready['port'])}/v1`);
    const proxyCpu0 = proxy.cpuSeconds();
    const [slow, slowSandboxCpu] = await withSandboxCpu(() => runFullSync(slowHost));
    const proxyCpu = proxy.cpuSeconds() - proxyCpu0;
    latency = slow;
    printSync(`app_latency_${LATENCY_MS}ms`, slow, slowSandboxCpu);
    fig(`app_latency_${LATENCY_MS}ms_proxy_cpu`, proxyCpu, 's (proxy child, not in client CPU)');
    fig('ratio_latency_over_loopback_wall', slow.wallSeconds / loopback.wallSeconds, 'x');
    await proxy.stop();
  }

  // 3. The baseline client over the same rows.
  if (!SKIP.has('baseline')) {
    const [baseline, baselineSandboxCpu] = await withSandboxCpu(() => runPythonBaseline(baseUrl, ADMIN));
    printSync('baseline_python', baseline, baselineSandboxCpu);
    fig('ratio_app_over_baseline_client_cpu', loopback.cpuSeconds / baseline.cpuSeconds, 'x');
    fig('ratio_app_over_baseline_wall', loopback.wallSeconds / baseline.wallSeconds, 'x');
    fig('ratio_app_over_baseline_sandbox_cpu', loopbackSandboxCpu / baselineSandboxCpu, 'x');
  }

  // 4. One more loopback sync in a child under --cpu-prof, summarized by category.
  if (!SKIP.has('profile')) {
    const profDir = mkdtempSync(join(tmpdir(), 'sync-bench-prof-'));
    try {
      const script = fileURLToPath(new URL('./sync/profiled-sync-child.ts', import.meta.url));
      const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', profDir, '--import', TSX, script, baseUrl, ADMIN], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      if (code !== 0) throw new Error(`profiled sync child exited with ${code}`);
      const profiled = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as AppSyncResult;
      fig('profiled_app_loopback_wall', profiled.wallSeconds, 's (under --cpu-prof)');
      fig('profiled_app_loopback_client_cpu', profiled.cpuSeconds, 's (under --cpu-prof)');
      const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
      if (file === undefined) throw new Error('no .cpuprofile written');
      printProfileSummary('profile', summarizeCpuProfile(join(profDir, file)));
    } finally {
      rmSync(profDir, { recursive: true, force: true });
    }
  }
  if (latency !== undefined) fig('summary_ratio_latency_over_loopback_wall', latency.wallSeconds / loopback.wallSeconds, 'x');
} finally {
  for (const bench of hosts) await bench.close();
  await sandbox.stop();
}
