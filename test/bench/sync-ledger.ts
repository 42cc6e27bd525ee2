// Benchmark: the sync service pulling a bulk-seeded ledger from the local sandbox into a
// fresh cache, through the app's signed client over loopback. Prints:
//   - full sync of N rows (target: 1M in < 20 s on 2 cores), rows/s, requests, and the
//     CPU seconds spent by this (client) process and by the sandbox process
//   - incremental sync with nothing new (target < 200 ms) and its request count
//   - the full sync again with `--latency` ms injected per request (target < 60 s for 1M)
//   - peak RSS of this process
// The sandbox runs in a child process (the server is not what is measured); with
// `--in-process` it shares this event loop instead, like an embedded sandbox would.
// `--lean-client` swaps in a node:crypto signer and a fetch over node:http (see the report:
// what the client's own costs are). `--global-fetch` makes the app client use the global
// fetch (undici) instead of its default node:http transport, for comparison.
// Run: npm run bench:sync -- [--rows 1000000] [--runs 1] [--concurrency 8] [--ranges 32]
//        [--page-size 200] [--latency 50] [--skip-latency] [--no-defer] [--in-process] [--lean-client] [--global-fetch]
import { spawn, type ChildProcess } from 'node:child_process';
import { createPrivateKey, sign as nodeSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FetchFunction } from '../../electron/api/http-transport';
import { createPaymentsClient } from '../../electron/api/payments-client';
import { ed25519Signer, type RequestSigner } from '../../electron/api/signing';
import { openCache } from '../../electron/cache';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../electron/secrets/signing-keys';
import { createSyncService } from '../../electron/sync';
import { startSandbox } from '../../sandbox/start-sandbox';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '1' },
    concurrency: { type: 'string' },
    ranges: { type: 'string' },
    'page-size': { type: 'string' },
    latency: { type: 'string', default: '50' },
    'skip-latency': { type: 'boolean', default: false },
    'no-defer': { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    'lean-client': { type: 'boolean', default: false },
    'global-fetch': { type: 'boolean', default: false },
  },
});
const rows = Number(args.rows);
const runs = Number(args.runs);
const latencyMs = Number(args.latency);
const ADMIN = 'bench-admin-token';

interface Server {
  baseUrl: string;
  origin: string;
  /** CPU seconds used by the sandbox process so far (NaN when it runs in this process). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  if (args['in-process']) {
    const sandbox = await startSandbox({ port: 0, seed: 'empty', timeScale: 0, adminToken: ADMIN });
    return { baseUrl: sandbox.baseUrl, origin: sandbox.origin, cpuSeconds: () => Number.NaN, close: () => sandbox.close() };
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--seed', 'empty', '--time-scale', '0', '--admin-token', ADMIN], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^(http:\/\/\S+\/v1)$/m.exec(out);
      if (line?.[1] !== undefined) resolve(line[1]);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return {
    baseUrl,
    origin: baseUrl.replace(/\/v1$/, ''),
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks
    },
    close: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function control(server: Server, path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.origin}/_sandbox${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-admin-token': ADMIN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Ed25519 with node:crypto (OpenSSL) instead of @noble/ed25519: the same signatures, about 8x cheaper. */
function nodeCryptoSigner(seed: Uint8Array): RequestSigner {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed)]);
  const key = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const noble = ed25519Signer(seed);
  return { ...noble, sign: async (payload: Uint8Array) => new Uint8Array(nodeSign(null, payload, key)) };
}

/** A fetch over node:http with keep-alive: what the transport uses of fetch (status, headers, text), without WHATWG streams. */
function nodeHttpFetch(): FetchFunction {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return ((url: string, init: RequestInit) => new Promise<Response>((resolve, reject) => {
    const req = httpRequest(url, { method: init.method, headers: init.headers as Record<string, string>, agent, signal: init.signal ?? undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers, text: async () => text } as unknown as Response);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body === undefined || init.body === null ? undefined : (init.body as Uint8Array));
  })) as unknown as FetchFunction;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const fmt = (n: number) => n.toLocaleString('en-US');

let peakRss = 0;
// memoryUsage.rss() reads only the RSS (memoryUsage() also walks the V8 heap spaces, a visible cost at 40 samples/s).
const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage.rss()); }, 25);
const server = await startServer();
const dirs: string[] = [];
try {
  const seed = generateSigningKey();
  const registered = await control(server, '/keys', { publicKey: publicKeyBase64(publicKeyOf(seed)), role: 'read' });
  let requests = 0;
  const client = createPaymentsClient({
    environment: 'sandbox', baseUrl: server.baseUrl, apiKey: String(registered['apiKey']),
    signer: args['lean-client'] ? nodeCryptoSigner(seed) : ed25519Signer(seed),
    ...(args['lean-client'] ? { fetch: nodeHttpFetch() } : args['global-fetch'] ? { fetch: ((input, init) => globalThis.fetch(input, init)) as FetchFunction } : {}),
    onRequest: (event) => { if (event.outcome === 'success') requests += 1; },
  });
  const seedStarted = performance.now();
  await control(server, '/seed', { accounts: 4, counterparties: 0, ledgerTransactions: rows, seed: 1 });
  console.log(`seeded ${fmt(rows)} ledger rows in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; sandbox ${args['in-process'] ? 'in this process' : 'in a child process'}; ${args['lean-client'] ? 'lean client (node:crypto signer, node:http fetch)' : 'the app client (noble signer, node:http keep-alive transport)'}`);

  const fullSync = async (label: string, incremental: boolean): Promise<number> => {
    const dir = mkdtempSync(join(tmpdir(), 'sync-bench-'));
    dirs.push(dir);
    const cache = openCache({ dataDir: dir, environment: 'sandbox' });
    const service = createSyncService({
      api: client.api, cache,
      ...(args.concurrency !== undefined ? { concurrency: Number(args.concurrency) } : {}),
      ...(args.ranges !== undefined ? { ledgerRanges: Number(args.ranges) } : {}),
      ...(args['page-size'] !== undefined ? { pageSize: Number(args['page-size']) } : {}),
      deferLedgerSearchIndex: !args['no-defer'],
    });
    requests = 0;
    const cpu0 = process.cpuUsage();
    const server0 = server.cpuSeconds();
    const started = performance.now();
    const report = await service.run({ mode: 'full' });
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cached = cache.ledgerTransactions.count();
    if (report.state !== 'synced') throw new Error(`${label}: ${report.state} ${JSON.stringify(report.error)}`);
    console.log(`${label}: ${fmt(cached)} rows in ${seconds.toFixed(2)} s = ${fmt(Math.round(cached / seconds))} rows/s; ${fmt(requests)} requests `
      + `(${report.resources.ledgerTransactions.pages} ledger pages); CPU s: client ${((cpu.user + cpu.system) / 1e6).toFixed(1)}, sandbox ${(server.cpuSeconds() - server0).toFixed(1)}`);
    if (incremental) {
      const times: number[] = [];
      const counts: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        requests = 0;
        const t0 = performance.now();
        const again = await service.run({ resources: ['ledgerTransactions'] });
        times.push(performance.now() - t0);
        counts.push(requests);
        if (again.state !== 'synced' || again.resources.ledgerTransactions.fetched !== 0) throw new Error('the incremental sync found something new');
      }
      console.log(`INCREMENTAL ledger sync, nothing new: median ${median(times).toFixed(1)} ms over ${times.length} (requests: ${counts.join(', ')}) (target < 200 ms)`);
      requests = 0;
      const t1 = performance.now();
      const all = await service.run();
      console.log(`incremental sync of every resource, nothing new: ${(performance.now() - t1).toFixed(1)} ms, ${requests} requests (${all.state})`);
    }
    cache.close();
    rmSync(dir, { recursive: true, force: true });
    return seconds;
  };

  const times: number[] = [];
  for (let run = 1; run <= runs; run += 1) times.push(await fullSync(`full sync ${run}/${runs}`, run === runs));
  console.log(`FULL SYNC of ${fmt(rows)} rows: median ${median(times).toFixed(2)} s over ${runs} run(s) (target < 20 s for 1M)`);

  if (!args['skip-latency']) {
    await control(server, '/faults', { failureRate: 0, latencyMs });
    const slow = await fullSync(`full sync with ${latencyMs} ms latency per request`, false);
    await control(server, '/faults', { failureRate: 0, latencyMs: 0 });
    const perMillion = (slow * 1_000_000) / rows;
    console.log(`FULL SYNC WITH ${latencyMs} ms LATENCY: ${slow.toFixed(2)} s${rows !== 1_000_000 ? ` (${perMillion.toFixed(1)} s per 1M rows, extrapolated linearly)` : ''} (target < 60 s for 1M)`);
  }
  clearInterval(sampler);
  console.log(`peak RSS of this process: ${(Math.max(peakRss, process.resourceUsage().maxRSS * 1024) / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sampler);
  await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
