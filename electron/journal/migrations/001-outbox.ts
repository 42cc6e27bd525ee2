// 001: the journal's meta table and the outbox: one row per confirmed write, holding
// the exact request (operation, path, body bytes, idempotency key) and its state.
// Times are ISO 8601 UTC with milliseconds (`Date.toISOString()`), so they sort as text.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration001Outbox: NumberedMigration = {
  version: 1,
  name: 'outbox',
  up(db) {
    db.exec(`
      CREATE TABLE journal_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        operation TEXT NOT NULL,
        method TEXT NOT NULL CHECK (method = 'POST'),
        path TEXT NOT NULL,
        body_text TEXT NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        summary TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'succeeded', 'failed', 'unknown')),
        attempts INTEGER NOT NULL DEFAULT 0,
        first_sent_at TEXT,
        last_attempt_at TEXT,
        next_attempt_at TEXT,
        claimed_until TEXT,
        claimed_by TEXT,
        claim_token TEXT,
        completed_at TEXT,
        response_status INTEGER,
        request_id TEXT,
        replayed INTEGER,
        resource_id TEXT,
        resource_json TEXT,
        error_json TEXT,
        needs_attention INTEGER NOT NULL DEFAULT 0,
        attention_reason TEXT,
        resolution TEXT CHECK (resolution IN ('sent', 'not_sent')),
        resolution_note TEXT,
        resolved_at TEXT
      ) STRICT;

      CREATE INDEX outbox_unfinished ON outbox (state, next_attempt_at) WHERE state IN ('pending', 'sent');
    `);
  },
};
