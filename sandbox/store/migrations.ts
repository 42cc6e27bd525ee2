// Numbered schema migrations of the sandbox's SQLite file. Each runs once, in order,
// inside one transaction; `PRAGMA user_version` records the last one applied.
import type { Database } from 'better-sqlite3';

const MIGRATIONS: readonly string[] = [
  // 1: the whole initial schema.
  `
  CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE api_keys (
    key_id TEXT PRIMARY KEY,
    api_key_hash TEXT NOT NULL UNIQUE,
    public_key_der TEXT NOT NULL,
    algorithm TEXT NOT NULL,
    role TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    revoked_at INTEGER
  );

  CREATE TABLE idempotency (
    key_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (key_id, idempotency_key)
  ) WITHOUT ROWID;
  CREATE INDEX idempotency_by_age ON idempotency (created_at);

  -- Every resource except ledger entries: its public JSON plus a few indexed columns.
  CREATE TABLE resources (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    id TEXT NOT NULL UNIQUE,
    parent_id TEXT,
    created_at INTEGER NOT NULL,
    status TEXT,
    tag TEXT,
    body TEXT NOT NULL,
    internal TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX resources_by_kind ON resources (kind, created_at, seq);
  CREATE INDEX resources_by_parent ON resources (kind, parent_id, created_at, seq);

  CREATE TABLE balances (
    account_id TEXT PRIMARY KEY,
    currency TEXT NOT NULL,
    exponent INTEGER NOT NULL,
    balance_minor TEXT NOT NULL
  ) WITHOUT ROWID;

  CREATE TABLE ledger (
    seq INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    account_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    type TEXT NOT NULL,
    direction TEXT NOT NULL,
    amount_minor TEXT NOT NULL,
    balance_minor TEXT NOT NULL,
    currency TEXT NOT NULL,
    exponent INTEGER NOT NULL,
    linked_id TEXT,
    group_id TEXT,
    reference_type TEXT,
    reference_id TEXT,
    description TEXT,
    metadata TEXT
  );
  CREATE INDEX ledger_by_account ON ledger (account_id, created_at, seq);
  CREATE INDEX ledger_by_time ON ledger (created_at, seq);
  CREATE INDEX ledger_by_account_type ON ledger (account_id, type, created_at, seq);
  CREATE INDEX ledger_by_type ON ledger (type, created_at, seq);

  CREATE TABLE schedule (
    seq INTEGER PRIMARY KEY,
    due_at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}'
  );
  CREATE INDEX schedule_by_due ON schedule (due_at, seq);

  CREATE TABLE created_counts (kind TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
  `,
  // 2: each ledger entry's public JSON, written once when it is posted (entries never
  // change), so a page is read as one string per row (store/ledger-page-json.ts). Rows
  // posted before this version keep NULL and are written from their values when served.
  `
  ALTER TABLE ledger ADD COLUMN item_json TEXT;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Applies every migration newer than the file's `user_version`. */
export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(`sandbox database is at schema ${current}, newer than this sandbox (${MIGRATIONS.length})`);
  }
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    const sql = MIGRATIONS[version] ?? '';
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
