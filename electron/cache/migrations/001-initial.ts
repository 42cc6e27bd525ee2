// 001: the meta table, sync state, and one table per cached resource.
//
// Every resource table keeps the columns the app queries by plus the full validated
// object as JSON (`json`), so fields this version does not know survive. The ledger is
// the exception, for size at a million rows: every field of spec 2.10 has its own
// column, `explicit_nulls` is a bit set of the optional fields sent as null rather than
// left out, and `extra_json` holds the rest (metadata, unknown fields, and `createdAt`
// when the server wrote it in another form than the canonical one), so the object is
// rebuilt losslessly from the row. `metadata_reference` is derived, for search only.
//
// Money stays TEXT: ledger `amount`/`balance` are the API's decimal strings; payments
// keep their money objects inside `json`. Tables are STRICT: a value of the wrong type
// is refused instead of being silently converted. Times are INTEGER microseconds since
// the epoch (see timestamps.ts); sort keys are (created_us, id), except the ledger's,
// (created_us, rowid) since 003-ledger-posting-order.ts.
//
// No foreign keys between resources: the cache mirrors a remote service, and pages
// arrive in any order (a ledger entry may be synced before its account).
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

const SQL = `
CREATE TABLE cache_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE sync_state (
  resource TEXT NOT NULL,
  scope TEXT NOT NULL,
  cursor TEXT,
  completed INTEGER NOT NULL CHECK (completed IN (0, 1)),
  last_synced_at TEXT,
  detail_json TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (resource, scope)
) STRICT, WITHOUT ROWID;

CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;

CREATE TABLE ledger_transactions (
  rowid INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL,
  created_us INTEGER NOT NULL,
  type TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('debit', 'credit')),
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  balance TEXT NOT NULL,
  linked_transaction_id TEXT,
  transaction_group_id TEXT,
  reference_type TEXT,
  reference_id TEXT,
  description TEXT,
  metadata_reference TEXT,
  explicit_nulls INTEGER NOT NULL DEFAULT 0,
  extra_json TEXT
) STRICT;
-- Keyset order (created_us, id) after the equality column; the trailing columns let
-- SQLite check the other filters (type, direction) in the index, before reading a row.
CREATE INDEX ledger_by_time ON ledger_transactions (created_us, id, direction, type);
CREATE INDEX ledger_by_account_time ON ledger_transactions (account_id, created_us, id, type, direction);
CREATE INDEX ledger_by_type_time ON ledger_transactions (type, created_us, id, direction);

CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  status TEXT NOT NULL,
  rail TEXT NOT NULL,
  source_account_id TEXT,
  counterparty_id TEXT,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX payments_by_time ON payments (created_us, id);
CREATE INDEX payments_by_status ON payments (status);

CREATE TABLE collections (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  status TEXT NOT NULL,
  destination_account_id TEXT NOT NULL,
  counterparty_id TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX collections_by_time ON collections (created_us, id);
CREATE INDEX collections_by_status ON collections (status);

CREATE TABLE transfers (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  status TEXT NOT NULL,
  source_account_id TEXT NOT NULL,
  destination_account_id TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX transfers_by_time ON transfers (created_us, id);

CREATE TABLE counterparties (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  name TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  status TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX counterparties_by_time ON counterparties (created_us, id);

CREATE TABLE payment_methods (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  counterparty_id TEXT NOT NULL,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  currency TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;
CREATE INDEX payment_methods_by_counterparty ON payment_methods (counterparty_id, created_us, id);

CREATE TABLE rails (
  id TEXT PRIMARY KEY,
  created_us INTEGER,
  updated_us INTEGER,
  name TEXT NOT NULL,
  status TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;

CREATE TABLE webhook_subscriptions (
  id TEXT PRIMARY KEY,
  created_us INTEGER NOT NULL,
  updated_us INTEGER,
  status TEXT NOT NULL,
  json TEXT NOT NULL
) STRICT;
`;

export const migration001Initial: NumberedMigration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.exec(SQL);
  },
};
