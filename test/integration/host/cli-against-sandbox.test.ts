// The command-line companion over the real host, the real keychain, the real cache and
// a real local sandbox on loopback: keys, registration, sync, offline reads, CSV export,
// and no secret left anywhere afterwards.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { cachePath } from '../../../electron/cache';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { addDecimals, subtractDecimals } from '../../../shared/money';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from './cli-harness';

const ADMIN_TOKEN = 'cli-test-admin-token';
// One line: a counterparty name with a line break is refused before it is sent (shared/requests).
const TRICKY_NAME = '=HYPERLINK("http://evil.example"), "Zürich" — 東京; line two 🚀';

let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-'));
  cli = new CliHarness(path.join(workDir, 'data'));
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('treasury CLI against a local sandbox', () => {
  it('says what is missing before keys exist', async () => {
    expect((await cli.run(['env', 'set-url', 'sandbox', sandbox.baseUrl])).code).toBe(0);
    const sync = await cli.run(['sync']);
    expect(sync.code).toBe(3);
    expect(sync.err).toMatch(/key/i);
    const usage = await cli.run(['ledger', '--limit', 'many']);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/--limit must be a whole number/);
    expect((await cli.run(['frobnicate'])).code).toBe(2);
  });

  it('generates a key and registers it with the sandbox', async () => {
    const generated = await cli.run(['keys', 'generate', '--json']);
    expect(generated.code).toBe(0);
    const { publicKeyBase64: pub } = JSON.parse(generated.out) as { publicKeyBase64: string };
    expect(Buffer.from(pub, 'base64')).toHaveLength(32);
    expect((await cli.run(['keys', 'generate'])).code).toBe(1);

    const refused = await cli.run(['sandbox', 'register', '--admin-token', 'wrong']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/admin token/);
    const registered = await cli.run(['sandbox', 'register', '--admin-token', ADMIN_TOKEN]);
    expect(registered.code).toBe(0);
    const shown = JSON.parse((await cli.run(['env', 'show', '--json'])).out) as { environments: Array<{ environment: string; keys?: { hasApiKey: boolean; role: string } }> };
    expect(shown.environments.find((e) => e.environment === 'sandbox')?.keys).toMatchObject({ hasApiKey: true, role: 'write' });
  });

  it('syncs, then shows the same balances as the server', async () => {
    const sync = await cli.run(['sync', '--json']);
    expect(sync.code).toBe(0);
    expect(JSON.parse(sync.out)).toMatchObject({ state: 'synced' });
    const balances = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ accountId: string; balance: string | null }>; lastSyncedAt: string };
    expect(balances.lastSyncedAt).not.toBeNull();

    const seed = generateSigningKey();
    const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'read');
    const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
    const latest = new Map<string, string>();
    for await (const txn of api.listTransactions({ limit: 200 })) latest.set(txn.accountId, txn.balance);
    expect(latest.size).toBeGreaterThan(0);
    for (const [accountId, balance] of latest) {
      expect(balances.accounts.find((a) => a.accountId === accountId)?.balance).toBe(balance);
    }
  });

  it('picks up new activity incrementally, tricky text included', async () => {
    const seed = generateSigningKey();
    const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
    const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
    const cp = await api.createCounterparty({ entityType: 'business', name: TRICKY_NAME });
    const pm = await api.createPaymentMethod(cp.data.id, { type: 'open', currency: 'USD', openId: '@tricky.vendor.usd' });
    const usd = (await api.listAccounts().toArray()).find((a) => a.currency === 'USD');
    if (!usd) throw new Error('no USD account');
    await api.createOpenPayment({ sourceAccountId: usd.id, paymentMethodId: pm.data.id, counterpartyId: cp.data.id, amount: { currency: 'USD', value: '123456' }, reference: 'INV-1, "Q4"' });

    expect((await cli.run(['sync'])).code).toBe(0);
    const found = JSON.parse((await cli.run(['ledger', '--search', '東京', '--json'])).out) as { rows: Array<{ amount: string; description: string }> };
    expect(found.rows).toHaveLength(1);
    expect(found.rows[0]).toMatchObject({ amount: '1234.56' });
    expect(found.rows[0]?.description).toContain(TRICKY_NAME);
  });

  it('exports CSV that an independent parser reads back exactly, summing to the cache', async () => {
    const ledgerCsv = path.join(workDir, 'out', 'ledger.csv');
    const missingDir = await cli.run(['export', 'ledger', '--out', ledgerCsv]);
    expect(missingDir.code).toBe(2); // input to fix: the folder to write into
    expect(missingDir.err).toMatch(/out/);
    mkdirSync(path.join(workDir, 'out'));
    const exported = await cli.run(['export', 'ledger', '--out', ledgerCsv, '--bom', '--json']);
    expect(exported.code, exported.err).toBe(0);
    const bytes = readFileSync(ledgerCsv);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes, { bom: true, columns: true, relax_quotes: false }) as Array<Record<string, string>>;
    expect(rows.length).toBe(JSON.parse(exported.out).rowsWritten);
    const tricky = rows.find((r) => r['description']?.includes('東京'));
    expect(tricky?.['description']).toContain(TRICKY_NAME);

    const net = new Map<string, string>();
    for (const row of rows) net.set(row['currency']!, addDecimals(net.get(row['currency']!) ?? '0', row['signedAmount']!));
    const cache = new Database(cachePath(cli.dataDir, 'sandbox', sandbox.baseUrl), { readonly: true });
    try {
      const entries = cache.prepare('SELECT currency, amount, direction FROM ledger_transactions').all() as Array<{ currency: string; amount: string; direction: string }>;
      const expected = new Map<string, string>();
      for (const t of entries) {
        const current = expected.get(t.currency) ?? '0';
        expected.set(t.currency, t.direction === 'credit' ? addDecimals(current, t.amount) : subtractDecimals(current, t.amount));
      }
      expect(entries.length).toBe(rows.length);
      for (const [currency, sum] of expected) expect(subtractDecimals(net.get(currency) ?? '0', sum)).toMatch(/^0(\.0+)?$/);
    } finally {
      cache.close();
    }

    const counterpartiesCsv = path.join(workDir, 'out', 'counterparties.csv');
    expect((await cli.run(['export', 'counterparties', '--out', counterpartiesCsv])).code).toBe(0);
    const cps = parse(readFileSync(counterpartiesCsv), { columns: true }) as Array<Record<string, string>>;
    // A cell starting with "=" is neutralised against formula injection; the text is otherwise intact.
    expect(cps.map((c) => c['name'])).toContain(`'${TRICKY_NAME}`);
  });

  it('keeps serving the cache offline, and says so when a sync cannot reach the server', async () => {
    await sandbox.close();
    const ledger = await cli.run(['ledger', '--limit', '5', '--json']);
    expect(ledger.code).toBe(0);
    expect(JSON.parse(ledger.out).rows).toHaveLength(5);
    const sync = await cli.run(['sync']);
    expect(sync.code).toBe(5);
    expect(sync.err).toMatch(/could not be reached; the cache is as of \d{4}-/);
  });

  it('keeps production apart: its requests never go to the sandbox, its cache holds no sandbox row', async () => {
    expect((await cli.run(['--env', 'production', 'env', 'set-url', 'production', sandbox.baseUrl])).err).toMatch(/Production needs https/);
    expect((await cli.run(['env', 'set-url', 'production', 'https://payments.invalid/v1'])).code).toBe(0);
    expect((await cli.run(['--env', 'production', 'keys', 'generate'])).code).toBe(0);
    const sandboxKey = await cli.storeFor('sandbox').get('api-key');
    const wrongPrefix = await cli.run(['--env', 'production', 'keys', 'set-api-key'], { stdin: `${sandboxKey}\n` });
    expect(wrongPrefix.code).not.toBe(0);
    expect(wrongPrefix.err).not.toContain(sandboxKey);
    expect((await cli.run(['--env', 'production', 'keys', 'set-api-key'], { stdin: `sk_live_${'a1B2'.repeat(8)}\n` })).code).toBe(0);

    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const sync = await cli.run(['--env', 'production', 'sync'], { fetch: recording });
    expect(sync.code).toBe(5);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => u.startsWith('https://payments.invalid/v1/'))).toBe(true);
    const production = new Database(cachePath(cli.dataDir, 'production', 'https://payments.invalid/v1'), { readonly: true });
    try {
      expect(production.prepare('SELECT count(*) FROM ledger_transactions').pluck().get()).toBe(0);
    } finally {
      production.close();
    }
    expect(JSON.parse((await cli.run(['--env', 'production', 'balances', '--json'])).out).accounts).toEqual([]);
  });

  it('left no secret in the data directory, the exports or anything it printed', async () => {
    const secrets = await cli.secrets();
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    const files = [...filesUnder(cli.dataDir), ...filesUnder(path.join(workDir, 'out'))];
    expect(files.some((f) => /cache-[0-9a-f]{16}\.sqlite$/.test(f))).toBe(true);
    for (const file of files) {
      const content = readFileSync(file);
      for (const secret of secrets) expect(content.includes(Buffer.from(secret, 'latin1')), `${file} holds a secret`).toBe(false);
    }
    const printed = cli.transcript.join('\n');
    for (const secret of secrets) expect(printed.includes(secret)).toBe(false);
  });
});
