// How every read-write connection to a cache file is set up: the app's (open-cache.ts)
// and its writer thread's (ledger-index-worker.ts), so both wait for each other's write
// lock the same way.
import type { Database } from 'better-sqlite3';

export function configureCacheConnection(db: Database): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`the cache needs WAL journaling; SQLite answered ${String(mode)}`);
  db.pragma('synchronous = NORMAL'); // a cache can lose its last commits on power loss; it is re-synced
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32000'); // 32 MB of page cache
  db.pragma('journal_size_limit = 67108864'); // a bulk sync's WAL shrinks back to 64 MB after checkpoints
}
