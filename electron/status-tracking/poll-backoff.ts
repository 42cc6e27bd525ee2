// How long to wait before reading an item again: short after a change, growing while
// nothing changes (2 s, 4 s, 8 s... up to 5 min), each wait jittered so that many items
// followed together do not poll in step.
import type { BackoffOptions } from './status-types';

export const DEFAULT_BACKOFF: Required<BackoffOptions> = { initialMs: 2_000, maxMs: 300_000, factor: 2, jitter: 0.2 };

export function resolveBackoff(options: BackoffOptions = {}): Required<BackoffOptions> {
  const resolved = { ...DEFAULT_BACKOFF, ...options };
  if (!(resolved.initialMs > 0) || !(resolved.maxMs >= resolved.initialMs)) throw new RangeError('backoff needs 0 < initialMs <= maxMs');
  if (!(resolved.factor >= 1)) throw new RangeError('backoff factor must be at least 1');
  if (!(resolved.jitter >= 0 && resolved.jitter < 1)) throw new RangeError('backoff jitter must be from 0 to less than 1');
  return resolved;
}

/** The next base wait: back to the start after a change, else grown up to the cap. */
export function nextBaseDelay(current: number | undefined, changed: boolean, backoff: Required<BackoffOptions>): number {
  if (current === undefined || changed) return backoff.initialMs;
  return Math.min(backoff.maxMs, current * backoff.factor);
}

/** The base wait varied by up to ±jitter. */
export function jittered(baseMs: number, jitter: number, random: () => number): number {
  return Math.round(baseMs * (1 - jitter + 2 * jitter * random()));
}
