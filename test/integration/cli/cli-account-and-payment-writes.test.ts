// The writes a treasurer was missing, over the real host, keychain, journal, cache and a
// local sandbox: `payment cancel` (a cancelable payment, one that is not, and one the
// server refuses with 409 because it moved on meanwhile), `account-number create` seen
// in `deposit-instructions`, `blockchain-addresses`, and `onboarding create`. Nothing
// is sent without --yes; each sent instruction is counted once by the server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import type { PaymentsApi } from '../../../electron/api/operations';
import { ed25519Signer } from '../../../electron/api/signing';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';

const ADMIN_TOKEN = 'cli-writes-admin';
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let api: PaymentsApi;
let accounts: Array<{ accountId: string; currency: string | null }>;

interface PaymentRow { id: string; status: string; reference: string | null; cancellationState: string | null }

async function created(): Promise<Record<string, number>> {
  const response = await fetch(`${sandbox.origin}/_sandbox/stats`, { headers: { 'X-Sandbox-Admin-Token': ADMIN_TOKEN } });
  return ((await response.json()) as { created: Record<string, number> }).created;
}

async function json<T>(args: string[]): Promise<T> {
  const run = await cli.run([...args, '--json']);
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as T;
}

async function paymentWithReference(reference: string): Promise<PaymentRow> {
  const { rows } = await json<{ rows: PaymentRow[] }>(['payments', '--search', reference]);
  return rows.find((r) => r.reference === reference)!;
}

const account = (currency: string) => accounts.find((a) => a.currency === currency)!.accountId;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-writes-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
  accounts = (await json<{ accounts: typeof accounts }>(['balances'])).accounts;
});
afterAll(async () => {
  const secrets = await cli.secrets();
  for (const text of cli.transcript) for (const secret of secrets) expect(text).not.toContain(secret);
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('payment cancel', () => {
  it('a cancelable payment: the dry run shows it and sends nothing; --yes cancels it once', async () => {
    const payment = await paymentWithReference('Expense refund');
    expect(payment).toMatchObject({ status: 'created', cancellationState: 'cancelable' });
    const dry = await cli.run(['payment', 'cancel', payment.id]);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toMatch(new RegExp(`Payment ${payment.id}: 3,200\\.00 USD to Jane Cooper by ach, created, reference "Expense refund"`));
    expect(dry.out).toMatch(/Cancellation state as of the last sync \(\d{4}-.*\): cancelable/);
    expect(dry.out).toMatch(/Not sent \(dry run\)\. To send it: repeat with --yes/);
    const shape = await json<{ sent: boolean; cancelable: boolean; payment: { id: string; send: { currency: string; amount: string } }; prepared: { operation: string } }>(['payment', 'cancel', payment.id]);
    expect(shape).toMatchObject({ sent: false, cancelable: true, payment: { id: payment.id, send: { currency: 'USD', amount: '3200.00' } }, prepared: { operation: 'cancelPayment' } });
    expect((await api.getPayment(payment.id)).data.status).toBe('created');

    const sent = await cli.run(['payment', 'cancel', payment.id, '--yes']);
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toMatch(new RegExp(`Done: ${payment.id} canceled`));
    expect((await api.getPayment(payment.id)).data.status).toBe('canceled');
    expect((await paymentWithReference('Expense refund')).status).toBe('canceled');
    const again = await cli.run(['payment', 'cancel', payment.id, '--yes']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/Not canceled: This payment is already canceled: there is nothing to cancel/);
  });

  it('a completed payment is refused before anything is sent, in text and --json', async () => {
    const { rows } = await json<{ rows: PaymentRow[] }>(['payments', '--status', 'completed', '--limit', '1']);
    const completed = rows[0]!;
    const run = await cli.run(['payment', 'cancel', completed.id, '--yes']);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/Cancellation state as of the last sync .*: not_cancelable/);
    expect(run.err).toMatch(/Not canceled: This payment is already completed: there is nothing to cancel/);
    const shape = JSON.parse((await cli.run(['payment', 'cancel', completed.id, '--json'])).out) as { sent: boolean; cancelable: boolean; reason: string };
    expect(shape).toMatchObject({ sent: false, cancelable: false, reason: expect.stringMatching(/already completed/) });
  });

  it('a 409 payment_not_cancelable (canceled elsewhere meanwhile) is a clear refusal', async () => {
    const payment = await paymentWithReference('sandbox:requires_action:cop_required');
    expect(payment.cancellationState).toBe('cancelable');
    // Someone else cancels it between this app's fresh read and its POST.
    const racing: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if ((init?.method ?? 'GET') === 'POST' && url.endsWith(`/payments/${payment.id}/cancel`)) await api.cancelPayment(payment.id);
      return fetch(input, init);
    };
    const run = await cli.run(['payment', 'cancel', payment.id, '--yes'], { fetch: racing });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/Not canceled: the server refused \(.*can no longer be canceled.*\); it may have moved on since: run `treasury sync`/);
  });

  it.each([
    [['payment', 'cancel', '12345'], /"12345" is not a payment id \(pmt_…\): see `treasury payments`/],
    [['payment', 'cancel', 'pmt_doesnotexist000000000'], /pmt_doesnotexist000000000 does not exist on the server: choose a payment from `treasury payments`/],
  ])('%j exits 2 with what to do', async (argv, message) => {
    const run = await cli.run(argv);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
  });
});

describe('account numbers and deposit instructions', () => {
  it('creates an account number once and shows it in the deposit instructions (last 4 only)', async () => {
    const usd = account('USD');
    const before = await created();
    const dry = await cli.run(['account-number', 'create', usd, '--rail', 'us_ach']);
    expect(dry.code, dry.err).toBe(0);
    expect(dry.err).toMatch(/Add a US ACH account number to /);
    expect((await created()).accountNumber).toBe(before.accountNumber);
    const sent = await cli.run(['account-number', 'create', usd, '--rail', 'us_ach', '--yes', '--json']);
    expect(sent.code, sent.err).toBe(0);
    const { resource } = JSON.parse(sent.out) as { resource: { id: string; accountNumberLast4: string; type: string } };
    expect(resource.type).toBe('us_ach');
    expect((await created()).accountNumber).toBe((before.accountNumber ?? 0) + 1);

    const listed = await json<{ accountId: string; items: Array<{ kind: string; status: string; details?: { id?: string; accountNumber?: string } }> }>(['deposit-instructions', usd]);
    expect(listed.accountId).toBe(usd);
    const mine = listed.items.find((i) => i.details?.id === resource.id)!;
    expect(mine).toMatchObject({ kind: 'bank_account_number', status: 'active' });
    expect(mine.details!.accountNumber).toBeUndefined();
    const text = await cli.run(['deposit-instructions', usd, '--rail', 'ach']);
    expect(text.out).toContain(`account ****${resource.accountNumberLast4}`);
    const crypto = await json<{ items: Array<{ kind: string }> }>(['deposit-instructions', usd, '--kind', 'blockchain_address']);
    expect(crypto.items.every((i) => i.kind === 'blockchain_address')).toBe(true);
  });

  it('lists an account\'s blockchain addresses', async () => {
    const listed = await json<{ items: Array<{ chain: string; address: string; asset: string }> }>(['blockchain-addresses', account('USDC')]);
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((a) => a.address.length > 10 && a.asset !== '')).toBe(true);
  });

  it.each([
    [['account-number', 'create', 'ACC_EUR', '--rail', 'us_ach'], 2, /ACC: US account numbers receive US dollars; .* holds EUR: choose a USD account/],
    [['account-number', 'create', 'ACC_USD', '--rail', 'swift'], 2, /--rail must be one of us_ach, us_fedwire; "swift" is not/],
    [['account-number', 'create', 'ACC_USD'], 2, /Give --rail us_ach\|us_fedwire/],
    [['deposit-instructions', 'ACC_USD', '--status', 'bogus'], 2, /--status must be one of active, suspended, closed; "bogus" is not/],
    [['deposit-instructions', 'acc_doesnotexist0000000000'], 2, /Account acc_doesnotexist0000000000 was not found on the server: see `treasury balances`/],
    [['blockchain-addresses', 'savings'], 2, /"savings" is not an account id \(acc_…\): see `treasury balances`/],
  ])('%j exits %i', async (argv, code, message) => {
    const args = argv.map((a) => (a === 'ACC_EUR' ? account('EUR') : a === 'ACC_USD' ? account('USD') : a));
    const run = await cli.run(args);
    expect(run.code).toBe(code);
    expect(run.err).toMatch(message);
  });
});

describe('onboarding create', () => {
  it('onboards an individual (the id number from stdin, never printed) and a business, each once', async () => {
    const before = (await created()).onboarding ?? 0;
    const person = ['onboarding', 'create', '--type', 'individual', '--full-name', 'Ada Lovelace', '--date-of-birth', '1990-12-10', '--nationality', 'GB',
      '--id-type', 'passport', '--id-number', '-', '--id-country', 'GB', '--email', 'ada@example.com'];
    const dry = await cli.run([...person, '--json'], { stdin: 'P12345678\n' });
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).not.toContain('P12345678');
    const { prepared } = JSON.parse(dry.out) as { prepared: { summary: string; body: { governmentId: { number: string } } } };
    expect(prepared.body.governmentId.number).toBe('****78');
    expect(prepared.summary).toMatch(/Onboard individual Ada Lovelace \(born 1990-12-10, nationality GB; not submitted for review yet\)/);
    const sent = await cli.run([...person, '--yes'], { stdin: 'P12345678\n' });
    expect(sent.code, sent.err).toBe(0);
    expect(sent.out).toMatch(/Done: onb_\w+ pending/);
    expect(sent.out + sent.err).not.toContain('P12345678');
    const business = await cli.run(['onboarding', 'create', '--type', 'business', '--legal-name', 'Lovelace Engines Ltd', '--jurisdiction', 'GB', '--structure', 'llc',
      '--industry', 'technology', '--address-line1', '1 Analytical Row', '--address-city', 'London', '--address-country', 'GB', '--submit', '--yes', '--json']);
    expect(business.code, business.err).toBe(0);
    expect(JSON.parse(business.out)).toMatchObject({ sent: true, state: 'succeeded', resource: { id: expect.stringMatching(/^onb_/), status: 'pending' } });
    expect((await created()).onboarding).toBe(before + 2);
  });

  it.each([
    [['--type', 'business', '--legal-name', 'X Ltd', '--full-name', 'Ada'], /--full-name applies to --type individual, not to --type business/],
    [['--type', 'individual'], /--full-name: .*\n {2}--date-of-birth: .*\n {2}--nationality: /],
    [['--type', 'business', '--legal-name', 'X Ltd', '--structure', 'gmbh'], /--structure must be one of corporation, llc, .*; "gmbh" is not/],
    [['--type', 'business', '--legal-name', 'X Ltd', '--address-line1', '1 Main St', '--address-country', 'US'], /--address-city: /],
    [['--type', 'business', '--legal-name', 'X Ltd', '--relationship', 'ent_1'], /--relationship takes ENTITY:ROLE\[:PERCENT\]/],
    [['--legal-name', 'X Ltd'], /Give --type individual\|business/],
  ])('%j exits 2 naming what to fix', async (argv, message) => {
    const run = await cli.run(['onboarding', 'create', ...argv]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(/fullName|legalName|address\.city|Unexpected failure/);
  });
});
