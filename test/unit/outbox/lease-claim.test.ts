// One sender per entry: in a process a lock (concurrent sends share one request),
// across processes a claim in the row, taken in a transaction with the move to `sent`
// (the OS lock behind it: send-lock.test.ts).
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../../electron/api/request-pipeline';
import type { LeaseHeartbeat } from '../../../electron/outbox/outbox-lease';
import { cleanUp, created, journalIn, manualClock, openPaymentIntent, outboxFor, scriptedCore, tempDataDir } from './outbox-fixtures';
import type { Step } from './outbox-fixtures';

afterEach(cleanUp);

/** A step that answers only when released. */
function held(): { step: Step; release: () => void; started: Promise<void> } {
  let release = (): void => {};
  let markStarted = (): void => {};
  const started = new Promise<void>((resolve) => { markStarted = resolve; });
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const answer = created();
  return {
    step: async (request) => {
      markStarted();
      await gate;
      return answer(request) as ApiResponse;
    },
    release,
    started,
  };
}

/** A lease heartbeat driven by hand: `beat()` runs every running renewal once. */
function manualHeartbeat(): { start: LeaseHeartbeat; beat: () => void; running: () => number[] } {
  const renewals = new Set<{ renew: () => void; everyMs: number }>();
  return {
    start: (renew, everyMs) => {
      const renewal = { renew, everyMs };
      renewals.add(renewal);
      return () => renewals.delete(renewal);
    },
    beat: () => {
      for (const { renew } of [...renewals]) renew();
    },
    running: () => [...renewals].map((r) => r.everyMs),
  };
}

describe('one sender at a time', () => {
  it('concurrent sends of one entry in one process share a single request', async () => {
    const gate = held();
    const core = scriptedCore([gate.step]);
    const outbox = outboxFor(journalIn(tempDataDir()), core);
    const entry = outbox.enqueue(openPaymentIntent());
    const first = outbox.send(entry.id);
    const second = outbox.send(entry.id);
    await gate.started;
    const resumed = await outbox.resumeUnfinished();
    expect(resumed).toMatchObject({ outcomes: [], waiting: 1 });
    gate.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(a.state).toBe('succeeded');
    expect(core.requests).toHaveLength(1);
  });

  it('a second outbox on the same journal file (another process) leaves a leased entry alone', async () => {
    const dataDir = tempDataDir();
    const clock = manualClock();
    const gate = held();
    const coreA = scriptedCore([gate.step]);
    const coreB = scriptedCore([created()]);
    const outboxA = outboxFor(journalIn(dataDir), coreA, { clock });
    const outboxB = outboxFor(journalIn(dataDir), coreB, { clock });
    const entry = outboxA.enqueue(openPaymentIntent());
    const sending = outboxA.send(entry.id);
    await gate.started;
    const busy = await outboxB.send(entry.id);
    expect(busy.state).toBe('pending');
    expect(busy.error?.code).toBe('being_sent_elsewhere');
    expect(busy.entry.state).toBe('sent');
    expect(busy.entry.claimedUntil).toBe('2026-03-02T09:02:00.000Z');
    expect(await outboxB.resumeUnfinished()).toEqual({ outcomes: [], waiting: 1, nextDueAt: '2026-03-02T09:02:00.000Z' });
    gate.release();
    expect((await sending).state).toBe('succeeded');
    expect((await outboxB.send(entry.id)).state).toBe('succeeded');
    expect(coreB.requests).toHaveLength(0);
  });

  it('a lease held by a live sender elsewhere is taken over once it expires, with the same key', async () => {
    const dataDir = tempDataDir();
    const clock = manualClock();
    const journal = journalIn(dataDir);
    const core = scriptedCore([created()]);
    const outbox = outboxFor(journal, core, { clock });
    const entry = outbox.enqueue(openPaymentIntent());
    journal.db.prepare("UPDATE outbox SET state = 'sent', attempts = 1, first_sent_at = ?, claimed_by = 'another-machine:4242', claimed_until = ? WHERE id = ?")
      .run('2026-03-02T09:00:00.000Z', '2026-03-02T09:02:00.000Z', entry.id);
    expect((await outbox.send(entry.id)).entry.state).toBe('sent');
    expect(core.requests).toHaveLength(0);
    await clock.advance(120_000);
    const outcome = await outbox.send(entry.id);
    expect(outcome.entry).toMatchObject({ state: 'succeeded', attempts: 2 });
    expect(core.requests.map((r) => r.request.idempotencyKey)).toEqual([entry.idempotencyKey]);
  });

  it('renews its lease while the send is in flight, and stops renewing once it is over', async () => {
    const clock = manualClock();
    const heartbeat = manualHeartbeat();
    const gate = held();
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([gate.step]), { clock, leaseMs: 1000, leaseHeartbeat: heartbeat.start });
    const entry = outbox.enqueue(openPaymentIntent());
    const sending = outbox.send(entry.id);
    await gate.started;
    expect(outbox.get(entry.id)?.claimedUntil).toBe('2026-03-02T09:00:01.000Z');
    // One heartbeat for the send, at max(1 s, leaseMs / 3).
    expect(heartbeat.running()).toEqual([1000]);
    await clock.advance(60_000);
    expect(outbox.get(entry.id)?.claimedUntil).toBe('2026-03-02T09:00:01.000Z');
    heartbeat.beat();
    expect(outbox.get(entry.id)?.claimedUntil).toBe('2026-03-02T09:01:01.000Z');
    await clock.advance(500);
    heartbeat.beat();
    expect(outbox.get(entry.id)?.claimedUntil).toBe('2026-03-02T09:01:01.500Z');
    gate.release();
    expect((await sending).entry.claimedUntil).toBeUndefined();
    expect(heartbeat.running()).toEqual([]);
    expect(() => outboxFor(journal, scriptedCore([]), { leaseMs: 10 })).toThrow(/leaseMs/);
  });

  it('renews a default two-minute lease every 40 s', async () => {
    const heartbeat = manualHeartbeat();
    const gate = held();
    const outbox = outboxFor(journalIn(tempDataDir()), scriptedCore([gate.step]), { leaseHeartbeat: heartbeat.start });
    const sending = outbox.send(outbox.enqueue(openPaymentIntent()).id);
    await gate.started;
    expect(heartbeat.running()).toEqual([40_000]);
    gate.release();
    await sending;
    expect(heartbeat.running()).toEqual([]);
  });

  it('a success that arrives after the entry was settled otherwise is recorded, and flagged for a person', async () => {
    const gate = held();
    const journal = journalIn(tempDataDir());
    const outbox = outboxFor(journal, scriptedCore([gate.step]));
    const entry = outbox.enqueue(openPaymentIntent());
    const sending = outbox.send(entry.id);
    await gate.started;
    // As if another process had taken over a lost lease, found it past the retention, and a person said "not sent".
    journal.db.prepare("UPDATE outbox SET state = 'failed', resolution = 'not_sent' WHERE id = ?").run(entry.id);
    gate.release();
    const outcome = await sending;
    expect(outcome.entry).toMatchObject({ state: 'succeeded', needsAttention: true });
    expect(outcome.entry.attentionReason).toMatch(/after the entry had been marked failed \(resolved as not_sent\)/);
  });
});
