// Benchmark: the sandbox serving a whole ledger of N rows (default 1,000,000) in pages of
// 200 (`GET /v1/transactions?limit=200&starting_after=...`), every request signed and
// verified, one keep-alive connection, the sandbox in a child process so that its CPU is
// measured apart from the client's. Prints, each as `name: value unit`: the sandbox's CPU
// seconds while serving, rows per sandbox CPU-second, µs of sandbox CPU per row, wall,
// the client's CPU, and the load average before and after. With BENCH_PROFILE=1 the child
// runs under --cpu-prof and the top functions by self time are printed.
//   npx tsx test/bench/sandbox-serve-ledger.ts [rows]
import { fork } from 'node:child_process';
import { sign } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSigningKey } from '../support/raw-signed-client';

const ROWS = Number(process.argv.slice(2).find((a) => /^[0-9]+$/.test(a)) ?? 1_000_000);
const PROFILE = process.env['BENCH_PROFILE'] === '1';
const ADMIN = 'bench-admin-token';
const TSX = import.meta.resolve('tsx');
const fig = (name: string, value: number, unit: string, digits = 2) => console.log(`${name}: ${value.toFixed(digits)} ${unit}`);
const printLoad = (when: string) => console.log(`load_average_${when}: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min)`);

const profDir = PROFILE ? mkdtempSync(join(tmpdir(), 'sandbox-serve-prof-')) : undefined;
const child = fork(fileURLToPath(new URL('./sandbox-serve-child.ts', import.meta.url)), [], {
  execArgv: [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), '--import', TSX],
  env: { ...process.env, BENCH_ADMIN_TOKEN: ADMIN },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<Record<string, string>>((resolve, reject) => {
  child.on('message', (m: Record<string, string>) => m['type'] === 'ready' && resolve(m));
  child.once('exit', (code) => reject(new Error(`sandbox child exited with ${code}`)));
});
const sandboxCpu = () =>
  new Promise<{ total: number; system: number }>((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (m['type'] !== 'cpu') return;
      child.off('message', on);
      resolve({ total: Number(m['seconds']), system: Number(m['systemSeconds']) });
    };
    child.on('message', on);
    child.send('cpu');
  });

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const base = new URL(ready['baseUrl'] as string);
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

try {
  printLoad('start');
  const seedStarted = performance.now();
  const seeded = await fetch(`${ready['origin']}/_sandbox/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': ADMIN },
    body: JSON.stringify({ accounts: 4, counterparties: 0, ledgerTransactions: ROWS, seed: 1 }),
  });
  if (!seeded.ok) throw new Error(`seed: ${seeded.status} ${await seeded.text()}`);
  fig('seed_wall', (performance.now() - seedStarted) / 1000, 's');
  const key = generateSigningKey();
  const registered = await fetch(`${ready['origin']}/_sandbox/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': ADMIN },
    body: JSON.stringify({ publicKey: key.publicKeyBase64, role: 'read' }),
  });
  const apiKey = ((await registered.json()) as { apiKey: string }).apiKey;

  const cpu0 = await sandboxCpu();
  const clientCpu0 = process.cpuUsage();
  const started = performance.now();
  let rows = 0;
  let requests = 0;
  let cursor = '';
  for (;;) {
    const path = `${base.pathname}/transactions?limit=200${cursor}`;
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = sign(null, Buffer.from(`GET\n${path}\n${timestamp}\n`), key.privateKey).toString('base64');
    const response = await send('GET', path, { authorization: `Bearer ${apiKey}`, 'x-timestamp': timestamp, 'x-signature': signature });
    requests += 1;
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${response.text.slice(0, 300)}`);
    const page = JSON.parse(response.text) as { items: unknown[]; pagination: { hasMore: boolean; nextCursor?: string } };
    rows += page.items.length;
    if (!page.pagination.hasMore || page.pagination.nextCursor === undefined) break;
    cursor = `&starting_after=${page.pagination.nextCursor}`;
  }
  const wall = (performance.now() - started) / 1000;
  const cpu1 = await sandboxCpu();
  const serverCpu = cpu1.total - cpu0.total;
  const serverSystem = cpu1.system - cpu0.system;
  const client = process.cpuUsage(clientCpu0);
  if (rows < ROWS) throw new Error(`served ${rows} rows, expected at least ${ROWS}`);
  fig('served_rows', rows, 'rows', 0);
  fig('served_requests', requests, 'requests', 0);
  fig('sandbox_cpu', serverCpu, `s (${serverSystem.toFixed(2)} s of it in the kernel: socket writes on loopback)`);
  fig('sandbox_rows_per_cpu_second', rows / serverCpu, 'rows/cpu-s', 0);
  fig('sandbox_cpu_per_row', (serverCpu * 1e6) / rows, 'µs/row');
  fig('sandbox_cpu_per_request', (serverCpu * 1e3) / requests, 'ms/request');
  fig('serve_wall', wall, 's');
  fig('client_cpu', (client.user + client.system) / 1e6, 's (signing, HTTP, JSON.parse)');
} finally {
  agent.destroy();
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
  printLoad('end');
}

if (profDir !== undefined) {
  const file = readdirSync(profDir).find((name) => name.endsWith('.cpuprofile'));
  if (file !== undefined) {
    const profile = JSON.parse(readFileSync(join(profDir, file), 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byFunction = new Map<string, number>();
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      const name = `${functionName || '(anonymous)'} ${url.replace(/^.*\/(node_modules|sandbox|shared)\//, '$1/')}:${lineNumber + 1}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + (self.get(node.id) ?? 0));
    }
    console.log('sandbox child: top 25 functions by self time (whole run, seed included)');
    [...byFunction.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([name, us], i) => console.log(`${String(i + 1).padStart(3)}. ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`));
  }
  rmSync(profDir, { recursive: true, force: true });
}
