// Applies the journal's numbered migrations (electron/sqlite/numbered-migrations.ts).
import type { Database } from 'better-sqlite3';
import { applyNumberedMigrations, userVersion, type MigrationResult } from '../../sqlite/numbered-migrations';
import { JournalError } from '../journal-errors';
import type { NumberedMigration } from '../../sqlite/numbered-migrations';
import { JOURNAL_MIGRATIONS } from './index';

export type JournalMigrationResult = MigrationResult;

export function journalSchemaVersion(db: Database): number {
  return userVersion(db);
}

export function runJournalMigrations(db: Database, migrations: readonly NumberedMigration[] = JOURNAL_MIGRATIONS): JournalMigrationResult {
  return applyNumberedMigrations(db, migrations, (code, message) => new JournalError(code, message), 'journal');
}
