// Moving money from the command line over the real host, keychain, journal and a local
// sandbox: nothing leaves without --yes and acknowledged warnings, each confirmed intent
// becomes exactly one resource, and the outbox and audit trail account for it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import type { PaymentsApi } from '../../../electron/api/operations';
import { CliHarness } from './cli-harness';

const ADMIN_TOKEN = 'cli-money-admin';
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let api: PaymentsApi;
let usdAccount: string;
let eurAccount: string;
let openMethod: string;
let achMethod: string;

async function created(): Promise<Record<string, number>> {
  const response = await fetch(`${sandbox.origin}/_sandbox/stats`, { headers: { 'X-Sandbox-Admin-Token': ADMIN_TOKEN } });
  return ((await response.json()) as { created: Record<string, number> }).created;
}

/** Dry run first (to read the warnings), then send with exactly those acknowledged. */
async function send(args: string[]) {
  const dry = await cli.run([...args, '--json']);
  expect(dry.code, dry.err).toBe(0);
  const { prepared } = JSON.parse(dry.out) as { prepared: { checks: Array<{ code: string; severity: string }> } };
  const acknowledge = prepared.checks.filter((c) => c.severity === 'warning').flatMap((c) => ['--acknowledge', c.code]);
  return cli.run([...args, '--yes', ...acknowledge]);
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-money-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'read');
  api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  const accounts = await api.listAccounts().toArray();
  usdAccount = accounts.find((a) => a.name === 'Operating USD')!.id;
  eurAccount = accounts.find((a) => a.currency === 'EUR')!.id;
  for await (const cp of api.listCounterparties()) {
    for await (const pm of api.listPaymentMethods(cp.id)) {
      if (pm.type === 'open' && pm.currency === 'USD' && cp.name === 'Northwind Traders') openMethod = pm.id;
      if (pm.type === 'us_bank' && cp.entityType === 'business') achMethod ??= pm.id;
    }
  }
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('moving money with the CLI', () => {
  it('sends nothing on a dry run, nor with a warning left unacknowledged', async () => {
    const before = await created();
    const pay = ['pay', 'open', '--from', usdAccount, '--method', openMethod, '--amount', '12.34', '--currency', 'USD', '--reference', 'cli dry run'];
    const dry = await cli.run(pay);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(/Not sent \(dry run\)/);
    expect(dry.err).toMatch(/Pay 12\.34 USD/);
    const unacknowledged = await cli.run([...pay, '--yes']);
    expect(unacknowledged.code).toBe(1);
    expect(unacknowledged.err).toMatch(/Not sent/);
    expect(await created()).toEqual(before);
  });

  it('says what to fix in a bad instruction', async () => {
    const bad = await cli.run(['pay', 'ach', '--from', usdAccount, '--method', achMethod, '--amount', '-5', '--currency', 'USD']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/amount/i);
    expect((await cli.run(['pay', 'wire', '--from', usdAccount])).err).toMatch(/RAIL must be one of/);
  });

  it('pays, transfers and collects exactly once each', async () => {
    const before = await created();
    const paid = await send(['pay', 'open', '--from', usdAccount, '--method', openMethod, '--amount', '1,234.56', '--currency', 'USD', '--reference', 'INV-77']);
    expect(paid.code, paid.err).toBe(0);
    const paymentId = /Done: (pmt_[A-Za-z0-9]+)/.exec(paid.out)?.[1];
    expect(paymentId).toBeDefined();
    expect((await api.getPayment(paymentId!)).data.sendAmount?.value).toBe('123456');

    const ach = await send(['pay', 'ach', '--from', usdAccount, '--method', achMethod, '--amount', '250', '--currency', 'USD', '--same-day']);
    expect(ach.code, ach.err).toBe(0);
    const payroll = (await api.listAccounts().toArray()).find((a) => a.name === 'Payroll USD')!.id;
    expect((await send(['transfer', '--from', usdAccount, '--to', payroll, '--amount', '100.00', '--currency', 'USD'])).code).toBe(0);
    expect((await send(['collect', '--to', usdAccount, '--method', achMethod, '--amount', '75.50', '--currency', 'USD'])).code).toBe(0);
    const mismatch = await cli.run(['transfer', '--from', usdAccount, '--to', eurAccount, '--amount', '1', '--currency', 'USD', '--yes']);
    expect(mismatch.code).toBe(2);

    const after = await created();
    expect(after['payment']).toBe((before['payment'] ?? 0) + 2);
    expect(after['transfer']).toBe((before['transfer'] ?? 0) + 1);
    expect(after['collection']).toBe((before['collection'] ?? 0) + 1);
  });

  it('manages the payee directory', async () => {
    const made = await send(['counterparty', 'create', '--name', 'Initech, Inc.', '--type', 'business', '--email', 'ap@initech.example']);
    expect(made.code, made.err).toBe(0);
    const cpt = /Done: (cpt_[A-Za-z0-9]+)/.exec(made.out)?.[1];
    expect(cpt).toBeDefined();
    const method = await cli.run(['payment-method', 'add', cpt!, '--type', 'us_bank', '--currency', 'USD', '--holder', 'Initech, Inc.', '--routing', '021000021', '--account-number', '-', '--yes'], { stdin: '987654321\n' });
    expect(method.code, method.err).toBe(0);
    expect(method.out + method.err).not.toContain('987654321');
    const badRouting = await cli.run(['payment-method', 'add', cpt!, '--type', 'us_bank', '--currency', 'USD', '--holder', 'X', '--routing', '021000022', '--account-number', '1234567']);
    expect(badRouting.code).toBe(2);
    expect(badRouting.err).toMatch(/routing/i);
    expect((await send(['counterparty', 'archive', cpt!])).code).toBe(0);
    expect((await api.getCounterparty(cpt!)).data.status).toBe('archived');
  });

  it('accounts for every instruction in the outbox and the audit trail, which verifies', async () => {
    const entries = JSON.parse((await cli.run(['outbox', '--json'])).out) as Array<{ state: string; bodyText: string; idempotencyKey: string }>;
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.every((e) => e.state === 'succeeded')).toBe(true);
    expect(entries.map((e) => e.bodyText).join()).not.toContain('987654321');
    const verify = await cli.run(['audit', '--verify']);
    expect(verify.code, verify.err).toBe(0);
    expect(verify.out).toMatch(/Audit trail intact/);
    const auditCsv = path.join(workDir, 'audit.csv');
    expect((await cli.run(['export', 'audit', '--out', auditCsv])).code).toBe(0);
    const rows = parse(readFileSync(auditCsv), { columns: true }) as Array<Record<string, string>>;
    const text = JSON.stringify(rows);
    for (const entry of entries) expect(text).toContain(entry.idempotencyKey);
    for (const secret of await cli.secrets()) expect(text).not.toContain(secret);
  });
});
