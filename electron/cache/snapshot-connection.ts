// A read-only connection to a cache file holding one read transaction: a consistent
// snapshot for long reads, taken when it opens (not at its first row). The cache's read
// snapshot (read-snapshot.ts) and the ledger export's readers (electron/export/) open
// theirs here. Nothing but better-sqlite3 is loaded, so an export's worker thread can.
import Database from 'better-sqlite3';

/**
 * SQLite's page cache of a snapshot connection, in KiB. better-sqlite3's default (16 MB)
 * fills up on a long scan and stays resident; a scan in key order reads each page once,
 * so a small cache costs no extra reads.
 */
const SNAPSHOT_PAGE_CACHE_KIB = 2048;

export function openSnapshotConnection(path: string): Database.Database {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma(`cache_size = -${SNAPSHOT_PAGE_CACHE_KIB}`);
    db.exec('BEGIN');
    db.prepare('SELECT count(*) FROM cache_meta').get();
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Ends the snapshot's read transaction and closes the connection. Safe to call twice. */
export function closeSnapshotConnection(db: Database.Database): void {
  if (!db.open) return;
  if (db.inTransaction) db.exec('COMMIT');
  db.close();
}
