// 003: what an outbox entry's sends are bound to, so that a resend never goes out under
// other credentials, to another server, or after the server forgot its idempotency key:
//   base_url             the server of its sends (the profile's URL, or `embedded`)
//   credentials_id       a fingerprint of the API key of its sends (never the key itself)
//   maybe_delivered      1 once an attempt may have reached the server (from then on the
//                        entry holds base_url and credentials_id until it is settled)
//   first_sent_elapsed_ms  the journal's forward-only clock at its first send
//                        (electron/outbox/elapsed-clock.ts), for the resend deadline
// Entries sent before this migration may have reached their server: they are marked so.
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration003OutboxSendBinding: NumberedMigration = {
  version: 3,
  name: 'outbox send binding',
  up(db) {
    db.exec(`
      ALTER TABLE outbox ADD COLUMN base_url TEXT;
      ALTER TABLE outbox ADD COLUMN credentials_id TEXT;
      ALTER TABLE outbox ADD COLUMN maybe_delivered INTEGER NOT NULL DEFAULT 0 CHECK (maybe_delivered IN (0, 1));
      ALTER TABLE outbox ADD COLUMN first_sent_elapsed_ms INTEGER;
      UPDATE outbox SET maybe_delivered = 1 WHERE attempts > 0;
    `);
  },
};
