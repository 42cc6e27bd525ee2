// 002: the audit trail, a hash-chained append-only log (electron/audit/). Triggers refuse
// UPDATE and DELETE, so the app itself can only append; what a person with the file and
// a SQLite shell does instead is caught by the chain (verify()).
import type { NumberedMigration } from '../../sqlite/numbered-migrations';

export const migration002AuditTrail: NumberedMigration = {
  version: 2,
  name: 'audit trail',
  up(db) {
    db.exec(`
      CREATE TABLE audit_log (
        seq INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        prev_hash TEXT NOT NULL,
        hash TEXT NOT NULL
      ) STRICT;

      CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;

      CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
    `);
  },
};
