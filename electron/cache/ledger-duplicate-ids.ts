// Rows of ledger_transactions that share an id, merged as upserts would have merged them.
//
// A bulk load (ledger-indexes.ts) writes without the UNIQUE index on id, so an entry
// written twice during it (a server that lists one entry in two createdAt ranges, or
// twice in a page; a resumed range whose listing changed) is two rows until the load
// ends. Before ledger_by_id is built again they become one, exactly as the upsert
// (`ON CONFLICT (id) DO UPDATE`) would have left them:
// - the FIRST row (lowest rowid) stays where it is: its rowid is the entry's posting
//   order among entries of one instant (003-ledger-posting-order.ts), fixed when the
//   entry was first written;
// - it takes the values of the LAST row written (highest rowid): the server's latest
//   word, as an update would;
// - the other rows are deleted.
// The search index (002-ledger-search.ts) follows: a kept row already indexed is indexed
// again from its new values, a deleted row already indexed leaves the index, and the
// watermark never stays above the largest rowid, so a rowid freed at the top and taken
// again by a new row is not mistaken for an indexed one.
import type { Database } from 'better-sqlite3';
import { META_KEYS } from './cache-meta';
import { LEDGER_WRITE_COLUMNS } from './repositories/ledger-columns';

export interface DuplicateMerge {
  /** Ids that had more than one row. */
  readonly ids: number;
  /** Rows deleted (the later copies). */
  readonly removedRows: number;
}

/** What an upsert updates: every written column but the id. */
const VALUE_COLUMNS = LEDGER_WRITE_COLUMNS.filter((column) => column !== 'id');

const SEARCH_TEXT = 'description IS NOT NULL OR reference_id IS NOT NULL OR metadata_reference IS NOT NULL';

/** Merges every id with several rows (see the file comment); run inside the caller's write transaction. */
export function mergeDuplicateLedgerIds(db: Database): DuplicateMerge {
  db.exec(`
    DROP TABLE IF EXISTS temp.ledger_duplicate_ids;
    CREATE TEMP TABLE ledger_duplicate_ids (id TEXT PRIMARY KEY, keep_rowid INTEGER NOT NULL, last_rowid INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO temp.ledger_duplicate_ids (id, keep_rowid, last_rowid)
      SELECT id, min(rowid), max(rowid) FROM ledger_transactions GROUP BY id HAVING count(*) > 1;
    DROP TABLE IF EXISTS temp.ledger_removed_rowids;
    CREATE TEMP TABLE ledger_removed_rowids (rowid INTEGER PRIMARY KEY);
    INSERT INTO temp.ledger_removed_rowids (rowid)
      SELECT l.rowid FROM ledger_transactions AS l JOIN temp.ledger_duplicate_ids AS d ON d.id = l.id WHERE l.rowid <> d.keep_rowid;
  `);
  try {
    const ids = db.prepare('SELECT count(*) FROM temp.ledger_duplicate_ids').pluck().get() as number;
    if (ids === 0) return { ids: 0, removedRows: 0 };
    const watermark = Number(db.prepare('SELECT value FROM cache_meta WHERE key = ?').pluck().get(META_KEYS.ledgerSearchIndexedRowid) ?? 0);
    db.prepare(`
      UPDATE ledger_transactions AS kept SET ${VALUE_COLUMNS.map((c) => `${c} = last.${c}`).join(', ')}
      FROM temp.ledger_duplicate_ids AS d JOIN ledger_transactions AS last ON last.rowid = d.last_rowid
      WHERE kept.rowid = d.keep_rowid`).run();
    const removedRows = db.prepare('DELETE FROM ledger_transactions WHERE rowid IN (SELECT rowid FROM temp.ledger_removed_rowids)').run().changes;
    // Search: rows at or below the watermark are in the index (contentless: by rowid).
    db.prepare('DELETE FROM ledger_search WHERE rowid IN (SELECT rowid FROM temp.ledger_removed_rowids WHERE rowid <= ?)').run(watermark);
    db.prepare('DELETE FROM ledger_search WHERE rowid IN (SELECT keep_rowid FROM temp.ledger_duplicate_ids WHERE keep_rowid <= ?)').run(watermark);
    db.prepare(`
      INSERT INTO ledger_search (rowid, description, reference_id, metadata_reference)
      SELECT rowid, description, reference_id, metadata_reference FROM ledger_transactions
      WHERE rowid IN (SELECT keep_rowid FROM temp.ledger_duplicate_ids WHERE keep_rowid <= ?) AND (${SEARCH_TEXT})`).run(watermark);
    const maxRowid = db.prepare('SELECT coalesce(max(rowid), 0) FROM ledger_transactions').pluck().get() as number;
    if (watermark > maxRowid) db.prepare('UPDATE cache_meta SET value = ? WHERE key = ?').run(String(maxRowid), META_KEYS.ledgerSearchIndexedRowid);
    return { ids, removedRows };
  } finally {
    db.exec('DROP TABLE IF EXISTS temp.ledger_duplicate_ids; DROP TABLE IF EXISTS temp.ledger_removed_rowids;');
  }
}
