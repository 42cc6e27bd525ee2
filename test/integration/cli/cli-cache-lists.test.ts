// The lists a treasurer reads from the offline cache (`payments`, `collections`,
// `transfers`, `counterparties`, `payment-methods CPT`) over the real host, keychain,
// SQLite cache and a local sandbox: filters that filter, amounts with exactly their
// currency's decimals, the `--json` shapes, bad values refused with the valid ones, and
// everything still readable with the server gone, where online reads exit 5.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';
import { closedPort } from '../../support/closed-port';

const ADMIN_TOKEN = 'cli-lists-admin';
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
/** A payee made here: a formula-like name, two payment methods whose full numbers must never show. */
const FULL_ACCOUNT_NUMBER = '9876543210';
const FULL_IBAN = 'GB82WEST12345698765432';
let payee: string;

interface PaymentRow { id: string; status: string; rail: string; sourceAccountId: string | null; counterpartyName: string | null; reference: string | null; send: { currency: string; amount: string } | null; createdAt: string }
interface Listed<R> { rows: R[]; lastSyncedAt: string | null; more: boolean }

async function json<T>(args: string[]): Promise<T> {
  const run = await cli.run([...args, '--json']);
  expect(run.code, run.err).toBe(0);
  return JSON.parse(run.out) as T;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-lists-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  const seed = generateSigningKey();
  const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
  payee = (await api.createCounterparty({ entityType: 'business', name: '=HYPERLINK("http://x") Vendor' })).data.id;
  await api.createPaymentMethod(payee, { type: 'us_bank', currency: 'USD', label: '@SUM(A1)', accountHolderName: 'Vendor Inc', routingNumber: '021000021', accountNumber: FULL_ACCOUNT_NUMBER });
  await api.createPaymentMethod(payee, { type: 'international_bank', currency: 'GBP', accountHolderName: 'Vendor Ltd', iban: FULL_IBAN, bic: 'WESTGB2L' });
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('payments', () => {
  it('lists newest first, stamped as of the last sync, amounts with the currency decimals', async () => {
    const listed = await json<Listed<PaymentRow>>(['payments', '--limit', '50']);
    expect(listed.rows).toHaveLength(50);
    expect(listed.more).toBe(true);
    expect(listed.lastSyncedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const times = listed.rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const row of listed.rows.filter((r) => r.send !== null)) {
      const decimals = { USD: 2, EUR: 2, GBP: 2, USDC: 6 }[row.send!.currency];
      if (decimals !== undefined) expect(row.send!.amount).toMatch(new RegExp(`^\\d+\\.\\d{${decimals}}$`));
    }
    const text = await cli.run(['payments', '--limit', '5']);
    expect(text.code).toBe(0);
    expect(text.out.split('\n')[0]).toMatch(/^created \(UTC\)\s+payment\s+rail\s+status\s+amount/);
    expect(text.out).toMatch(/\d{1,3}(,\d{3})*\.\d{2}\s+USD|\d+\.\d{2}\s+(EUR|GBP)|\.\d{6}\s+USDC/);
    expect(text.err).toMatch(/^5 payments \(more: .*\); as of the last sync: \d{4}-/m);
  });

  it('filters by status, rail, account, dates and text', async () => {
    const all = await json<Listed<PaymentRow>>(['payments', '--limit', '1000']);
    const status = all.rows.find((r) => r.status !== 'completed')!.status;
    const byStatus = await json<Listed<PaymentRow>>(['payments', '--limit', '1000', '--status', status]);
    expect(byStatus.rows.length).toBe(all.rows.filter((r) => r.status === status).length);
    const both = await json<Listed<PaymentRow>>(['payments', '--limit', '1000', '--rail', 'swift', '--rail', 'crypto']);
    expect(both.rows.length).toBeGreaterThan(0);
    expect(new Set(both.rows.map((r) => r.rail))).toEqual(new Set(['swift', 'crypto']));
    const account = all.rows.find((r) => r.rail === 'crypto')!.sourceAccountId!;
    const byAccount = await json<Listed<PaymentRow>>(['payments', '--limit', '1000', '--account', account]);
    expect(byAccount.rows.length).toBe(all.rows.filter((r) => r.sourceAccountId === account).length);
    const day = all.rows[10]!.createdAt.slice(0, 10);
    const oneDay = await json<Listed<PaymentRow>>(['payments', '--limit', '1000', '--from', day, '--to', day]);
    expect(oneDay.rows.length).toBe(all.rows.filter((r) => r.createdAt.startsWith(day)).length);
    // By reference (case-insensitive), by the counterparty's cached name, by id.
    const byReference = await json<Listed<PaymentRow>>(['payments', '--search', 'po-today']);
    expect(byReference.rows.map((r) => r.reference)).toEqual(['PO-today']);
    const named = all.rows.find((r) => r.counterpartyName !== null)!;
    const byName = await json<Listed<PaymentRow>>(['payments', '--limit', '1000', '--search', named.counterpartyName!.toUpperCase()]);
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.counterpartyName === named.counterpartyName || (r.reference ?? '').toLowerCase().includes(named.counterpartyName!.toLowerCase()))).toBe(true);
    const byId = await json<Listed<PaymentRow>>(['payments', '--search', named.id]);
    expect(byId.rows.map((r) => r.id)).toEqual([named.id]);
  });
});

describe('collections, transfers and counterparties', () => {
  it('collections and transfers filter by status and account, amounts exact', async () => {
    const collections = await json<Listed<{ id: string; status: string; destinationAccountId: string; amount: { currency: string; amount: string } }>>(['collections', '--limit', '1000']);
    expect(collections.rows.length).toBeGreaterThan(0);
    expect(collections.rows.every((c) => /^\d+\.\d{2}$/.test(c.amount.amount))).toBe(true);
    const returned = await json<Listed<{ status: string }>>(['collections', '--limit', '1000', '--status', 'returned']);
    expect(returned.rows.length).toBe(collections.rows.filter((c) => c.status === 'returned').length);
    const transfers = await json<Listed<{ id: string; sourceAccountId: string; destinationAccountId: string; reference: string | null }>>(['transfers', '--limit', '1000']);
    expect(transfers.rows.length).toBeGreaterThan(0);
    const credited = transfers.rows[0]!.destinationAccountId;
    const either = await json<Listed<{ sourceAccountId: string; destinationAccountId: string }>>(['transfers', '--limit', '1000', '--account', credited]);
    expect(either.rows.length).toBe(transfers.rows.filter((t) => t.sourceAccountId === credited || t.destinationAccountId === credited).length);
    const sweep = await json<Listed<{ reference: string | null }>>(['transfers', '--search', 'SWEEP']);
    expect(sweep.rows.length).toBeGreaterThan(0);
    expect(sweep.rows.every((t) => /sweep/i.test(t.reference ?? ''))).toBe(true);
  });

  it('counterparties by name, then a counterparty\'s payment methods, masked', async () => {
    const cps = await json<Listed<{ id: string; name: string; status: string; paymentMethods: number }>>(['counterparties']);
    const names = cps.rows.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    const withMethods = cps.rows.find((c) => c.id === payee)!;
    expect(withMethods.paymentMethods).toBe(2);
    const methods = await json<{ counterparty: { id: string }; rows: Array<{ id: string; type: string; accountNumber: string | null; iban: string | null; walletAddress: string | null }> }>(['payment-methods', withMethods.id]);
    expect(methods.counterparty.id).toBe(withMethods.id);
    expect(methods.rows).toHaveLength(withMethods.paymentMethods);
    for (const m of methods.rows) {
      if (m.accountNumber !== null) expect(m.accountNumber).toMatch(/^\*{4}\d{4}$/);
      if (m.iban !== null) expect(m.iban).toMatch(/^[A-Z]{2}\*{4}\w{4}$/);
      if (m.walletAddress !== null) expect(m.walletAddress).toMatch(/^.{6}\.\.\..{4}$/);
    }
    // Both made at the same simulated instant (timeScale 0): their order is by id, so compare sorted by type.
    expect(methods.rows.map((m) => [m.type, m.accountNumber, m.iban]).sort()).toEqual([['international_bank', null, 'GB****5432'], ['us_bank', '****3210', null]]);
    const text = await cli.run(['payment-methods', withMethods.id]);
    expect(text.out).not.toContain(FULL_ACCOUNT_NUMBER);
    expect(text.out).not.toContain(FULL_IBAN);
    expect(text.out.split('\n')[0]).toMatch(/^payment method\s+type\s+currency\s+label\s+identifiers\s+status\s+verification/);
    expect(text.err).toContain(withMethods.name);
    const search = await json<Listed<{ name: string }>>(['counterparties', '--search', withMethods.name.slice(0, 5).toLowerCase()]);
    expect(search.rows.map((c) => c.name)).toContain(withMethods.name);
    expect((await json<Listed<{ status: string }>>(['counterparties', '--status', 'archived'])).rows.every((c) => c.status === 'archived')).toBe(true);
  });
});

describe('export counterparties', () => {
  it('one row per counterparty and payment method, masked, formula-safe, read back with csv-parse', async () => {
    const out = path.join(workDir, 'counterparties.csv');
    const run = await cli.run(['export', 'counterparties', '--out', out]);
    expect(run.code, run.err).toBe(0);
    const raw = readFileSync(out, 'utf8');
    expect(raw).not.toContain(FULL_ACCOUNT_NUMBER);
    expect(raw).not.toContain(FULL_IBAN);
    const rows = parse(raw, { columns: true }) as Array<Record<string, string>>;
    const mine = rows.filter((r) => r['id'] === payee);
    expect(mine.map((r) => [r['paymentMethodType'], r['paymentMethodCurrency'], r['accountNumberLast4'], r['ibanMasked'], r['bic'], r['routingNumber']]).sort()).toEqual([
      ['international_bank', 'GBP', '', 'GB****5432', 'WESTGB2L', ''],
      ['us_bank', 'USD', '3210', '', '', '021000021'],
    ]);
    expect(mine.every((r) => r['name'] === `'=HYPERLINK("http://x") Vendor`)).toBe(true);
    expect(mine.find((r) => r['paymentMethodType'] === 'us_bank')!['paymentMethodLabel']).toBe("'@SUM(A1)");
    expect(new Set(mine.map((r) => r['paymentMethodId'])).size).toBe(2);
    // Every counterparty is there, each of its methods once.
    const cps = await json<Listed<{ id: string; paymentMethods: number }>>(['counterparties', '--limit', '1000']);
    for (const cp of cps.rows) expect(rows.filter((r) => r['id'] === cp.id).length).toBe(Math.max(cp.paymentMethods, 1));
    expect(rows.every((r) => r['walletAddressMasked'] === '' || /^.{6}\.\.\..{4}$/.test(r['walletAddressMasked']!))).toBe(true);
  });
});

describe('bad input: what to fix, and the exit code', () => {
  it.each([
    [['payments', '--status', 'bogus'], 2, /--status must be one of created, requires_action, in_review, .*; "bogus" is not/],
    [['payments', '--rail', 'sepa'], 2, /--rail must be one of ach, fedwire, swift, crypto, open; "sepa" is not/],
    [['collections', '--status', 'bogus'], 2, /--status must be one of pending, requires_action, submitted, .*; "bogus" is not/],
    [['transfers', '--status', 'bogus'], 2, /--status must be one of pending, completed, failed; "bogus" is not/],
    [['counterparties', '--status', 'bogus'], 2, /--status must be one of active, archived; "bogus" is not/],
    [['payments', '--limit', '0'], 2, /--limit must be a whole number from 1 to 1000/],
    [['payments', '--from', '2026-02-30'], 2, /--from must be a date YYYY-MM-DD/],
    [['payment-methods', 'cpt_doesnotexist'], 2, /cpt_doesnotexist is not in this app's records: run `treasury sync`, then see `treasury counterparties`/],
    [['payment-methods', 'acme'], 2, /"acme" is not a counterparty id \(cpt_…\): see `treasury counterparties`/],
    [['payment-methods'], 2, /`treasury payment-methods` takes CPT; got none/],
  ])('%j exits %i', async (argv, code, message) => {
    const run = await cli.run(argv);
    expect(run.code).toBe(code);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(/Unexpected failure/);
  });

  it('a payment method that is not in the cache names `treasury payment-methods CPT`', async () => {
    const usd = (await json<{ accounts: Array<{ accountId: string; currency: string | null }> }>(['balances'])).accounts.find((a) => a.currency === 'USD')!.accountId;
    const run = await cli.run(['pay', 'open', '--from', usd, '--method', 'pm_notcached', '--amount', '5', '--currency', 'USD']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--method: .*choose a payment method from `treasury payment-methods CPT`/);
    const badId = await cli.run(['pay', 'open', '--from', usd, '--method', 'wire-to-acme', '--amount', '5', '--currency', 'USD']);
    expect(badId.err).toMatch(/--method: .*choose one from `treasury payment-methods CPT`/);
  });
});

describe('offline', () => {
  it('cache lists still work; online reads exit 5 and say they need the server', async () => {
    const online = await json<Listed<PaymentRow>>(['payments', '--limit', '20']);
    const usd = (await json<{ accounts: Array<{ accountId: string; currency: string | null }> }>(['balances'])).accounts.find((a) => a.currency === 'USD')!.accountId;
    // The server down: every request goes to a port nothing listens on (the connection is refused).
    const closedUrl = `http://127.0.0.1:${await closedPort()}/v1`;
    const down: typeof fetch = (input, init) => fetch(String(input instanceof Request ? input.url : input).replace(sandbox.baseUrl, closedUrl), init);
    const offline = await cli.run(['payments', '--limit', '20', '--json'], { fetch: down });
    expect(offline.code, offline.err).toBe(0);
    expect(JSON.parse(offline.out)).toEqual(online);
    for (const list of [['collections'], ['transfers'], ['counterparties']]) expect((await cli.run(list, { fetch: down })).code).toBe(0);
    const deposit = await cli.run(['deposit-instructions', usd], { fetch: down });
    expect(deposit.code).toBe(5);
    expect(deposit.err).toMatch(/The server could not be reached .*Deposit instructions are read from the server only, not from the offline cache: try again when online/);
    const addresses = await cli.run(['blockchain-addresses', usd], { fetch: down });
    expect(addresses.code).toBe(5);
    expect(addresses.err).toMatch(/Blockchain addresses are read from the server only/);
  });
});
