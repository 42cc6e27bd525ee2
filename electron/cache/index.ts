// The offline cache: one SQLite file per environment, numbered migrations, typed
// repositories. Import from here, not from the files behind it.
export { CACHE_FILE_NAME, cachePath, openCache } from './open-cache';
export type { Cache, OpenCacheOptions } from './open-cache';
export type { CacheReadSnapshot } from './read-snapshot';
export { lastSyncedAtInCacheFile } from './cache-file-sync';
export { CacheError, isCacheError } from './cache-errors';
export type { CacheErrorCode } from './cache-errors';
export { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations/index';
export type { NumberedMigration } from '../sqlite/numbered-migrations';
export { runMigrations, schemaVersion } from './migrations/run-migrations';
export type { MigrationResult } from './migrations/run-migrations';
export { canonicalTimestamp, isoFromEpochMicros, toEpochMicros, TimestampError } from './timestamps';

export type { AccountsRepository } from './repositories/accounts';
export type { CollectionsRepository } from './repositories/collections';
export type { CounterpartiesRepository, CounterpartyFilters, ListedCounterparty } from './repositories/counterparties';
export type { GoneRows } from './repositories/gone-rows';
export type { AccountBalance, Balances, BalanceHistoryQuery, BalancePoint, BalanceSource, LedgerBalance, ServerBalance } from './repositories/ledger-balances';
export type { LedgerFilters } from './repositories/ledger-query';
export { DEFAULT_POSITION_STRIDE } from './repositories/ledger-positions';
export type { LedgerCountQuery } from './repositories/ledger-positions';
export { MAX_GROUP_ENTRIES } from './repositories/ledger-transaction-group';
export type { EntryTextQuery, LedgerSyncMark, StatementAccountRow, StatementAmountRow, StatementDaySumsRow, StatementEntryRow, StatementEntryTextRow, StatementReads } from './repositories/statement-reads';
export { countStatementEntries } from './repositories/statement-reads';
export type { LedgerFlatRow } from './repositories/ledger-columns';
export type { LedgerTotal, LedgerTransactionsRepository, LedgerUpsertOptions, LedgerUpsertResult } from './repositories/ledger-transactions';
export { DEFAULT_WINDOW_LIMIT, MAX_WINDOW_LIMIT } from './repositories/ledger-window';
export type { LedgerWindow, LedgerWindowQuery, WindowTuning } from './repositories/ledger-window';
export type { ListedPaymentMethod, PaymentMethodsRepository } from './repositories/payment-methods';
export type { PaymentFilters, PaymentsRepository } from './repositories/payments';
export type { RailsRepository } from './repositories/rails';
export type { StatusKind, StatusSource, StatusStep } from './repositories/status-history';
export type { ResourceRepository, UpsertResult } from './repositories/resource-table';
export { CACHED_RESOURCES } from './repositories/sync-state';
export type { CachedResource, SyncState, SyncStateInput, SyncStateRepository } from './repositories/sync-state';
export type { TransfersRepository } from './repositories/transfers';
export type { WebhookSubscriptionsRepository } from './repositories/webhook-subscriptions';
