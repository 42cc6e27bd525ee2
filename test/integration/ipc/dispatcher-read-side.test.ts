// The dispatcher over a REAL host (embedded sandbox, real keychain, SQLite cache): every
// implemented method answers an envelope that its output schema accepts, figures equal
// the cache's own, ledger windows page through ties without gap or repeat, an export
// lands in the data directory's exports/ folder, and no answer or event ever carries the
// API key or the private key.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHED_RESOURCES } from '../../../electron/cache';
import { CACHED_RESOURCE_NAMES, IPC_METHODS, IpcContract, accountFundingMethods, envelopeSchema, onboardingMethods, moneyMovementMethods, outboxDecisionMethods, type IpcMethod } from '../../../shared/ipc';

/** Moving money, the outbox's decisions, account funding and onboarding have their own tests (money-*.test.ts and onboarding-status.test.ts in this folder). */
const MONEY_METHODS: readonly string[] = [...Object.keys(moneyMovementMethods), ...Object.keys(outboxDecisionMethods), ...Object.keys(accountFundingMethods), ...Object.keys(onboardingMethods)];
import { IpcFixture } from './ipc-fixture';

type Row = { id: string; createdAt: string; transactionGroupId: string | null; referenceType: string | null; referenceId: string | null; amount: string; balance: string };
type Window = { rows: Row[]; olderCursor: string | null; newerCursor: string | null; lastSyncedAt: string | null };

let fx: IpcFixture;
const called = new Set<string>();

async function ok<T = Record<string, unknown>>(method: IpcMethod, input: unknown = {}): Promise<T> {
  called.add(method);
  const answer = await fx.call(method, input);
  expect(envelopeSchema(IpcContract[method].output).safeParse(answer).success, `${method}: ${JSON.stringify(answer).slice(0, 400)}`).toBe(true);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}

async function refused(method: IpcMethod, input: unknown) {
  called.add(method);
  const answer = await fx.call(method, input);
  if (answer.ok) throw new Error(`${method} answered ok`);
  return answer.error;
}

beforeAll(async () => {
  fx = new IpcFixture('sandbox');
  const report = await ok<{ state: string; fetched: Record<string, number> }>('sync.start', { mode: 'auto' });
  expect(report.state).toBe('synced');
  expect(report.fetched.ledgerTransactions).toBeGreaterThan(0);
});
afterAll(async () => {
  await fx?.close();
});

describe('setup and sync', () => {
  it('says which environment is active, its server and keys (the public half only)', async () => {
    const current = await ok<{ environment: string; profiles: Array<{ environment: string; baseUrl: string | null; current: boolean }> }>('environment.current');
    expect(current.environment).toBe('sandbox');
    expect(current.profiles).toEqual([
      { environment: 'sandbox', baseUrl: 'embedded', embedded: true, current: true },
      { environment: 'production', baseUrl: null, embedded: false, current: false },
    ]);
    const status = await ok<{ hasSigningKey: boolean; hasApiKey: boolean; role: string; publicKey: { base64: string; pem: string }; lastSyncedAt: string }>('environment.status');
    expect(status).toMatchObject({ hasSigningKey: true, hasApiKey: true, role: 'write' });
    const stored = await fx.host.services().keys.publicKey();
    expect(status.publicKey).toEqual({ base64: stored.base64, pem: stored.pem });
    expect(status.lastSyncedAt).toBe(fx.host.services().cache.syncState.lastSyncedAt('ledgerTransactions'));
    expect(await ok('keys.publicKey')).toEqual({ environment: 'sandbox', publicKey: { base64: stored.base64, pem: stored.pem } });
    expect(await ok('environment.statusOf', { environment: 'sandbox' })).toEqual(status);
    expect(await ok('environment.statusOf', { environment: 'production' })).toEqual({
      environment: 'production', current: false, baseUrl: null, embedded: false, hasSigningKey: false, hasApiKey: false, role: null, publicKey: null, lastSyncedAt: null,
    });
  });

  it('reports sync progress and the state per list, and knows it is online', async () => {
    expect(fx.events.some((e) => e.type === 'sync.progress' && e.resource === 'ledgerTransactions')).toBe(true);
    expect(fx.events.filter((e) => e.type === 'sync.finished')).toHaveLength(1);
    expect(fx.events).toContainEqual({ type: 'connection.changed', environment: 'sandbox', online: true });
    const state = await ok<{ running: boolean; online: boolean; lastSynced: Record<string, string | null>; lastReport: { state: string } }>('sync.state');
    expect(state).toMatchObject({ environment: 'sandbox', running: false, online: true, lastReport: { state: 'synced' } });
    expect([...CACHED_RESOURCE_NAMES].sort()).toEqual([...CACHED_RESOURCES].sort());
    for (const name of CACHED_RESOURCE_NAMES) expect(state.lastSynced[name]).toBe(fx.host.services().cache.syncState.lastSyncedAt(name));
    expect(await ok('sync.cancel')).toEqual({ cancelled: false });
    expect(await ok('connection.test')).toMatchObject({ environment: 'sandbox', online: true });
  });

  it('cancels a running sync: what was synced stays', async () => {
    const running = fx.call('sync.start', { mode: 'full' });
    expect(await ok('sync.cancel')).toEqual({ cancelled: true });
    const answer = await running;
    expect(answer).toMatchObject({ ok: true, value: { state: 'aborted', mode: 'full' } });
    expect(fx.host.services().cache.ledgerTransactions.count()).toBeGreaterThan(0);
  });

  it('takes keys in, answers only what is public, and keeps working after the graph is rebuilt', async () => {
    const exists = await refused('keys.generate', {});
    expect(exists.kind).toBe('conflict');
    const imported = await ok<{ unchanged: boolean; publicKey: { base64: string } }>('keys.import', { privateKey: await fx.privateKeyPem() });
    expect(imported.unchanged).toBe(true);
    const apiKey = await fx.storeFor('sandbox').get('api-key');
    expect(await ok('keys.setApiKey', { apiKey, role: 'write' })).toEqual({ done: true, role: 'write' });
    expect(await ok('environment.setBaseUrl', { environment: 'sandbox', baseUrl: 'embedded' })).toEqual({ environment: 'sandbox', baseUrl: 'embedded', embedded: true, current: true });
    expect((await ok<{ state: string }>('sync.start', {})).state).toBe('synced');
  });

  it('switches environment: production has no server and no keys until set up', async () => {
    expect((await refused('environment.setBaseUrl', { environment: 'production', baseUrl: 'http://example.com/v1' })).kind).toBe('input');
    expect(await ok('environment.setBaseUrl', { environment: 'production', baseUrl: 'https://bank.example/v1' })).toMatchObject({ environment: 'production', baseUrl: 'https://bank.example/v1', current: false });
    const production = await ok('environment.switch', { environment: 'production' });
    expect(production).toMatchObject({ environment: 'production', baseUrl: 'https://bank.example/v1', hasSigningKey: false, hasApiKey: false, publicKey: null });
    expect(fx.events).toContainEqual({ type: 'environment.changed', environment: 'production' });
    expect((await refused('connection.test', {})).kind).toBe('not_configured');
    expect((await ok<{ rows: unknown[] }>('ledger.window', {})).rows).toEqual([]);
    expect(await ok('environment.switch', { environment: 'sandbox' })).toMatchObject({ environment: 'sandbox', hasApiKey: true });
  });
});

describe('reading the cache', () => {
  it('balances are exactly the cache\'s, money as strings', async () => {
    const balances = await ok<{ accounts: Array<{ accountId: string; balance: string | null }> }>('balances.list');
    expect(balances).toEqual(JSON.parse(JSON.stringify(fx.host.services().cache.ledgerTransactions.balances())));
    expect(balances.accounts.length).toBeGreaterThan(0);
    expect(balances.accounts.every((a) => typeof a.balance === 'string')).toBe(true);
    const accountId = balances.accounts[0]!.accountId;
    const history = await ok<{ points: Array<{ at: string; balance: string }> }>('balances.history', { accountId, maxPoints: 50 });
    expect(history.points.length).toBeGreaterThan(0);
    expect(history.points).toEqual(fx.host.services().cache.ledgerTransactions.balanceHistory({ accountId, maxPoints: 50 }));
  });

  it('ledger windows page through entries posted at one instant without gap or repeat, both ways', async () => {
    const reference = await ok<Window>('ledger.window', { limit: 500 });
    const tie = reference.rows.findIndex((row, i) => i > 0 && reference.rows[i + 1]?.createdAt === row.createdAt);
    expect(tie, 'the demo ledger has entries posted at one instant').toBeGreaterThan(0);
    const limit = tie + 1; // a page ends between two entries of one instant
    const pages: Window[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 4; i += 1) {
      const page: Window = await ok<Window>('ledger.window', { limit, ...(cursor !== null ? { cursor } : {}) });
      pages.push(page);
      cursor = page.olderCursor;
    }
    expect(pages.flatMap((p) => p.rows).map((r) => r.id)).toEqual(reference.rows.slice(0, 4 * limit).map((r) => r.id));
    expect(pages[0]!.rows.at(-1)!.createdAt).toBe(pages[1]!.rows[0]!.createdAt);
    const back = await ok<Window>('ledger.window', { limit, cursor: pages[2]!.newerCursor, towards: 'newer' });
    expect(back.rows.map((r) => r.id)).toEqual(pages[1]!.rows.map((r) => r.id));
    expect(reference.rows.every((r) => /^[0-9]+(\.[0-9]+)?$/.test(r.amount) && /^[0-9]+(\.[0-9]+)?$/.test(r.balance))).toBe(true);
    expect((await refused('ledger.window', { limit: 501 })).fields?.[0]?.field).toBe('limit');
    const count = await ok<{ total: number }>('ledger.count', {});
    expect(count.total).toBe(fx.host.services().cache.ledgerTransactions.count());
    const at = await ok<Window & { startIndex: number }>('ledger.window', { startIndex: limit + 1, limit });
    expect(at.startIndex).toBe(limit + 1);
    expect(at.rows.map((r) => r.id)).toEqual(reference.rows.slice(limit + 1, 2 * limit + 1).map((r) => r.id));
  });

  it('a ledger row comes with its transaction group and the payment it belongs to', async () => {
    const rows = (await ok<Window>('ledger.window', { types: ['fee'], limit: 20 })).rows.filter((r) => r.referenceType === 'payment' && r.transactionGroupId !== null);
    expect(rows.length).toBeGreaterThan(0);
    const fee = rows[0]!;
    const detail = await ok<{ row: Row; group: Row[]; linked: { kind: string; payment: { id: string } } | null }>('ledger.detail', { id: fee.id });
    expect(detail.row).toEqual(fee);
    expect(detail.group.map((r) => r.id)).toContain(fee.id);
    expect(detail.group.length).toBeGreaterThan(1);
    expect(detail.group.every((r) => r.transactionGroupId === fee.transactionGroupId)).toBe(true);
    expect(detail.linked).toMatchObject({ kind: 'payment', payment: { id: fee.referenceId } });
    expect(await refused('ledger.detail', { id: 'txn_missing' })).toMatchObject({ kind: 'input', code: 'not_found' });
  });

  it('lists page by keyset with their filters; details by id', async () => {
    const first = await ok<{ rows: Array<{ id: string; rail: string; sendAmount: { amount: string } | null }>; nextCursor: string | null }>('payments.list', { limit: 5 });
    expect(first.rows).toHaveLength(5);
    const second = await ok<{ rows: Array<{ id: string }> }>('payments.list', { limit: 5, cursor: first.nextCursor });
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(10);
    const ach = await ok<{ rows: Array<{ rail: string }> }>('payments.list', { rails: ['ach'], limit: 50 });
    expect(ach.rows.length).toBeGreaterThan(0);
    expect(ach.rows.every((r) => r.rail === 'ach')).toBe(true);
    expect(await ok('payments.detail', { id: first.rows[0]!.id })).toMatchObject({ payment: { id: first.rows[0]!.id } });
    for (const [list, detail, key] of [['collections.list', 'collections.detail', 'collection'], ['transfers.list', 'transfers.detail', 'transfer']] as const) {
      const listed = await ok<{ rows: Array<{ id: string; amount: { amount: string; minorUnits: string } }> }>(list, { limit: 3 });
      expect(listed.rows.length).toBeGreaterThan(0);
      expect(typeof listed.rows[0]!.amount.minorUnits).toBe('string');
      expect(await ok(detail, { id: listed.rows[0]!.id })).toMatchObject({ [key]: { id: listed.rows[0]!.id } });
    }
    expect((await refused('payments.list', { statuses: ['paid'] })).fields?.[0]?.field).toBe('statuses.0');
  });

  it('counterparties with their payment methods, identifiers masked', async () => {
    const listed = await ok<{ rows: Array<{ id: string; name: string; paymentMethods: number }> }>('counterparties.list', { limit: 100 });
    const payee = listed.rows.find((c) => c.paymentMethods > 0)!;
    const searched = await ok<{ rows: Array<{ id: string }> }>('counterparties.list', { search: payee.name.slice(0, 5) });
    expect(searched.rows.map((r) => r.id)).toContain(payee.id);
    const detail = await ok<{ paymentMethods: Array<{ id: string; accountNumber: string | null; iban: string | null }> }>('counterparties.detail', { id: payee.id });
    expect(detail.paymentMethods).toHaveLength(payee.paymentMethods);
    for (const m of detail.paymentMethods) {
      if (m.accountNumber !== null) expect(m.accountNumber).toMatch(/^\*{4}\d{4}$/);
      if (m.iban !== null) expect(m.iban).toMatch(/^[A-Z]{2}\*{4}/);
    }
    expect((await ok<{ rows: unknown[] }>('paymentMethods.list', { counterpartyId: payee.id })).rows).toEqual(detail.paymentMethods);
  });
});

describe('exports, outbox and audit', () => {
  it('writes the ledger into the data directory\'s exports/ folder under a generated name', async () => {
    const accountId = fx.host.services().cache.ledgerTransactions.balances().accounts[0]!.accountId;
    const result = await ok<{ path: string; fileName: string; rowsWritten: number }>('exports.ledger', { accountIds: [accountId], bom: true });
    expect(path.dirname(result.path)).toBe(path.join(fx.dataDir, 'exports'));
    expect(result.fileName).toMatch(/^ledger-sandbox-\d{8}-\d{6}-[0-9a-f]{6}\.csv$/);
    const text = readFileSync(result.path, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records = parse(text.slice(1), { columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(result.rowsWritten);
    expect(result.rowsWritten).toBe(fx.host.services().cache.ledgerTransactions.count({ accountIds: [accountId] }));
    expect(statSync(result.path).mode & 0o077).toBe(0);
    expect(fx.events).toContainEqual({ type: 'export.progress', kind: 'ledger', fileName: result.fileName, rowsWritten: result.rowsWritten, rowsTotal: result.rowsWritten });
    expect(await ok('exports.cancel')).toEqual({ cancelled: false });
    for (const kind of ['payments', 'counterparties', 'audit'] as const) {
      const other = await ok<{ rowsWritten: number; fileName: string }>(`exports.${kind}`, {});
      expect(other.rowsWritten).toBeGreaterThan(0);
      expect(other.fileName.startsWith(`${kind}-sandbox-`)).toBe(true);
    }
    const cache = fx.host.services().cache;
    const collections = await ok<{ rowsWritten: number; fileName: string }>('exports.collections', {});
    expect(collections.rowsWritten).toBe(cache.collections.listCollections({ limit: 1000 }).items.length);
    expect(collections.fileName.startsWith('collections-sandbox-')).toBe(true);
    const transfers = await ok<{ rowsWritten: number; fileName: string }>('exports.transfers', { search: 'no transfer has this text' });
    expect(transfers.rowsWritten).toBe(0);
    expect((await refused('exports.ledger', { outPath: '/tmp/x.csv' })).fields?.[0]?.message).toMatch(/outPath/);
    // A statement of the last year of that account: previewed, then written beside the others.
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const preview = await ok<{ entryCount: number; closing: string }>('statements.preview', { accountId, from, to });
    const statement = await ok<{ fileName: string; rowsWritten: number; summary: { closing: string } }>('statements.export', { accountId, from, to, format: 'ofx' });
    expect(statement.fileName).toMatch(new RegExp(`^statement-[a-z0-9-]+-${from}_${to}-ofx\\.ofx$`));
    expect([statement.rowsWritten, statement.summary.closing]).toEqual([preview.entryCount, preview.closing]);
    expect((await refused('statements.export', { accountId, from, to, format: 'ofx', outPath: '/tmp/x.ofx' })).fields?.[0]?.message).toMatch(/outPath/);
  });

  it('the outbox and the audit trail read as the journal holds them', async () => {
    const outbox = await ok<{ entries: unknown[] }>('outbox.list', {});
    expect(outbox.entries).toHaveLength(fx.host.services().money.outbox.list({ limit: 1000 }).length);
    const verdict = await ok<{ ok: boolean; entries: number }>('audit.verify');
    expect(verdict.ok).toBe(true);
    expect(await ok('audit.backlog')).toEqual({ backlog: null });
    let afterSeq = 0;
    let seen = 0;
    const requests: Array<{ path: string | null; operation: string | null; operationWords: string | null }> = [];
    for (;;) {
      const page: { entries: Array<{ seq: number; kind: string; method: string | null; path: string | null; operation: string | null; operationWords: string | null }>; nextAfterSeq: number | null } = await ok('audit.page', { afterSeq, limit: 200 });
      seen += page.entries.length;
      requests.push(...page.entries.filter((entry) => entry.kind === 'request'));
      if (page.nextAfterSeq === null) break;
      afterSeq = page.nextAfterSeq;
    }
    expect(seen).toBeGreaterThanOrEqual(verdict.entries);
    expect(seen).toBeGreaterThan(0);
    // Every request the sync sent is said by its operation, from main (the window only adds how it ended).
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((entry) => entry.operation === null || entry.operationWords === null)).toEqual([]);
    expect(requests.find((entry) => entry.path?.startsWith('/v1/transactions?') === true)).toMatchObject({ operation: 'listTransactions', operationWords: 'Read the ledger entries' });
  });
});

describe('secrets', () => {
  it('every implemented method was called, and no answer or event carries the API key or the private key in any form', async () => {
    const implemented = IPC_METHODS.filter((m) => !MONEY_METHODS.includes(m));
    expect(implemented.filter((m) => !called.has(m))).toEqual([]);
    const secrets = await fx.secrets();
    expect(secrets.length).toBeGreaterThanOrEqual(8);
    const transcript = fx.transcript.join('\n');
    expect(transcript.length).toBeGreaterThan(10_000);
    for (const secret of secrets) expect(transcript.includes(secret), `a secret (${secret.length} characters) crossed IPC`).toBe(false);
  });
});
