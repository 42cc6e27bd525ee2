// Scheduling: the limiter never runs more than its slots, and the work queue takes
// items in order with bounded lanes, stops on the first error (after the started items
// settle) and on its signal.
import { describe, expect, it } from 'vitest';
import { createLimiter, QueueStopped, runQueue } from '../../../electron/sync/work-queue';

const tick = (ms = 1) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('createLimiter', () => {
  it('runs at most `slots` tasks at once and every task eventually', async () => {
    const limiter = createLimiter(3);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limiter.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick(i % 3);
          running -= 1;
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(3);
    expect(limiter.active).toBe(0);
  });

  it('releases the slot of a failed task', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(async () => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.active).toBe(0);
  });

  it('refuses zero slots', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});

describe('runQueue', () => {
  it('processes every item once with at most `concurrency` lanes, in order of start', async () => {
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    await runQueue(Array.from({ length: 25 }, (_, i) => i), { concurrency: 4 }, async (item) => {
      started.push(item);
      running += 1;
      peak = Math.max(peak, running);
      await tick(item % 4);
      running -= 1;
    });
    expect(started).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(peak).toBe(4);
  });

  it('handles an empty queue and more lanes than items', async () => {
    await expect(runQueue([], { concurrency: 8 }, async () => { throw new Error('never'); })).resolves.toBeUndefined();
    const seen: string[] = [];
    await runQueue(['a', 'b'], { concurrency: 8 }, async (item) => { seen.push(item); });
    expect(seen.sort()).toEqual(['a', 'b']);
  });

  it('stops taking items after the first error, lets started ones settle, reports the first error once', async () => {
    const finished: number[] = [];
    const hooks: unknown[] = [];
    const promise = runQueue(Array.from({ length: 50 }, (_, i) => i), { concurrency: 3, onFirstError: (e) => hooks.push(e) }, async (item) => {
      await tick(1);
      if (item === 4) throw new Error('item 4 failed');
      if (item === 5) throw new Error('item 5 failed too');
      finished.push(item);
    });
    await expect(promise).rejects.toThrow('item 4 failed');
    expect(hooks).toHaveLength(1);
    expect(Math.max(...finished)).toBeLessThan(8);
    expect(finished.length).toBeLessThan(8);
  });

  it('takes no further items once its signal fires, and says it stopped', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const promise = runQueue(Array.from({ length: 30 }, (_, i) => i), { concurrency: 2, signal: controller.signal }, async (item) => {
      started.push(item);
      if (item === 3) controller.abort();
      await tick(1);
    });
    await expect(promise).rejects.toBeInstanceOf(QueueStopped);
    expect(started.length).toBeLessThanOrEqual(5);
    // A signal that fires after the last item was taken changes nothing.
    const late = new AbortController();
    await expect(runQueue([1, 2], { concurrency: 2, signal: late.signal }, async () => { await tick(1); late.abort(); })).resolves.toBeUndefined();
  });
});
