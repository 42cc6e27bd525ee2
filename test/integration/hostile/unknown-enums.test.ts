// Values a newer API may send, and values no API should (issue 10, item 6), through the
// app's real client (node:http), cache, sync, outbox and write flows against a server
// that answers what each test says:
// - an enum value this app does not know (a new payment status, a new ledger type) is
//   kept as it came: the page is cached and the sync completes; a POST answered 201 with
//   such a status is a created payment, not "outcome unknown";
// - an amount of a million digits, or a negative amount where the spec means a magnitude,
//   is refused with the typed response_validation error, and nothing of its page is written.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../../electron/audit';
import { openJournal, type Journal } from '../../../electron/journal';
import { createOutbox } from '../../../electron/outbox';
import { createWriteFlows } from '../../../electron/write-flows';
import { isKnownValue, LEDGER_TRANSACTION_TYPES, PAYMENT_STATUSES } from '../../../shared/schemas';
import { errorBody, sendJson } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, serveLedger, type LedgerPageJson } from '../../support/hostile-server/ledger-book';
import { cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';
import { NOW, seededCache } from '../../unit/write-flows/write-flow-fixtures';
import { keepingSentRecords } from '../../support/keeping-outbox';
import { manualClock } from '../../support/manual-clock';

const PAGE = 5;
const entries = ledgerEntries(3 * PAGE);
const HOSTILE_AFTER = entries[PAGE - 1]?.id ?? '';
const FIRST_PAGE_IDS = entries.slice(0, PAGE).map((e) => e.id);
const HOSTILE_PAGE_IDS = entries.slice(PAGE, 2 * PAGE).map((e) => e.id);

const journals: Journal[] = [];
const dirs: string[] = [];
const suite = useHostileServer({
  afterEachTest: () => {
    for (const j of journals.splice(0)) j.close();
  },
  afterAllTests: () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
});

function harness(): HostileHarness {
  return suite.harness({ timeoutMs: 10_000, service: { pageSize: PAGE } });
}

/** The ledger, with the third item of the page after HOSTILE_AFTER changed by `change`. */
function ledgerWithChangedItem(change: (item: Record<string, unknown>) => void): void {
  suite.server.route((req, res) => {
    serveLedger(req, res, entries, (page: LedgerPageJson, after) => {
      if (after !== HOSTILE_AFTER) return page;
      const items = page.items.map((item) => ({ ...(item as Record<string, unknown>) }));
      change(items[2] as Record<string, unknown>);
      return { ...page, items };
    });
  });
}

const payment = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `pmt_new${n}`, customerId: 'cus_org', status: 'processing', rail: 'ach', createdAt: `2026-02-01T10:00:0${n}.000Z`, updatedAt: `2026-02-01T10:00:0${n}.000Z`,
  sendAmount: { currency: 'USD', exponent: 2, value: '150000', displayValue: '1500.00' }, ...overrides,
});

/** GET /payments answers `items` as one last page; anything else is a 404. */
function paymentsList(items: unknown[]): void {
  suite.server.route((req, res) => {
    if (req.method === 'GET' && req.path === '/payments') sendJson(res, 200, { items, pagination: { hasMore: false, nextCursor: (items.at(-1) as { id?: string } | undefined)?.id } });
    else sendJson(res, 404, errorBody(404, 'resource_not_found', 'no route'));
  });
}

describe('an enum value this app does not know is kept', () => {
  it('a sync page with an unknown payment status is cached with that status, and the sync completes', async () => {
    paymentsList([payment(1), payment(2, { status: 'settled_partially', requiresActionReason: 'kyc_refresh', cryptoTransferStatus: 'reorged' })]);
    const h = harness();
    const report = await h.sync.run({ resources: ['payments'] });
    expect(report.error).toBeUndefined();
    expect(report.state).toBe('synced');
    const kept = h.cache.payments.get('pmt_new2');
    expect(kept?.status).toBe('settled_partially');
    expect(kept?.requiresActionReason).toBe('kyc_refresh');
    expect(isKnownValue(PAYMENT_STATUSES, kept?.status)).toBe(false);
    // Never taken for an end: the payment is still refreshed by id.
    expect(h.cache.payments.nonTerminalIds()).toEqual(['pmt_new1', 'pmt_new2']);
    // The status filter finds it by its raw value.
    expect([...h.cache.payments.iteratePayments({ statuses: ['settled_partially'] })].map((p) => p.id)).toEqual(['pmt_new2']);
  });

  it('a ledger page with an unknown transaction type is cached with that type (the fast path keeps it too)', async () => {
    ledgerWithChangedItem((item) => {
      item['type'] = 'interest_accrual';
      item['referenceType'] = 'loan';
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('synced');
    expect(cachedLedgerIds(h.cache)).toEqual(entries.map((e) => e.id));
    const changed = h.cache.ledgerTransactions.get(HOSTILE_PAGE_IDS[2] ?? '');
    expect(changed?.type).toBe('interest_accrual');
    expect(isKnownValue(LEDGER_TRANSACTION_TYPES, changed?.type)).toBe(false);
  });

  it('a malformed value is still refused: a status that is not a lowercase code', async () => {
    paymentsList([payment(1), payment(2, { status: 'Settled Partially!' })]);
    const h = harness();
    const report = await h.sync.run({ resources: ['payments'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ resource: 'payments', kind: 'response_validation', code: 'unexpected_response_shape' });
    expect(h.cache.payments.get('pmt_new1')).toBeUndefined();
  });

  it('a ledger direction stays strict: it decides the sign of every sum', async () => {
    ledgerWithChangedItem((item) => {
      item['direction'] = 'sideways';
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.error).toMatchObject({ kind: 'response_validation' });
    expect(report.error?.message).toContain('items.2.direction');
    expect(cachedLedgerIds(h.cache)).toEqual(FIRST_PAGE_IDS);
  });
});

describe('a POST answered 201 with a status this app does not know', () => {
  it('is a created payment, recorded with its status and followed: not "outcome unknown"', async () => {
    const answered = payment(7, { id: 'pmt_answered7', status: 'settled_partially', sourceAccountId: 'acc_usd', counterpartyId: 'cpt_acme', paymentMethodId: 'pm_acmebank' });
    suite.server.route((req, res) => {
      if (req.method === 'POST' && req.path === '/payments') sendJson(res, 201, answered);
      else sendJson(res, 404, errorBody(404, 'resource_not_found', 'no route'));
    });
    const h = harness();
    const dataDir = mkdtempSync(join(tmpdir(), 'unknown-enums-'));
    dirs.push(dataDir);
    const journal = openJournal({ dataDir, environment: 'sandbox' });
    journals.push(journal);
    const audit = createAuditTrail({ journal });
    const cache = seededCache();
    const followed: string[] = [];
    const tracker = { followPayment: (id: string) => followed.push(id), followCollection: () => undefined };
    const outbox = keepingSentRecords(createOutbox({ journal, core: () => h.client.core }), cache, tracker);
    const flows = createWriteFlows({ environment: 'sandbox', cache, outbox, audit, clock: manualClock(NOW), tracker });
    const result = await flows.payments.prepare({ rail: 'ach', sourceAccountId: 'acc_usd', paymentMethodId: 'pm_acmebank', amount: '1,500', currency: 'USD' });
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    const acknowledge = result.prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code);
    const confirmed = await flows.confirm(result.prepared, { acknowledge });

    expect(suite.server.count('/payments')).toBe(1);
    expect(confirmed.outcome.state).toBe('succeeded');
    expect(confirmed.outcome.entry?.state).toBe('succeeded');
    expect((confirmed.resource as { status?: string } | undefined)?.status).toBe('settled_partially');
    expect(cache.payments.get('pmt_answered7')?.status).toBe('settled_partially');
    expect(followed).toEqual(['pmt_answered7']);
  });
});

describe('amounts a server must not send', () => {
  it('a ledger amount of a million digits: refused with a typed response_validation error, nothing of its page written', async () => {
    ledgerWithChangedItem((item) => {
      item['amount'] = '1'.repeat(1_000_000);
    });
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ resource: 'ledgerTransactions', kind: 'response_validation', code: 'unexpected_response_shape', status: 200, retryable: false });
    expect(report.error?.message).toContain('items.2.amount');
    // The message names the field; it does not carry the million digits.
    expect(report.error?.message.length ?? 0).toBeLessThan(1_000);
    expect(cachedLedgerIds(h.cache)).toEqual(FIRST_PAGE_IDS);
    for (const id of HOSTILE_PAGE_IDS) expect(h.cache.ledgerTransactions.get(id)).toBeUndefined();
  });

  it.each([
    ['sendAmount in minor units', { sendAmount: { currency: 'USD', exponent: 2, value: '-150000', displayValue: '-1500.00' } }, 'sendAmount'],
    ['sendAmount as a decimal', { sendAmount: { currency: 'USD', amount: '-1500.00' } }, 'sendAmount'],
    ['a fee', { fees: { feeAmount: { currency: 'USD', amount: '-2.50' }, feeCurrency: 'USD' } }, 'fees.feeAmount'],
    ['totalDebitAmount', { totalDebitAmount: { currency: 'USD', exponent: 2, value: '-1', displayValue: '-0.01' } }, 'totalDebitAmount'],
  ])('a negative %s: refused with a typed response_validation error, the page not written', async (_what, overrides, field) => {
    paymentsList([payment(1), payment(2, overrides)]);
    const h = harness();
    const report = await h.sync.run({ resources: ['payments'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ resource: 'payments', kind: 'response_validation', code: 'unexpected_response_shape', retryable: false });
    expect(report.error?.message).toContain(`items.1.${field}`);
    expect(h.cache.payments.get('pmt_new1')).toBeUndefined();
    expect(h.cache.payments.get('pmt_new2')).toBeUndefined();
  });
});
