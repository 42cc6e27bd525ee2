// `treasury` as a real child process: output into a pipe the reader closed ends quietly
// (no EPIPE stack trace), and Ctrl-C (SIGINT) during a sync or a payment says what was
// kept and what happens next, then exits 130. The server is reached through a loopback
// proxy that can hold requests, so the signal arrives while a request is in flight: the
// test waits for the held request (an event), never for a time.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';

const ROOT = path.resolve(__dirname, '../../..');
const ADMIN_TOKEN = 'cli-process-admin';
let sandbox: RunningSandbox;
let proxy: Server;
let proxyUrl: string;
let workDir: string;
let cli: CliHarness;
let hold: (req: IncomingMessage) => boolean = () => false;
const held = new EventEmitter();
const heldResponses: ServerResponse[] = [];

function startProxy(target: URL): Promise<Server> {
  const server = createServer((req, res) => {
    if (hold(req)) {
      heldResponses.push(res);
      held.emit('request', `${req.method} ${req.url}`);
      return;
    }
    const upstream = request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function child(args: string[], entry: 'bin' | 'test'): { process: ChildProcess; output: { out: string; err: string }; exit: Promise<number | null> } {
  const argv = entry === 'bin' ? [path.join(ROOT, 'bin/treasury.mjs')] : ['--import', 'tsx', path.join(ROOT, 'test/integration/cli/cli-child-entry.ts')];
  const spawned = spawn(process.execPath, [...argv, '--data-dir', cli.dataDir, ...args], {
    cwd: ROOT,
    env: { ...process.env, TREASURY_TEST_KEYCHAIN_PREFIX: cli.prefix },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { out: '', err: '' };
  spawned.stdout.on('data', (chunk: Buffer) => { output.out += chunk.toString(); });
  spawned.stderr.on('data', (chunk: Buffer) => { output.err += chunk.toString(); });
  const exit = once(spawned, 'exit').then(([code]) => code as number | null);
  return { process: spawned, output, exit };
}

async function createdPayments(): Promise<number> {
  const response = await fetch(`${sandbox.origin}/_sandbox/stats`, { headers: { 'X-Sandbox-Admin-Token': ADMIN_TOKEN } });
  return ((await response.json()) as { created: Record<string, number> }).created['payment'] ?? 0;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, timeScale: 0, adminToken: ADMIN_TOKEN });
  proxy = await startProxy(new URL(sandbox.baseUrl));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}/v1`;
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-process-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  for (const args of [['env', 'set-url', 'sandbox', proxyUrl], ['keys', 'generate'], ['sandbox', 'register', '--admin-token', ADMIN_TOKEN]]) {
    const run = await cli.run(args);
    if (run.code !== 0) throw new Error(`${args.join(' ')}: ${run.err}`);
  }
});
afterAll(async () => {
  for (const res of heldResponses) res.destroy();
  proxy?.closeAllConnections();
  proxy?.close();
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('output into a closed pipe', () => {
  it.each([[['ledger', '--limit', '500']], [['env', 'show']]])('`treasury %j` into a pipe closed before it writes ends quietly', async (args) => {
    const run = child(args, 'bin');
    run.process.stdout!.destroy();
    expect(await run.exit).toBe(0);
    expect(run.output.err).not.toMatch(/EPIPE|Error|at .*\.js/);
  });
});

describe('Ctrl-C', () => {
  it('during a sync: says the pages synced are kept and how to continue, exit 130', async () => {
    hold = (req) => req.method === 'GET' && (req.url ?? '').includes('/transactions');
    const run = child(['sync'], 'test');
    await once(held, 'request');
    run.process.kill('SIGINT');
    expect(await run.exit).toBe(130);
    expect(run.output.err).toMatch(/treasury: interrupted: pages already synced are kept; run `treasury sync` to continue\./);
    hold = () => false;
    const again = await cli.run(['sync']);
    expect(again.code, again.err).toBe(0);
  });

  it('during a payment: says it was journaled and that `treasury outbox resume` sends it with the same key, exit 130', async () => {
    const accounts = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ accountId: string; accountName: string | null }> };
    const usd = accounts.accounts.find((a) => a.accountName === 'Operating USD')!.accountId;
    const cps = JSON.parse((await cli.run(['outbox', '--json'])).out) as unknown[];
    expect(cps).toEqual([]);
    const method = await openMethod();
    const pay = ['pay', 'open', '--from', usd, '--method', method, '--amount', '3.21', '--currency', 'USD'];
    const dry = JSON.parse((await cli.run([...pay, '--json'])).out) as { prepared: { checks: Array<{ code: string; severity: string }> } };
    pay.push('--yes', ...dry.prepared.checks.filter((c) => c.severity === 'warning').flatMap((c) => ['--acknowledge', c.code]));
    const before = await createdPayments();

    hold = (req) => req.method === 'POST' && (req.url ?? '').includes('/payments');
    const run = child(pay, 'test');
    await once(held, 'request');
    run.process.kill('SIGINT');
    expect(await run.exit).toBe(130);
    const [entry] = JSON.parse((await cli.run(['outbox', '--json'])).out) as Array<{ id: string; state: string }>;
    expect(entry?.state).toBe('sent');
    expect(run.output.err).toContain(`treasury: interrupted: the instruction was journaled (outbox entry ${entry!.id}) but not confirmed by the server; \`treasury outbox resume\` sends it with the same idempotency key`);

    hold = () => false;
    const resumed = await cli.run(['outbox', 'resume']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(await createdPayments()).toBe(before + 1);
  });
});

/** An active open-network USD method, from the payments CSV of the cache's counterparties. */
async function openMethod(): Promise<string> {
  const { createPaymentsClient } = await import('../../../electron/api/payments-client');
  const { ed25519Signer } = await import('../../../electron/api/signing');
  const { generateSigningKey, publicKeyBase64, publicKeyOf } = await import('../../../electron/secrets');
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  const payee = await api.createCounterparty({ entityType: 'business', name: 'Interrupted Payee Ltd' });
  const method = (await api.createPaymentMethod(payee.data.id, { type: 'open', currency: 'USD', openId: '@interrupted.payee.usd' })).data.id;
  const synced = await cli.run(['sync']);
  if (synced.code !== 0) throw new Error(synced.err);
  return method;
}
