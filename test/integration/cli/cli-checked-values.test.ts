// Values checked per command, over the real host, keychain, cache and a local sandbox:
// filters that filter, values outside their lists refused with the valid ones (exit 2),
// options of another rail refused, a negative amount reaching the amount check, field
// errors naming the flags typed, and input to fix exiting 2.
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

const ADMIN_TOKEN = 'cli-values-admin';
let sandbox: RunningSandbox;
let workDir: string;
let cli: CliHarness;
let usdAccount: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'demo', timeScale: 0, adminToken: ADMIN_TOKEN });
  workDir = mkdtempSync(path.join(tmpdir(), 'treasury-cli-values-'));
  cli = new CliHarness(path.join(workDir, 'data'));
  await cli.connectAndSync(sandbox.baseUrl, ADMIN_TOKEN);
  const balances = JSON.parse((await cli.run(['balances', '--json'])).out) as { accounts: Array<{ accountId: string; currency: string | null }> };
  usdAccount = balances.accounts.find((a) => a.currency === 'USD')!.accountId;
});
afterAll(async () => {
  await sandbox?.close();
  await cli?.removeKeychainEntries();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('filters that filter', () => {
  it('`ledger --type` and `export ledger --type` keep only that type', async () => {
    const all = JSON.parse((await cli.run(['ledger', '--limit', '500', '--json'])).out) as { rows: Array<{ type: string }> };
    const type = all.rows[0]!.type;
    const expected = all.rows.filter((r) => r.type === type).length;
    expect(expected).toBeLessThan(all.rows.length);
    const filtered = JSON.parse((await cli.run(['ledger', '--limit', '500', '--type', type, '--json'])).out) as { rows: Array<{ type: string }> };
    expect(filtered.rows.length).toBeGreaterThanOrEqual(expected);
    expect(filtered.rows.every((r) => r.type === type)).toBe(true);

    const out = path.join(workDir, `ledger-${type}.csv`);
    const exported = await cli.run(['export', 'ledger', '--out', out, '--type', type]);
    expect(exported.code, exported.err).toBe(0);
    const rows = parse(readFileSync(out), { columns: true }) as Array<Record<string, string>>;
    expect(rows.length).toBeGreaterThanOrEqual(expected);
    expect(rows.every((r) => r['type'] === type)).toBe(true);
  });
});

describe('exports of a view', () => {
  it('`export ledger --direction --search` writes the rows `ledger` lists for them; collections, transfers and the audit trail export with their filters', async () => {
    const listed = JSON.parse((await cli.run(['ledger', '--limit', '500', '--type', 'fee', '--json'])).out) as { rows: Array<{ id: string; direction: string }> };
    const debits = listed.rows.filter((row) => row.direction === 'debit');
    const streamed = await cli.run(['export', 'ledger', '--out', '-', '--type', 'fee', '--direction', 'debit']);
    expect(streamed.code, streamed.err).toBe(0);
    const rows = parse(streamed.out, { columns: true }) as Array<Record<string, string>>;
    expect(new Set(rows.map((row) => row['id']))).toEqual(new Set(debits.map((row) => row.id)));
    expect(Object.keys(rows[0] ?? {})).toEqual(expect.arrayContaining(['createdAt (UTC)', 'accountName', 'counterpartyName']));
    const none = await cli.run(['export', 'ledger', '--out', '-', '--search', 'no entry says this']);
    expect(parse(none.out, { columns: true })).toEqual([]);

    const collections = await cli.run(['export', 'collections', '--out', '-']);
    expect(collections.code, collections.err).toBe(0);
    expect(collections.out.split('\r\n')[0]).toContain('destinationAccountName');
    const transfers = await cli.run(['export', 'transfers', '--out', '-', '--account', usdAccount]);
    expect(transfers.code, transfers.err).toBe(0);
    for (const row of parse(transfers.out, { columns: true }) as Array<Record<string, string>>) expect([row['sourceAccountId'], row['destinationAccountId']]).toContain(usdAccount);
    const audit = await cli.run(['export', 'audit', '--out', '-', '--kind', 'request', '--outcome', 'success']);
    expect(audit.code, audit.err).toBe(0);
    const auditRows = parse(audit.out, { columns: true }) as Array<Record<string, string>>;
    expect(auditRows.length).toBeGreaterThan(0);
    expect(auditRows.every((row) => row['kind'] === 'request' && row['outcome'] === 'success')).toBe(true);
    expect((await cli.run(['export', 'ledger', '--out', '-', '--direction', 'out'])).code).toBe(2);
  });
});

describe('export destinations', () => {
  it('writes the CSV to standard output with `--out -`, and replaces a file only with --force', async () => {
    const streamed = await cli.run(['export', 'ledger', '--out', '-', '--type', 'payment_out']);
    expect(streamed.code, streamed.err).toBe(0);
    const rows = parse(streamed.out, { columns: true }) as Array<Record<string, string>>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r['type'] === 'payment_out')).toBe(true);
    expect(streamed.err).toMatch(new RegExp(`Wrote ${rows.length} rows to standard output`));

    const file = path.join(workDir, 'twice.csv');
    expect((await cli.run(['export', 'counterparties', '--out', file])).code).toBe(0);
    const again = await cli.run(['export', 'counterparties', '--out', file]);
    expect(again.code).toBe(2);
    expect((await cli.run(['export', 'counterparties', '--out', file, '--force'])).code).toBe(0);
    expect((await cli.run(['export', 'audit', '--out', '-', '--force'])).err).toMatch(/--force replaces a file: it does not apply to --out -/);
  });
});

describe('values refused with what to write instead (exit 2)', () => {
  it.each([
    [['ledger', '--type', 'fees'], /--type must be one of payment_out, payment_in, .*; "fees" is not/],
    [['export', 'payments', '--out', 'p.csv', '--status', 'done'], /--status must be one of created, requires_action, .*; "done" is not/],
    [['export', 'counterparties', '--out', 'c.csv', '--status', 'completed'], /--status must be one of active, archived; "completed" is not/],
    [['outbox', '--state', 'bogus'], /--state must be one of pending, sent, succeeded, failed, unknown; "bogus" is not/],
    [['ledger', '--from', '2026-03-31', '--to', '2026-01-01'], /--from 2026-03-31 is after --to 2026-01-01: nothing could match/],
    [['pay', 'ach', '--from', 'acc_x', '--charge-bearer', 'OUR'], /--charge-bearer applies to `pay swift`, not to `pay ach`/],
    [['pay', 'fedwire', '--from', 'acc_x', '--same-day'], /--same-day applies to `pay ach`, not to `pay fedwire`/],
    [['ledger', '--state', 'sent'], /--state is not an option of `treasury ledger` \(it is an option of `outbox`\)/],
  ])('%j', async (argv, message) => {
    const run = await cli.run(argv);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
    expect(run.err).not.toMatch(/Unexpected failure|Usage: treasury/);
  });

  it('takes `--amount -5` to the amount check, which says what to fix', async () => {
    const run = await cli.run(['pay', 'open', '--from', usdAccount, '--method', 'pm_missing', '--amount', '-5', '--currency', 'USD']);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--amount: .*negative; enter the amount without a minus sign/);
    expect(run.err).not.toMatch(/Usage: treasury/);
  });

  it('names the flags typed, not the API fields', async () => {
    const pay = await cli.run(['pay', 'open', '--from', 'acc_nope', '--method', 'pm_nope', '--amount', '5', '--currency', 'USD']);
    expect(pay.code).toBe(2);
    expect(pay.err).toMatch(/^ {2}--from: /m);
    expect(pay.err).toMatch(/^ {2}--method: /m);
    expect(pay.err).not.toMatch(/sourceAccountId|paymentMethodId/);
    const cp = JSON.parse((await cli.run(['export', 'counterparties', '--out', path.join(workDir, 'cps.csv'), '--json'])).out) as { rowsWritten: number };
    expect(cp.rowsWritten).toBeGreaterThan(0);
    const cpts = parse(readFileSync(path.join(workDir, 'cps.csv')), { columns: true }) as Array<Record<string, string>>;
    const active = cpts.find((c) => c['status'] === 'active')!;
    const method = await cli.run(['payment-method', 'add', active['id']!, '--type', 'us_bank', '--currency', 'USD', '--routing', '021000021', '--account-number', '123456789']);
    expect(method.code).toBe(2);
    expect(method.err).toMatch(/--holder: /);
    expect(method.err).not.toMatch(/accountHolderName/);
  });

  it('refuses a plain-http production URL and a malformed API key as input to fix', async () => {
    const url = await cli.run(['env', 'set-url', 'production', 'http://payments.example/v1']);
    expect(url.code).toBe(2);
    expect(url.err).toMatch(/https/);
    const key = await cli.run(['keys', 'set-api-key'], { stdin: 'not a key at all\n' });
    expect(key.code).toBe(2);
    expect(key.err).toMatch(/API key/);
  });
});

describe('messages that name what to type', () => {
  it('a second `keys generate` names --replace and `keys rotate`', async () => {
    const again = await cli.run(['keys', 'generate']);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/`treasury keys generate --replace`/);
    expect(again.err).toMatch(/`treasury keys rotate`/);
  });

  it('says "Not sent" once, naming the --acknowledge flags, when a warning is not acknowledged', async () => {
    const seed = generateSigningKey();
    const { apiKey } = sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
    const api = createPaymentsClient({ environment: 'sandbox', baseUrl: sandbox.baseUrl, apiKey, signer: ed25519Signer(seed) }).api;
    const payee = await api.createCounterparty({ entityType: 'business', name: 'Never Paid Before Ltd' });
    const openMethod = (await api.createPaymentMethod(payee.data.id, { type: 'open', currency: 'USD', openId: '@never.paid.usd' })).data.id;
    expect((await cli.run(['sync'])).code).toBe(0);
    const pay = ['pay', 'open', '--from', usdAccount, '--method', openMethod, '--amount', '12.34', '--currency', 'USD'];
    const dry = JSON.parse((await cli.run([...pay, '--json'])).out) as { prepared: { checks: Array<{ code: string; severity: string }> } };
    const warnings = dry.prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code);
    expect(warnings.length).toBeGreaterThan(0);
    const refused = await cli.run([...pay, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.err.match(/Not sent/g)).toHaveLength(1);
    for (const code of warnings) expect(refused.err).toContain(`--acknowledge ${code}`);
  });
});
