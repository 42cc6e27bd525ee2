// Status tracking against the sandbox: a confirmed payment is followed to `completed` as
// the sandbox clock advances, `requires_action` surfaces its reason (forced with the
// sandbox's magic references), a completed ACH payment is watched for its return on
// request, and a new tracker resumes from the cache after a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatusTracker, type StatusEvent } from '../../../electron/status-tracking';
import { confirmReviewed, startWriteFlowsWorld, type WriteFlowsWorld } from './write-flows-fixture';

let w: WriteFlowsWorld;
const events: StatusEvent[] = [];
beforeAll(async () => {
  w = await startWriteFlowsWorld();
  w.tracker.onStatus((e) => events.push(e));
});
afterAll(async () => {
  await w?.close();
});

const eventsOf = (id: string) => events.filter((e) => e.id === id).map((e) => ({ status: e.status, reason: e.requiresActionReason, returnCode: e.achReturnCode, terminal: e.terminal }));
const idOf = (resource: unknown) => (resource as { id: string }).id;

async function pay(reference?: string): Promise<string> {
  const confirmed = await confirmReviewed(w.flows, await w.flows.payments.prepareAch({
    sourceAccountId: w.account('Operating USD'), ...w.party('Acme Supplies LLC'), amount: '321.00', currency: 'USD', ...(reference !== undefined ? { reference } : {}),
  }));
  return idOf(confirmed.resource);
}

describe('status tracking against the sandbox', () => {
  it('follows a confirmed payment to completed as the sandbox clock advances', async () => {
    const id = await pay();
    expect(w.tracker.following().map((f) => f.id)).toContain(id);
    await w.f.advance(10);
    await w.tracker.pollNow();
    expect(w.cache.payments.get(id)?.status).toBe('processing');
    await w.f.advance(86_400);
    await w.tracker.pollNow();
    expect(eventsOf(id)).toEqual([
      { status: 'processing', reason: undefined, returnCode: undefined, terminal: false },
      { status: 'completed', reason: undefined, returnCode: undefined, terminal: true },
    ]);
    expect(w.cache.payments.get(id)?.status).toBe('completed');
    expect(w.tracker.following().map((f) => f.id)).not.toContain(id);
  });

  it('surfaces requires_action with its reason, for a payment and for a collection', async () => {
    const paymentId = await pay('sandbox:requires_action:cop_required');
    const collection = await confirmReviewed(w.flows, await w.flows.collections.prepare({
      destinationAccountId: w.account('Operating USD'), ...w.party('Jane Cooper'), amount: '19.99', currency: 'USD', reference: 'sandbox:requires_action:authorization_required',
    }));
    const collectionId = idOf(collection.resource);
    await w.f.advance(60);
    await w.tracker.pollNow();
    expect(events.find((e) => e.id === paymentId && e.status === 'requires_action')).toMatchObject({ kind: 'payment', requiresActionReason: 'cop_required', terminal: false });
    expect(events.find((e) => e.id === collectionId)).toMatchObject({ kind: 'collection', status: 'requires_action', requiresActionReason: 'authorization_required' });
    expect(w.cache.payments.get(paymentId)?.requiresActionReason).toBe('cop_required');
    await w.f.advance(3_600);
    await w.tracker.pollNow();
    expect(eventsOf(paymentId).at(-1)).toEqual({ status: 'processing', reason: undefined, returnCode: undefined, terminal: false });
  });

  it('watches a completed ACH payment for its return, on request', async () => {
    const id = await pay('sandbox:return:R01');
    w.tracker.followPayment(id, { watchForReturns: true });
    await w.f.advance(10 + 86_400);
    await w.tracker.pollNow();
    expect(eventsOf(id).at(-1)).toMatchObject({ status: 'completed', terminal: true });
    expect(w.tracker.following().map((f) => f.id)).toContain(id);
    await w.f.advance(2 * 86_400);
    await w.tracker.pollNow();
    expect(eventsOf(id).at(-1)).toEqual({ status: 'returned', reason: undefined, returnCode: 'R01', terminal: true });
    expect(w.cache.payments.get(id)).toMatchObject({ status: 'returned', achReturnCode: 'R01' });
    expect(w.tracker.following().map((f) => f.id)).not.toContain(id);
  });

  it('resumes after a restart from what the cache says is not settled yet', async () => {
    const id = await pay();
    await w.tracker.stop();
    const restarted = createStatusTracker({ api: w.client.api, cache: w.cache, clock: w.trackerClock });
    const seen: StatusEvent[] = [];
    restarted.onStatus((e) => seen.push(e));
    const resumed = restarted.resume();
    expect(resumed.payments).toBeGreaterThanOrEqual(1);
    expect(restarted.following().map((f) => f.id)).toContain(id);
    await w.f.advance(10 + 86_400);
    await restarted.pollNow();
    expect(seen.filter((e) => e.id === id).at(-1)).toMatchObject({ status: 'completed', terminal: true });
    await restarted.stop();
  });
});
