// Applies the cache's numbered migrations (electron/sqlite/numbered-migrations.ts).
import type { Database } from 'better-sqlite3';
import { applyNumberedMigrations, userVersion, type MigrationResult } from '../../sqlite/numbered-migrations';
import { CacheError } from '../cache-errors';
import type { NumberedMigration } from '../../sqlite/numbered-migrations';
import { MIGRATIONS } from './index';

export type { MigrationResult } from '../../sqlite/numbered-migrations';

export function schemaVersion(db: Database): number {
  return userVersion(db);
}

export function runMigrations(db: Database, migrations: readonly NumberedMigration[] = MIGRATIONS): MigrationResult {
  return applyNumberedMigrations(db, migrations, (code, message) => new CacheError(code, message), 'cache');
}
