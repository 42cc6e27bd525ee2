// The top bar's one line about sync: set up or not, syncing, offline with the cache's
// age, never synced, or how long ago (the one place relative times are used).
import { formatDateTime, formatRelative } from '../../lib/format-time';

export function syncStateText(input: { running: boolean; online: boolean | null; lastSyncedAt: string | null; configured: boolean }, now: number): string {
  if (!input.configured) return 'Not set up';
  if (input.running) return 'Syncing\u2026';
  if (input.online === false) return input.lastSyncedAt === null ? 'Offline: nothing cached yet' : `Offline: cached as of ${formatDateTime(input.lastSyncedAt)}`;
  if (input.lastSyncedAt === null) return 'Never synced';
  return `Synced ${formatRelative(input.lastSyncedAt, now)}`;
}
