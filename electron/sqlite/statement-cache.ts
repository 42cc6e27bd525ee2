// Prepared statements keyed by SQL text, per connection (the cache's and the journal's).
// Queries built from filters (which accounts, which types...) have a handful of shapes,
// and the audit chain runs the same few per entry; each is prepared once.
import type { Database, Statement } from 'better-sqlite3';

const MAX_STATEMENTS_PER_CONNECTION = 256;
const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * The prepared statement for `sql`. A statement still iterating (an export reading
 * while the UI asks for the same query shape) is busy; a fresh one is prepared then.
 */
export function cachedStatement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement?.busy) return db.prepare(sql);
  if (statement === undefined) {
    if (cache.size >= MAX_STATEMENTS_PER_CONNECTION) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
