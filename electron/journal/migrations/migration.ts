// One schema step of the journal (see electron/sqlite/numbered-migrations.ts).
export type { NumberedMigration as JournalMigration } from '../../sqlite/numbered-migrations';
