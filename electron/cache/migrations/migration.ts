// One schema step of the cache (see electron/sqlite/numbered-migrations.ts).
export type { NumberedMigration as Migration } from '../../sqlite/numbered-migrations';
