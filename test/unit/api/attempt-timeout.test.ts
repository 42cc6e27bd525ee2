// The per-attempt timeout (attempt-timeout.ts) on the real clock: it fires after its
// time on a free thread; a stall of the thread longer than the timeout does not fire it
// at the stall's end, and the server is then left its grace with the thread free; an
// answer read in the poll phase right after a stall wins; cleared, it never fires.
import { describe, expect, it } from 'vitest';
import { startAttemptTimeout } from '../../../electron/api/attempt-timeout';

function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the thread held
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the ms from `from` when the timeout fires. */
function firedAfter(timeoutMs: number, from: number): { fired: Promise<number>; clear(): void } {
  let clear = (): void => undefined;
  const fired = new Promise<number>((resolve) => {
    clear = startAttemptTimeout(timeoutMs, () => resolve(performance.now() - from)).clear;
  });
  return { fired, clear };
}

describe('attempt timeout', () => {
  it('fires after its time on a free thread', async () => {
    const { fired } = firedAfter(300, performance.now());
    const ms = await fired;
    expect(ms).toBeGreaterThanOrEqual(295);
    expect(ms).toBeLessThan(1_000);
  });

  it('a stall past the timeout does not fire it at the stall\'s end: the thread is then free for the grace first', async () => {
    const start = performance.now();
    const { fired } = firedAfter(300, start);
    await sleep(50);
    stall(800);
    const stallEnd = performance.now() - start;
    const ms = await fired;
    // A plain setTimeout fires at once after the stall; this one leaves the grace (here the whole 300 ms) with the thread free.
    expect(ms - stallEnd).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(stallEnd + 1_500);
  });

  it('cleared right after a stall past its time (the answer read then), it never fires', async () => {
    const { fired, clear } = firedAfter(100, performance.now());
    let fires = 0;
    void fired.then(() => (fires += 1));
    stall(400);
    setTimeout(clear, 0);
    await sleep(600);
    expect(fires).toBe(0);
  });
});
