// Sync: pulls API pages into the cache (cursors, progress, offline state). Import from
// here, not from the files behind it.
export { createSyncService, DEFAULT_CONCURRENCY, DEFAULT_PAGE_SIZE, RANGES_PER_LANE } from './sync-service';
export type {
  CachedResource, ResourceSyncReport, SyncError, SyncMode, SyncOutcome, SyncProgress, SyncReport, SyncRequest, SyncService, SyncServiceOptions,
} from './sync-types';
export { planLedgerRanges, precisionStepUs, rangeContains, rangeQuery, rangeScope } from './ledger-ranges';
export { BULK_LOAD_MAX_ROWS } from './ledger-sync';
export { createSyncSchedule, DEFAULT_FAILED_EVERY_MS, DEFAULT_OFFLINE_FIRST_MS, DEFAULT_OFFLINE_MAX_MS, DEFAULT_ONLINE_EVERY_MS } from './sync-schedule';
export type { SyncSchedule, SyncScheduleOptions } from './sync-schedule';
export type { LedgerRange } from './ledger-ranges';
