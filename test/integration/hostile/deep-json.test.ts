// Deeply nested JSON in responses (issue 10, item 6, nesting depth), through a sync over
// the node:http transport: in a field the schema knows (metadata), as the whole body, as
// an error body, and in fields the schema passes through (an unknown ledger field, a
// payment's `railDetails`). None of them crashes the process or overflows the stack out
// of a listener; the page that carries one is not written, not even in part, and the
// pages before it stay whole with their cursor.
//
// Where the schema passes a value through (an unknown field, railDetails), it is bounded
// at MAX_OPAQUE_JSON_DEPTH levels and refused past it with the typed response_validation
// error, by a check that walks without recursion (issue 10 item 6, "bound nesting depth").
import { describe, expect, it } from 'vitest';
import type { SyncReport } from '../../../electron/sync';
import { MAX_OPAQUE_JSON_DEPTH } from '../../../shared/schemas';
import { deeplyNestedArrayText, deeplyNestedObjectText, errorBody, sendJson, sendText, type HostileServer } from '../../support/hostile-server/hostile-server';
import { useHostileServer } from '../../support/hostile-server/hostile-suite';
import { ledgerEntries, serveLedger, type LedgerPageJson } from '../../support/hostile-server/ledger-book';
import { cachedLedgerIds, type HostileHarness } from '../../support/hostile-server/sync-harness';

const PAGE = 5;
/** Far past any recursive walk's stack (V8's default stack overflows near 10,000 frames). */
const DEPTH = 100_000;
/** Past the bound on opaque values, yet shallow enough that storing it would not overflow anything. */
const SHALLOW_DEPTH = 40;
const entries = ledgerEntries(3 * PAGE);
const HOSTILE_AFTER = entries[PAGE - 1]?.id ?? '';
const FIRST_PAGE_IDS = entries.slice(0, PAGE).map((e) => e.id);
const HOSTILE_PAGE_IDS = entries.slice(PAGE, 2 * PAGE).map((e) => e.id);

const suite = useHostileServer({ watchUncaught: true });

function harness(): HostileHarness {
  return suite.harness({ timeoutMs: 10_000, service: { pageSize: PAGE } });
}

/** The ledger, with the page after HOSTILE_AFTER's third item given `field: <deep JSON>` (spliced in as text). */
function ledgerWithDeepField(field: string, deepText: string): void {
  suite.server.route((req, res) => {
    serveLedger(req, res, entries, (page: LedgerPageJson, after) => {
      if (after !== HOSTILE_AFTER) return page;
      const text = JSON.stringify(page);
      const item = JSON.stringify(page.items[2]);
      return text.replace(item, `${item.slice(0, -1)},${JSON.stringify(field)}:${deepText}}`);
    });
  });
}

/** GET /payments: two payments, the second with `railDetails: {"ach": <depth nested objects>}`. */
function servePaymentsWithDeepRailDetails(depth: number): void {
  const payment = (n: number) => ({ id: `pmt_deep${n}`, customerId: 'cus_deep', status: 'completed', rail: 'ach', createdAt: '2026-02-01T10:00:00.000Z', updatedAt: '2026-02-01T10:00:00.000Z' });
  suite.server.route((req, res) => {
    if (req.path !== '/payments') {
      sendJson(res, 404, errorBody(404, 'resource_not_found', 'no route'));
      return;
    }
    const items = [JSON.stringify(payment(1)), `${JSON.stringify(payment(2)).slice(0, -1)},"railDetails":{"ach":${deeplyNestedObjectText(depth)}}}`];
    sendText(res, 200, `{"items":[${items.join(',')}],"pagination":{"hasMore":false,"nextCursor":"pmt_deep2"}}`);
  });
}

function ledgerWithHostilePage(answer: Parameters<HostileServer['route']>[0]): void {
  suite.server.route((req, res) => (req.query.get('starting_after') === HOSTILE_AFTER ? answer(req, res) : serveLedger(req, res, entries)));
}

/** Refused after the first page: it is cached whole with its cursor, nothing of the deep page is. */
function expectRefusedAfterFirstPage(h: HostileHarness, report: SyncReport): void {
  expect(report.state).toBe('failed');
  expect(report.error?.resource).toBe('ledgerTransactions');
  expect(report.error?.retryable).toBe(false);
  expect(cachedLedgerIds(h.cache)).toEqual(FIRST_PAGE_IDS);
  for (const id of HOSTILE_PAGE_IDS) expect(h.cache.ledgerTransactions.get(id)).toBeUndefined();
  expect(h.cache.syncState.list('ledgerTransactions').find((s) => s.scope !== '')).toMatchObject({ cursor: HOSTILE_AFTER, completed: false });
}

describe('deeply nested JSON where the schema looks', () => {
  it(`metadata nested ${DEPTH} deep: refused with a typed response_validation error naming the field`, async () => {
    ledgerWithDeepField('metadata', deeplyNestedObjectText(DEPTH));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectRefusedAfterFirstPage(h, report);
    expect(report.error).toMatchObject({ kind: 'response_validation', code: 'unexpected_response_shape', status: 200 });
    expect(report.error?.message).toContain('items.2.metadata');
  });

  it(`a whole page body nested ${DEPTH} deep: refused with a typed response_validation error`, async () => {
    ledgerWithHostilePage((_req, res) => sendText(res, 200, deeplyNestedArrayText(DEPTH)));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectRefusedAfterFirstPage(h, report);
    expect(report.error).toMatchObject({ kind: 'response_validation', code: 'unexpected_response_shape' });
  });

  it(`an error body (HTTP 400) whose error object is nested ${DEPTH} deep: a typed malformed_response error`, async () => {
    ledgerWithHostilePage((_req, res) => sendText(res, 400, `{"error":${deeplyNestedObjectText(DEPTH)}}`));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectRefusedAfterFirstPage(h, report);
    expect(report.error).toMatchObject({ kind: 'malformed_response', code: 'unexpected_error_body', status: 400 });
  });
});

describe('deeply nested JSON where the schema passes values through', () => {
  it(`an unknown ledger field nested ${DEPTH} deep: no crash, nothing of its page written, the sync fails and a later one completes`, async () => {
    ledgerWithDeepField('futureField', deeplyNestedArrayText(DEPTH));
    const h = harness();
    const report = await h.sync.run({ resources: ['ledgerTransactions'] });
    expectRefusedAfterFirstPage(h, report);
    expect(report.error?.message).not.toMatch(/\n\s+at /);
    suite.server.route((req, res) => serveLedger(req, res, entries));
    expect((await h.sync.run({ resources: ['ledgerTransactions'] })).state).toBe('synced');
    expect(cachedLedgerIds(h.cache)).toEqual(entries.map((e) => e.id));
  });

  it(`a payment's railDetails nested ${DEPTH} deep: no crash, the payment is not written, the sync fails`, async () => {
    servePaymentsWithDeepRailDetails(DEPTH);
    const h = harness();
    const report = await h.sync.run({ resources: ['payments'] });
    expect(report.state).toBe('failed');
    expect(report.error).toMatchObject({ resource: 'payments', retryable: false });
    expect(h.cache.payments.get('pmt_deep1')).toBeUndefined();
    expect(h.cache.payments.get('pmt_deep2')).toBeUndefined();
    expect(h.cache.getSyncState('payments', '')).toBeUndefined();
  });

  describe(`a value nested ${SHALLOW_DEPTH} deep (past the bound of ${MAX_OPAQUE_JSON_DEPTH}, shallow enough to be stored) in a field the schema passes through`, () => {
    it('an unknown ledger field: refused with a typed response_validation error naming the field, nothing of its page written', async () => {
      ledgerWithDeepField('futureField', deeplyNestedArrayText(SHALLOW_DEPTH));
      const h = harness();
      const report = await h.sync.run({ resources: ['ledgerTransactions'] });
      expectRefusedAfterFirstPage(h, report);
      expect(report.error).toMatchObject({ kind: 'response_validation', code: 'unexpected_response_shape', status: 200 });
      expect(report.error?.message).toContain('items.2.futureField');
      expect(report.error?.message).toContain(`nested more than ${MAX_OPAQUE_JSON_DEPTH} levels deep`);
    });

    it("a payment's railDetails: refused with a typed response_validation error, no payment of the page written", async () => {
      servePaymentsWithDeepRailDetails(SHALLOW_DEPTH);
      const h = harness();
      const report = await h.sync.run({ resources: ['payments'] });
      expect(report.state).toBe('failed');
      expect(report.error).toMatchObject({ resource: 'payments', kind: 'response_validation', code: 'unexpected_response_shape', status: 200, retryable: false });
      expect(report.error?.message).toContain('items.1.railDetails');
      expect(h.cache.payments.get('pmt_deep1')).toBeUndefined();
      expect(h.cache.payments.get('pmt_deep2')).toBeUndefined();
      expect(h.cache.getSyncState('payments', '')).toBeUndefined();
    });

    it(`nested ${DEPTH} deep, the same typed refusal (the check stops at the bound: no recursion, no stack overflow)`, async () => {
      servePaymentsWithDeepRailDetails(DEPTH);
      const h = harness();
      const report = await h.sync.run({ resources: ['payments'] });
      expect(report.error).toMatchObject({ resource: 'payments', kind: 'response_validation', code: 'unexpected_response_shape' });
      expect(report.error?.message).toContain('items.1.railDetails');
    });

    it(`a value exactly ${MAX_OPAQUE_JSON_DEPTH} deep is kept`, async () => {
      // railDetails is level 1; `{"ach": <31 levels>}` makes 32.
      servePaymentsWithDeepRailDetails(MAX_OPAQUE_JSON_DEPTH - 2);
      const h = harness();
      const report = await h.sync.run({ resources: ['payments'] });
      expect(report.state).toBe('synced');
      expect(h.cache.payments.get('pmt_deep2')?.railDetails).toBeDefined();
    });
  });
});

describe('the process', () => {
  it('saw no uncaught exception or unhandled rejection from any of it', () => {
    expect(suite.uncaught).toEqual([]);
  });
});
