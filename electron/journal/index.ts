// The journal: one durable SQLite file per environment holding the outbox and the audit
// trail. Import from here, not from the files behind it.
export { JOURNAL_FILE_NAME, journalPath, openJournal } from './open-journal';
export type { Journal, OpenJournalOptions } from './open-journal';
export { JournalError, isJournalError } from './journal-errors';
export type { JournalErrorCode } from './journal-errors';
export { JOURNAL_META_KEYS, readJournalMeta, writeJournalMeta } from './journal-meta';
export { JOURNAL_MIGRATIONS, LATEST_JOURNAL_VERSION } from './migrations/index';
export type { NumberedMigration } from '../sqlite/numbered-migrations';
export { journalSchemaVersion, runJournalMigrations } from './migrations/run-journal-migrations';
export type { JournalMigrationResult } from './migrations/run-journal-migrations';
