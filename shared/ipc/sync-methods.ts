// Sync: start (answers when the sync ends; progress arrives as `sync.progress` events),
// cancel, and the state the top bar shows (last synced per list, online or offline).
import { z } from 'zod';
import { CACHED_RESOURCE_NAMES, noInput, timestamp } from './common-schemas';

const outcome = z.enum(['synced', 'offline', 'failed', 'aborted']);

/** When each cached list last finished syncing (null: never). */
export const lastSyncedByResource = z.object(
  Object.fromEntries(CACHED_RESOURCE_NAMES.map((name) => [name, timestamp.nullable()])) as Record<(typeof CACHED_RESOURCE_NAMES)[number], z.ZodNullable<typeof timestamp>>,
);

export const syncErrorViewSchema = z.object({ kind: z.string(), code: z.string(), message: z.string(), requestId: z.string().nullable(), retryable: z.boolean() });

export const syncReportViewSchema = z.object({
  state: outcome,
  mode: z.enum(['auto', 'full', 'incremental']),
  startedAt: timestamp,
  finishedAt: timestamp,
  /** Items fetched per list in this run. */
  fetched: z.object(Object.fromEntries(CACHED_RESOURCE_NAMES.map((name) => [name, z.number().int().min(0)])) as Record<(typeof CACHED_RESOURCE_NAMES)[number], z.ZodNumber>),
  notices: z.array(z.string()),
  error: syncErrorViewSchema.nullable(),
});
/** A sync run's report as the window sees it (main's own is electron/sync's SyncReport). */
export type SyncReportView = z.infer<typeof syncReportViewSchema>;

export const syncStateViewSchema = z.object({
  environment: z.enum(['sandbox', 'production']),
  running: z.boolean(),
  /** null until the server was tried in this session. */
  online: z.boolean().nullable(),
  lastSynced: lastSyncedByResource,
  lastReport: syncReportViewSchema.nullable(),
});
/** The environment's sync as the window sees it: running, online, when each list was last synced (main's SyncState is one list's cursor row). */
export type SyncStateView = z.infer<typeof syncStateViewSchema>;

export const syncMethods = {
  'sync.start': { input: z.strictObject({ mode: z.enum(['auto', 'full']).optional() }), output: syncReportViewSchema },
  'sync.cancel': { input: noInput, output: z.object({ cancelled: z.boolean() }) },
  'sync.state': { input: noInput, output: syncStateViewSchema },
} as const;
