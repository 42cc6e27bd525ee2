// 007: rows of the whole-listed resources that the server stopped listing.
//
// Accounts, counterparties, payment methods and webhook subscriptions are re-read whole
// on every sync (electron/sync/whole-lists.ts). A row the server no longer returns is
// never deleted here (ledger entries name accounts, payments name counterparties and
// payment methods): a complete re-read sets `gone_at` instead, the cache's clock in the
// canonical UTC form (`2026-01-31T12:00:00.000Z`, see timestamps.ts), and any later
// write of the row from the server (a list page, a read by id) clears it again
// (repositories/gone-rows.ts). Rows cached before this version get NULL: nothing is
// known to be gone until a complete re-read says so.
//
// No index: these tables are small (a few thousand rows at most) and gone rows are read
// with the row itself; the marking reads the ids of one scope, which the primary key
// (and payment_methods_by_counterparty) already serve.
import type { Database } from 'better-sqlite3';
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const GONE_TABLES = ['accounts', 'counterparties', 'payment_methods', 'webhook_subscriptions'] as const;

function hasColumn(db: Database, table: string, column: string): boolean {
  return (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).includes(column);
}

export const migration007GoneRows: NumberedMigration = {
  version: 7,
  name: 'gone-rows',
  up(db) {
    for (const table of GONE_TABLES) {
      // A file rewound to an older version may still have the column (as 003 to 006 drop first).
      if (!hasColumn(db, table, 'gone_at')) db.exec(`ALTER TABLE ${table} ADD COLUMN gone_at TEXT`);
    }
  },
};
