// --json prints our sentences without the bidi marks main adds for the window (an isolate
// around a right-to-left name, a sentence's left-to-right mark), as the text output does,
// while text that is not ours (a name as the server holds it) stays exactly as it is,
// bidi characters included. Through the CLI's real entry (runCli) over the real host,
// keychain and a local sandbox: a payment to a counterparty with a Hebrew name and a
// Hebrew reference, prepared (dry run), sent, and read back from the outbox; a
// counterparty whose name on the server holds an isolate of its own, listed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';

const ADMIN_TOKEN = 'cli-json-marks-admin';
const NAME = 'שלום בע"מ';
const REFERENCE = 'Invoice חשבון 7';
/** A name as a server sent it, with an isolate of its own (not ours: it stays; the app's own client refuses to send one). */
const OWN_ISOLATE = 'Acme \u2068שלום\u2069 Ltd';
const OWN_ISOLATE_SENT = 'Acme OWN-ISOLATE Ltd';
/** The marks main adds for the window: LEFT-TO-RIGHT MARK and the isolates. */
const WINDOW_MARKS = /[\u200e\u2066-\u2069]/;

let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let pay: string[];

interface Prepared { summary: string; checks: Array<{ code: string; severity: string; message: string }>; body: { reference?: string } }
interface Entry { summary: string; status: string; bodyText: string; operation: string }

async function json<T>(args: string[]): Promise<{ value: T; out: string }> {
  const run = await cli.run([...args, '--json']);
  expect(run.code, run.err).toBe(0);
  return { value: JSON.parse(run.out) as T, out: run.out };
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-json-marks-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  const usd = (await api.listAccounts().toArray()).find((a) => a.name === 'Operating USD')!.id;
  const payee = await api.createCounterparty({ entityType: 'business', name: NAME });
  const method = (await api.createPaymentMethod(payee.data.id, { type: 'open', currency: 'USD', openId: '@shalom.payee.usd' })).data.id;
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
  // The server answers that counterparty's name with an isolate in it.
  await api.createCounterparty({ entityType: 'business', name: OWN_ISOLATE_SENT });
  const serverText: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.text();
    return new Response(text.replaceAll('OWN-ISOLATE', '\u2068שלום\u2069'), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  const synced = await cli.run(['sync'], { fetch: serverText });
  expect(synced.code, synced.err).toBe(0);
  pay = ['pay', 'open', '--from', usd, '--method', method, '--amount', '10.00', '--currency', 'USD', '--reference', REFERENCE];
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('--json and the marks made for the window', () => {
  it('a prepared payment: its summary and checks without our marks, its body as typed', async () => {
    const { value, out } = await json<{ sent: boolean; prepared: Prepared }>(pay);
    const { prepared } = value;
    expect(prepared.summary).toContain(`to ${NAME} `);
    expect(prepared.summary).toContain('(ref "Invoice חשבון 7")');
    expect(prepared.summary).not.toMatch(WINDOW_MARKS);
    const named = prepared.checks.filter((check) => check.message.includes(NAME));
    expect(named.length).toBeGreaterThan(0);
    for (const check of prepared.checks) expect(check.message).not.toMatch(WINDOW_MARKS);
    expect(prepared.body.reference).toBe(REFERENCE);
    expect(out).not.toMatch(/\\u(200e|206[6-9])/);
  });

  it('a name as the server holds it keeps its own isolate, written as JSON escapes', async () => {
    const { value, out } = await json<{ rows: Array<{ name: string }> }>(['counterparties', '--search', 'Acme']);
    expect(value.rows.map((row) => row.name)).toContain(OWN_ISOLATE);
    expect(out).toContain('"name": "Acme \\u2068שלום\\u2069 Ltd"');
  });

  it('sent, then read from the outbox: its summary and status without our marks, its body as sent', async () => {
    const dry = await json<{ prepared: Prepared }>(pay);
    const acknowledge = dry.value.prepared.checks.filter((c) => c.severity === 'warning').flatMap((c) => ['--acknowledge', c.code]);
    const sent = await json<{ sent: boolean; state: string }>([...pay, '--yes', ...acknowledge]);
    expect(sent.value).toMatchObject({ sent: true, state: 'succeeded' });
    const { value: entries } = await json<Entry[]>(['outbox']);
    const entry = entries.find((e) => e.operation === 'createOpenPayment')!;
    expect(entry.summary).toContain(`to ${NAME} `);
    expect(entry.summary).not.toMatch(WINDOW_MARKS);
    expect(entry.status).not.toMatch(WINDOW_MARKS);
    expect((JSON.parse(entry.bodyText) as { reference: string }).reference).toBe(REFERENCE);
  });
});
