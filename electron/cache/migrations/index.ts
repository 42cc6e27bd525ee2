// Every migration, in order. Append only.
import type { Migration } from './migration';
import { migration001Initial } from './001-initial';
import { migration002LedgerSearch } from './002-ledger-search';

export const MIGRATIONS: readonly Migration[] = [migration001Initial, migration002LedgerSearch];
export const LATEST_SCHEMA_VERSION = MIGRATIONS.length;

export type { Migration } from './migration';
