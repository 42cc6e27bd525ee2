// Bounded concurrency for the sync: a limiter (at most N requests in flight across the
// whole sync) and a work queue (N lanes take items in order until the queue is empty,
// an item fails, or the signal fires).
import { TreasuryError } from '../../shared/errors';

export interface Limiter {
  /** Runs `task` when a slot is free; the slot is released when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (for tests and diagnostics). */
  readonly active: number;
}

export function createLimiter(slots: number): Limiter {
  if (!Number.isInteger(slots) || slots < 1) throw new RangeError('the limiter needs at least one slot');
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next !== undefined) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < slots) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve)); // the releaser hands its slot over
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
  };
}

/** The queue's signal fired before every item was taken. */
export class QueueStopped extends TreasuryError {
  readonly kind = 'interrupted';
  readonly code = 'queue_stopped';
  constructor() {
    super('The work queue was stopped before every item was done.');
    this.name = 'QueueStopped';
  }
}

export interface QueueOptions {
  /** Lanes working at once. */
  concurrency: number;
  /** When it fires, lanes take no further items (items already started see it themselves). */
  signal?: AbortSignal;
  /** Called once, with the first error, before the other lanes finish: e.g. to abort their requests. */
  onFirstError?: (error: unknown) => void;
}

/**
 * Runs `worker` over `items` with at most `concurrency` at once, in order of `items`.
 * Resolves when every item is done; rejects with the first error once every started
 * item has settled (no lane is left running behind the caller's back), or with
 * QueueStopped when the signal fired before every item was taken.
 */
export async function runQueue<T>(items: readonly T[], options: QueueOptions, worker: (item: T, index: number) => Promise<void>): Promise<void> {
  const lanes = Math.max(1, Math.min(Math.floor(options.concurrency), items.length));
  let next = 0;
  let failed = false;
  let firstError: unknown;
  const lane = async (): Promise<void> => {
    while (!failed && options.signal?.aborted !== true && next < items.length) {
      const index = next;
      next += 1;
      try {
        await worker(items[index] as T, index);
      } catch (error) {
        if (!failed) {
          failed = true;
          firstError = error;
          try {
            options.onFirstError?.(error);
          } catch {
            // The hook must not change which error is reported.
          }
        }
      }
    }
  };
  await Promise.all(Array.from({ length: items.length === 0 ? 0 : lanes }, lane));
  if (failed) throw firstError;
  if (next < items.length) throw new QueueStopped();
}
