// The status history through the real sync against the real sandbox: a payment followed
// from created through processing to completed, and a collection from pending to
// submitted, each read back in order with the time each step was learnt; a sync that
// changes no status adds no row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodOf, seededData, type SandboxFixture, type SeededData } from '../../support/sandbox-fixture';
import { createHarness, readCredentials, removeTempDirs, startSyncSandbox, type SyncHarness } from '../sync/sync-fixture';

let f: SandboxFixture;
let d: SeededData;
let h: SyncHarness;
let paymentId: string;
let collectionId: string;
let serverCreatedAt: string;

async function syncWithin(): Promise<{ startedAt: string; finishedAt: string }> {
  const startedAt = new Date().toISOString();
  const report = await h.service.run();
  expect(report.state).toBe('synced');
  return { startedAt, finishedAt: new Date().toISOString() };
}

beforeAll(async () => {
  f = await startSyncSandbox(7);
  d = await seededData(f);
  h = createHarness(f, readCredentials(f));
  await syncWithin();
});
afterAll(async () => {
  h?.close();
  await f?.close();
  removeTempDirs();
});

describe('status history through sync', () => {
  it('a new payment is first seen as created, at its createdAt', async () => {
    const acme = methodOf(d, 'Acme Supplies LLC');
    const created = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: '4200' }, reference: 'timeline test' });
    expect(created.status).toBe(201);
    paymentId = created.body.id as string;
    serverCreatedAt = created.body.createdAt as string;
    const jane = methodOf(d, 'Jane Cooper');
    const collection = await f.write.post('/collections', { destinationAccountId: d.accounts.usd.id, paymentMethodId: jane.paymentMethodId, rail: 'ach', amount: { currency: 'USD', value: '9900' } });
    expect(collection.status).toBe(201);
    collectionId = collection.body.id as string;
    await syncWithin();
    expect(h.cache.payments.timeline(paymentId)).toEqual([{ status: 'created', at: new Date(serverCreatedAt).toISOString(), source: 'created' }]);
    expect(h.cache.collections.timeline(collectionId)).toEqual([{ status: 'pending', at: new Date(collection.body.createdAt as string).toISOString(), source: 'created' }]);
  });

  it('processing is recorded when a sync sees it, and a sync with no change adds nothing', async () => {
    await f.advance(15);
    const { startedAt, finishedAt } = await syncWithin();
    const steps = h.cache.payments.timeline(paymentId);
    expect(steps.map((step) => [step.status, step.source])).toEqual([['created', 'created'], ['processing', 'sync']]);
    expect(steps[1]!.at >= startedAt && steps[1]!.at <= finishedAt, `${steps[1]!.at} within ${startedAt} .. ${finishedAt}`).toBe(true);
    await syncWithin();
    expect(h.cache.payments.timeline(paymentId)).toEqual(steps);
  });

  it('completed is recorded at the server\u2019s completedAt, after the earlier steps', async () => {
    await f.advance(86_400 + 60);
    await syncWithin();
    const payment = h.cache.payments.get(paymentId);
    expect(payment?.status).toBe('completed');
    const steps = h.cache.payments.timeline(paymentId);
    expect(steps.map((step) => step.status)).toEqual(['created', 'processing', 'completed']);
    expect(steps[2]).toEqual({ status: 'completed', at: new Date(payment!.completedAt as string).toISOString(), source: 'completed_at' });
    // The collection went on too (pending -> submitted after 60 s, -> processing after 1 h,
    // -> completed after a day): one sync saw only where it stands now.
    const collectionSteps = h.cache.collections.timeline(collectionId);
    expect(collectionSteps[0]).toMatchObject({ status: 'pending', source: 'created' });
    expect(collectionSteps.at(-1)?.status).toBe(h.cache.collections.get(collectionId)?.status);
  });
});
