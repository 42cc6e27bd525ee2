// How old the shown balances are, and when that is worth saying: a treasurer must not
// take hour-old figures for live ones.

/** Older than this, the screen says how old the data is. */
export const STALE_AFTER_MS = 60 * 60 * 1000;

export function isStale(lastSyncedAt: string | null, nowMs: number, staleAfterMs = STALE_AFTER_MS): boolean {
  if (lastSyncedAt === null) return false;
  const then = Date.parse(lastSyncedAt);
  return !Number.isNaN(then) && nowMs - then > staleAfterMs;
}
