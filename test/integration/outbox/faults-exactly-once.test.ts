// The fault test of issue 5: with 30% of requests failing (500, 503, 429, connections
// dropped before and after the server committed), a batch of 40 payments through the
// outbox all complete, exactly once each (sandbox stats and listing), and the audit
// trail shows every attempt of an entry carried that entry's one idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxOutcome } from '../../../electron/outbox';
import { startOutboxHarness } from './outbox-harness';
import type { OutboxHarness } from './outbox-harness';

const BATCH = 40;
const FAULT_SEED = 4242;

let h: OutboxHarness;
beforeAll(async () => {
  // Two attempts per send, so that some entries are left to the outbox's own resends.
  h = await startOutboxHarness({ retry: { maxAttempts: 2 } });
});
afterAll(() => h.close());

async function settleEverything(): Promise<number> {
  for (let pass = 1; pass <= 60; pass += 1) {
    const unfinished = h.outbox.list({ states: ['pending', 'sent'] });
    if (unfinished.length === 0) return pass - 1;
    const report = await h.outbox.resumeUnfinished();
    if (report.nextDueAt !== undefined) await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(report.nextDueAt ?? '') - Date.now()) + 5));
  }
  throw new Error('entries still unfinished after 60 resume passes');
}

describe('30% of requests failing', () => {
  it(`a batch of ${BATCH} payments completes exactly once each, every attempt under its entry's one key`, async () => {
    const before = await h.stats();
    await h.setFaults({ failureRate: 0.3, kinds: ['http_500', 'http_503', 'http_429', 'drop_connection', 'drop_after_commit'], seed: FAULT_SEED });
    const tags = Array.from({ length: BATCH }, (_, i) => `fault-${i + 1}`);
    const first: OutboxOutcome[] = await Promise.all(tags.map((tag, i) => h.outbox.submit(h.openIntent(String(1000 + i), tag))));
    const passes = await settleEverything();
    await h.setFaults({ failureRate: 0 });

    const entries = h.outbox.list({ limit: 1000 });
    expect(entries).toHaveLength(BATCH);
    expect(entries.every((e) => e.state === 'succeeded')).toBe(true);
    expect((await h.stats()).payment).toBe((before.payment ?? 0) + BATCH);
    const byIntent = await h.paymentsByIntent();
    tags.forEach((tag, i) => {
      const payments = byIntent.get(tag) ?? [];
      expect(payments, tag).toHaveLength(1);
      expect(payments[0]?.sendAmount?.value).toBe(String(1000 + i));
      expect(entries.find((e) => e.summary.includes(`(${tag})`))?.resourceId).toBe(payments[0]?.id);
    });

    const posts = h.audit.list({ limit: 1000 }).filter((e) => e.data.method === 'POST');
    const keys = new Set(entries.map((e) => e.idempotencyKey));
    expect(new Set(posts.map((e) => e.data.idempotencyKey))).toEqual(keys);
    for (const entry of entries) {
      const attempts = posts.filter((e) => e.data.idempotencyKey === entry.idempotencyKey);
      expect(attempts.length).toBeGreaterThanOrEqual(1);
      expect(attempts.every((e) => e.data.path === '/v1/payments/open')).toBe(true);
      expect(attempts.filter((e) => e.data.outcome === 'success')).toHaveLength(1);
    }
    const failedAttempts = posts.filter((e) => e.data.outcome !== 'success');
    const codes = failedAttempts.map((e) => String(e.data.errorCode ?? e.data.errorKind));
    const replayed = posts.filter((e) => e.data.outcome === 'success' && e.data.replayed === true).length;
    console.log(`faults: ${posts.length} POST attempts for ${BATCH} payments, ${failedAttempts.length} failed (${[...new Set(codes)].map((c) => `${c} ×${codes.filter((x) => x === c).length}`).join(', ')}), ${replayed} replayed after a lost response, ${first.filter((o) => o.state !== 'succeeded').length} left for the outbox to resend over ${passes} resume passes`);
    expect(failedAttempts.length).toBeGreaterThan(0);
    // Every kind of fault was met: 500, 503, 429 and dropped connections (before or after the commit).
    expect(codes).toEqual(expect.arrayContaining(['internal_error', 'service_unavailable', 'rate_limited']));
    expect(failedAttempts.some((e) => e.data.errorKind === 'network')).toBe(true);
    // Some entries were left unsettled by the client's own retries and resent later by the outbox.
    expect(first.some((o) => o.state === 'pending')).toBe(true);
    expect(replayed).toBeGreaterThan(0);
    expect(h.audit.verify()).toMatchObject({ ok: true });
  });
});
