// The top bar's one line about sync: this page's session refused by a restarted web shell, the app's background process not answering, set up or not, syncing, a server just
// changed in Settings being checked, offline with the cache's age, what keeps it from syncing (a refused key, a failed sync), never synced, or how
// long ago (the one place relative times are used).
import { formatDateTime, formatRelative } from '../../lib/format-time';

export function syncStateText(
  input: { running: boolean; online: boolean | null; lastSyncedAt: string | null; configured: boolean; problem?: string | null; reachable?: boolean; sessionRefused?: boolean; checking?: boolean },
  now: number,
): string {
  if (input.sessionRefused === true) return 'Session not valid any more: open the new address the web shell printed';
  if (input.reachable === false) return 'Disconnected: the app\u2019s background process is not answering';
  if (!input.configured) return 'Not set up';
  if (input.running) return 'Syncing\u2026';
  if (input.checking === true) return 'Checking the server\u2026';
  if (input.online === false) return input.lastSyncedAt === null ? 'Offline: nothing cached yet' : `Offline: cached as of ${formatDateTime(input.lastSyncedAt)}`;
  // A refused key or a failed sync: the cache is as old as its last good sync, and the person must act.
  if (input.problem !== undefined && input.problem !== null) return `Not synced: ${input.problem}`;
  if (input.lastSyncedAt === null) return 'Never synced';
  return `Synced ${formatRelative(input.lastSyncedAt, now)}`;
}
