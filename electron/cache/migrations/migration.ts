import type { Database } from 'better-sqlite3';

/**
 * One schema step. `up` runs inside a transaction together with the `user_version`
 * update, so a migration is applied completely or not at all. Migrations are never
 * edited once released: a change is a new, higher-numbered migration.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  up(db: Database): void;
}
