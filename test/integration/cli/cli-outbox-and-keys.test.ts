// The outbox from the command line over the real host, keychain, journal and a local
// sandbox: a payment queued because the connection was refused is shown as not
// delivered, an explicit `outbox resume` sends it at once (exactly one payment) once the
// server answers, key and server changes are refused while an entry that may have
// reached the server is unsettled, and resuming with no API key is "not configured" (exit 3).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';
import { closedPort } from '../../support/closed-port';

const ADMIN_TOKEN = 'cli-outbox-admin';
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let closedUrl: string;
let pay: string[];

/** Every request goes to a port nothing listens on: the connection is refused, as when the server is down. */
const refusedConnection: typeof fetch = (input, init) => fetch(String(input instanceof Request ? input.url : input).replace(`${sandbox.origin}/v1`, closedUrl), init);

async function createdPayments(): Promise<number> {
  const response = await fetch(`${sandbox.origin}/_sandbox/stats`, { headers: { 'X-Sandbox-Admin-Token': ADMIN_TOKEN } });
  return ((await response.json()) as { created: Record<string, number> }).created['payment'] ?? 0;
}

async function faults(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${sandbox.origin}/_sandbox/faults`, {
    method: 'POST', headers: { 'X-Sandbox-Admin-Token': ADMIN_TOKEN, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

async function ok(args: string[]): Promise<string> {
  const run = await cli.run(args);
  if (run.code !== 0) throw new Error(`${args.join(' ')}: ${run.err}`);
  return run.out;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-outbox-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  closedUrl = `http://127.0.0.1:${await closedPort()}/v1`;
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  const usd = (await api.listAccounts().toArray()).find((a) => a.name === 'Operating USD')!.id;
  const payee = await api.createCounterparty({ entityType: 'business', name: 'Queued Payee Ltd' });
  const method = (await api.createPaymentMethod(payee.data.id, { type: 'open', currency: 'USD', openId: '@queued.payee.usd' })).data.id;
  for (const args of [['env', 'set-url', 'sandbox', sandbox.baseUrl], ['keys', 'generate'], ['sandbox', 'register', '--admin-token', ADMIN_TOKEN], ['sync']]) await ok(args);
  pay = ['pay', 'open', '--from', usd, '--method', method, '--amount', '10.00', '--currency', 'USD'];
});

/** The payment with the warnings it has now acknowledged: once one was sent (and kept in the cache), it is no longer the first to this payee. */
async function payNow(): Promise<string[]> {
  const dry = JSON.parse(await ok([...pay, '--json'])) as { prepared: { checks: Array<{ code: string; severity: string }> } };
  return [...pay, '--yes', ...dry.prepared.checks.filter((c) => c.severity === 'warning').flatMap((c) => ['--acknowledge', c.code])];
}
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the outbox from the command line', () => {
  it('queues on a refused connection, shows it as not delivered, and sends it at once on `outbox resume`', async () => {
    const before = await createdPayments();
    const queued = await cli.run(await payNow(), { fetch: refusedConnection });
    expect(queued.code, queued.err).toBe(5);
    expect(queued.err).toMatch(/Queued, not confirmed by the server yet: it will be sent again with the same idempotency key \(`treasury outbox resume`\)/);
    const shown = await cli.run(['outbox']);
    expect(shown.out).toMatch(/not delivered: connection refused; will be resent with the same key/);
    const [entry] = JSON.parse((await cli.run(['outbox', '--json', '--state', 'sent'])).out) as Array<{ id: string; state: string; status: string; nextAttemptAt: string }>;
    expect(entry).toMatchObject({ state: 'sent', status: 'not delivered: connection refused; will be resent with the same key' });
    expect(entry!.nextAttemptAt > new Date().toISOString()).toBe(true);

    const resumed = await cli.run(['outbox', 'resume']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(resumed.out).toMatch(new RegExp(`Resent 1:\\n {2}${entry!.id} .*: succeeded: pmt_`));
    expect(await createdPayments()).toBe(before + 1);
    expect((await cli.run(['outbox', 'resume'])).out).toMatch(/Nothing to resend/);
    expect(await createdPayments()).toBe(before + 1);
  });

  it('refuses key and server changes while an entry that may have reached the server is unsettled, listing it', async () => {
    // The server commits each payment and then hangs up before answering: the entry may have been carried out.
    await faults({ failureRate: 1, kinds: ['drop_after_commit'] });
    const before = await createdPayments();
    expect((await cli.run(await payNow())).code).toBe(5);
    expect(await createdPayments()).toBe(before + 1);
    const [entry] = JSON.parse((await cli.run(['outbox', '--json', '--state', 'sent'])).out) as Array<{ id: string; summary: string }>;
    const publicBefore = await ok(['keys', 'public']);
    const refusals = [
      await cli.run(['keys', 'rotate']),
      await cli.run(['keys', 'set-api-key'], { stdin: 'sk_sandbox_ANOTHERKEYANOTHERKEY0123456789' }),
      await cli.run(['keys', 'generate', '--replace']),
      await cli.run(['keys', 'delete', '--yes']),
      await cli.run(['sandbox', 'register', '--admin-token', ADMIN_TOKEN]),
      await cli.run(['env', 'set-url', 'sandbox', closedUrl]),
    ];
    for (const refusal of refusals) {
      expect(refusal.code, refusal.err).toBe(1);
      expect(refusal.err).toMatch(/1 outbox entry of the sandbox environment may have reached the server and is not settled/);
      expect(refusal.err).toContain(entry!.id);
      expect(refusal.err).toContain(entry!.summary);
      expect(refusal.err).not.toContain('ANOTHERKEY');
    }
    expect(refusals[0]!.err).toMatch(/Not done \(keys rotate\)/);
    // The CLI names its own commands (the window's words name none: test/integration/ipc/window-words.test.ts).
    expect(refusals[0]!.err).toContain('Settle them first: resend them (`treasury outbox resume`) until the server answers.');
    expect(refusals[5]!.err).toContain('`treasury outbox resolve ENTRY --not-sent --note "…"`');
    for (const refusal of refusals) expect(refusal.err).not.toMatch(/Outbox screen|Settings/);
    expect(await ok(['keys', 'public'])).toBe(publicBefore);
    // The same server again is no change.
    await ok(['env', 'set-url', 'sandbox', sandbox.baseUrl]);

    await faults({ failureRate: 0, latencyMs: 0 });
    expect((await cli.run(['outbox', 'resume'])).code).toBe(0);
    expect(await createdPayments()).toBe(before + 1);
  });

  it('settles by hand, with `outbox resolve`, a payment whose answer could not be read, once the person has checked', async () => {
    // The server creates the payment; its answer arrives unreadable: the outcome is unknown to the app.
    const garbled: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== 'POST' || !/\/payments(\/[a-z]+)?$/.test(new URL(String(input)).pathname)) return response;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      return new Response('{"id":5}', { status: response.status, headers });
    };
    const before = await createdPayments();
    const sent = await cli.run(await payNow(), { fetch: garbled });
    expect(sent.code).not.toBe(0);
    expect(await createdPayments()).toBe(before + 1);
    const [entry] = JSON.parse((await cli.run(['outbox', '--json', '--state', 'unknown'])).out) as Array<{ id: string; summary: string }>;
    expect(entry).toBeDefined();
    const id = entry!.id;

    const neither = await cli.run(['outbox', 'resolve', id, '--note', 'checked']);
    expect(neither.code).toBe(2);
    expect(neither.err).toMatch(/--sent \(it went through\) or --not-sent \(it did not\), exactly one of them/);
    expect((await cli.run(['outbox', 'resolve', id, '--sent', '--not-sent', '--note', 'checked'])).code).toBe(2);
    const noNote = await cli.run(['outbox', 'resolve', id, '--sent']);
    expect(noNote.code).toBe(2);
    expect(noNote.err).toMatch(/Add --note "…" saying what you checked/);
    const unknownId = await cli.run(['outbox', 'resolve', 'obx_nosuchentry', '--sent', '--note', 'checked']);
    expect(unknownId.code).not.toBe(0);
    expect(unknownId.err).toMatch(/There is no outbox entry obx_nosuchentry/);

    const resolved = await cli.run(['outbox', 'resolve', id, '--sent', '--note', 'The payment is in the server list, created at the time of the attempt.']);
    expect(resolved.code, resolved.err).toBe(0);
    expect(resolved.out).toMatch(new RegExp(`Entry ${id} \\(.*\\) is now succeeded, resolved by hand`));
    const [after] = JSON.parse((await cli.run(['outbox', '--json', '--state', 'succeeded'])).out).filter((e: { id: string }) => e.id === id) as Array<{ resolution: string; resolutionNote: string }>;
    expect(after).toMatchObject({ resolution: 'sent', resolutionNote: 'The payment is in the server list, created at the time of the attempt.' });
    // Settled once: a second resolution is refused, and nothing was sent again.
    const again = await cli.run(['outbox', 'resolve', id, '--not-sent', '--note', 'changed my mind']);
    expect(again.code).not.toBe(0);
    expect(again.err).toMatch(/needs no resolution/);
    expect((await cli.run(['audit', '--json'])).out).toContain('The payment is in the server list');
    expect(await createdPayments()).toBe(before + 1);
  });

  it('says "not configured" (exit 3) when the outbox cannot be resumed for want of an API key', async () => {
    // Refused at the connection: it never reached a server, so it holds no key.
    expect((await cli.run(await payNow(), { fetch: refusedConnection })).code).toBe(5);
    await ok(['keys', 'delete', '--yes']);
    const resume = await cli.run(['outbox', 'resume']);
    expect(resume.code).toBe(3);
    expect(resume.err).toMatch(/No API key/);
    expect(JSON.parse((await cli.run(['outbox', '--json', '--state', 'sent'])).out)).toHaveLength(1);
  });
});
