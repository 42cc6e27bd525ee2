// 009: a serial that every change in place of a ledger row moves, whoever writes it.
//
// The row positions of the window (repositories/ledger-positions.ts) are kept and
// extended by the rows appended since, as long as no existing row changed: ledger rows
// are appended (rowid max + 1) and almost never updated or deleted. Before this version
// the positions could not tell a commit by another connection that only appended (or
// only built an index, or only filled the search index) from one that changed rows, so
// any such commit (PRAGMA data_version) rebuilt them. The cache's own writer thread
// (ledger-index-writer.ts) commits on a connection of its own, so each of its commits
// would have rebuilt them.
//
// Two triggers count every UPDATE and DELETE of a ledger row into ledger_changes.serial,
// in the writer's transaction, whatever the connection or the process (the triggers are in
// the file: a CLI sync of the same file moves it too). An INSERT moves nothing: an appended
// row is followed by rowid. Cost: one small UPDATE per ledger row changed in place (an
// upsert that found the row unchanged updates nothing: its DO UPDATE has a WHERE); the
// inserts of a sync pay nothing.
//
// A migration that rebuilds ledger_transactions (as 008 did) drops these triggers with the
// old table and must create them again (LEDGER_CHANGE_TRIGGERS).
import type { Database } from 'better-sqlite3';
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const LEDGER_CHANGE_TRIGGERS: readonly string[] = [
  'CREATE TRIGGER ledger_changed_by_update AFTER UPDATE ON ledger_transactions BEGIN UPDATE ledger_changes SET serial = serial + 1 WHERE id = 1; END',
  'CREATE TRIGGER ledger_changed_by_delete AFTER DELETE ON ledger_transactions BEGIN UPDATE ledger_changes SET serial = serial + 1 WHERE id = 1; END',
];

function create(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS ledger_changes (id INTEGER PRIMARY KEY CHECK (id = 1), serial INTEGER NOT NULL)');
  db.exec('INSERT OR IGNORE INTO ledger_changes (id, serial) VALUES (1, 0)');
  db.exec('DROP TRIGGER IF EXISTS ledger_changed_by_update');
  db.exec('DROP TRIGGER IF EXISTS ledger_changed_by_delete');
  for (const sql of LEDGER_CHANGE_TRIGGERS) db.exec(sql);
}

export const migration009LedgerChangeSerial: NumberedMigration = {
  version: 9,
  name: 'ledger-change-serial',
  up: create,
};
