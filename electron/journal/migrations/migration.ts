import type { Database } from 'better-sqlite3';

/**
 * One schema step of the journal. `up` runs inside a transaction together with the
 * `user_version` update, so a migration is applied completely or not at all. Released
 * migrations are never edited: a change is a new, higher-numbered migration.
 */
export interface JournalMigration {
  readonly version: number;
  readonly name: string;
  up(db: Database): void;
}
