// reads-first.ts: a sync's page waits while the window reads, and never longer than the cap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadsFirst } from '../../../electron/cache/reads-first';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** When `promise` settles, in fake ms from now (advancing 1 ms at a time), or undefined within `limit`. */
async function settlesAfter(promise: Promise<void>, limit = 1_000): Promise<number | undefined> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let ms = 0; ms <= limit; ms += 1) {
    await vi.advanceTimersByTimeAsync(ms === 0 ? 0 : 1);
    if (settled) return ms;
  }
  return undefined;
}

describe('reads first', () => {
  it('lets the sync on at once when no read was seen', async () => {
    const reads = createReadsFirst({ quietMs: 15, maxWaitMs: 40, now: () => Date.now() });
    expect(await settlesAfter(reads.yieldToReads())).toBe(0);
  });

  it('waits for a read under way to end, then for the quiet time after it', async () => {
    const reads = createReadsFirst({ quietMs: 15, maxWaitMs: 1_000, now: () => Date.now() });
    const end = reads.begin();
    setTimeout(end, 10);
    expect(await settlesAfter(reads.yieldToReads())).toBe(25);
    expect(reads.underWay).toBe(0);
  });

  it('waits the quiet time after a read that just ended', async () => {
    const reads = createReadsFirst({ quietMs: 15, maxWaitMs: 40, now: () => Date.now() });
    reads.begin()();
    await vi.advanceTimersByTimeAsync(5);
    expect(await settlesAfter(reads.yieldToReads())).toBe(10);
  });

  it('never waits longer than the cap, however long reads keep coming', async () => {
    const reads = createReadsFirst({ quietMs: 15, maxWaitMs: 40, now: () => Date.now() });
    const end = reads.begin();
    expect(await settlesAfter(reads.yieldToReads())).toBe(40);
    expect(reads.underWay).toBe(1);
    end();
    end(); // a second call of the same end changes nothing
    expect(reads.underWay).toBe(0);
  });

  it('counts overlapping reads: quiet only after the last ends', async () => {
    const reads = createReadsFirst({ quietMs: 5, maxWaitMs: 1_000, now: () => Date.now() });
    const first = reads.begin();
    const second = reads.begin();
    setTimeout(first, 10);
    setTimeout(second, 30);
    expect(await settlesAfter(reads.yieldToReads())).toBe(35);
  });
});
