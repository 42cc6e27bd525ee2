// The public shapes of the sync service: what `run()` takes, what it reports while it
// runs (progress) and when it ends (the report). All plain data, secret-free, ready to
// cross IPC or be printed by the CLI.
import type { PaymentsApi } from '../api/operations';
import type { Cache, CachedResource } from '../cache';
import type { Clock } from '../clock';
import type { PerAudience } from '../../shared/errors';

export type { CachedResource } from '../cache';

/**
 * `auto`: resume what an interrupted sync left unfinished, otherwise sync incrementally,
 * or fully when a resource was never synced. `full`: forget the cursors and pull
 * everything again (idempotent upserts; nothing is deleted). `incremental`: the same as
 * `auto` (an incremental sync needs a finished first sync to start from).
 */
export type SyncMode = 'auto' | 'full' | 'incremental';

export interface SyncRequest {
  mode?: SyncMode;
  /** Default: every cached resource. */
  resources?: CachedResource[];
  /** Called as pages land; exceptions it throws are ignored. */
  onProgress?: (progress: SyncProgress) => void;
  /** Aborting stops promptly; everything committed so far stays, and the next run resumes. */
  signal?: AbortSignal;
}

export interface SyncProgress {
  resource: CachedResource;
  /** started: the resource began; page: a page was committed; refreshed: one item re-read by id; finished / skipped: done. */
  phase: 'started' | 'page' | 'refreshed' | 'finished' | 'skipped';
  /** Pages committed so far in this run for this resource. */
  pages: number;
  /** Items fetched so far in this run for this resource. */
  items: number;
  /** Rows inserted or changed so far in this run. */
  written: number;
  /** The ledger's createdAt ranges (full sync only): finished and total. */
  rangesDone?: number;
  rangesTotal?: number;
}

/** The overall outcome: offline is a state the app shows, not an error. */
export type SyncOutcome = 'synced' | 'offline' | 'failed' | 'aborted';

export interface ResourceSyncReport {
  /** Items received from list pages and by-id reads in this run. */
  fetched: number;
  /** Rows inserted or changed in the cache in this run. */
  written: number;
  /** List pages committed in this run. */
  pages: number;
  /** Items re-read by id (payments, collections, transfers). */
  refreshed: number;
  /** `not_requested`: outside `resources`; `skipped`: the provider lacks the operation; `incomplete`: stopped early. */
  status: 'synced' | 'skipped' | 'incomplete' | 'not_requested';
  /** When this resource last finished syncing (this run or an earlier one): the "as of" shown offline. */
  lastSyncedAt: string | null;
}

/** A failure as plain data: kind, code and message, never a secret. */
export interface SyncError {
  kind: string;
  code: string;
  message: string;
  status?: number;
  requestId?: string;
  retryable: boolean;
  /** What to do next, per audience (the window's names no command); `message` says what happened. */
  remedy?: PerAudience;
  /** The resource whose sync met the error. */
  resource?: CachedResource;
}

export interface SyncReport {
  state: SyncOutcome;
  mode: SyncMode;
  startedAt: string;
  finishedAt: string;
  resources: Record<CachedResource, ResourceSyncReport>;
  /** Things a person should know that did not stop the sync (an operation the provider lacks, items gone). */
  notices: string[];
  /** Set when state is offline, failed or aborted. */
  error?: SyncError;
}

export interface SyncService {
  /** Runs one sync. Calls are serialized: a second call starts when the first has finished. */
  run(request?: SyncRequest): Promise<SyncReport>;
  /** When each resource last finished syncing, from the cache (works offline). */
  lastSynced(): Record<CachedResource, string | null>;
}

export interface SyncServiceOptions {
  api: PaymentsApi;
  cache: Cache;
  /** Clock for range planning and lastSyncedAt (default: the system clock). */
  clock?: Clock;
  /**
   * Requests in flight at once across the whole sync (default 16: enough to keep the
   * client busy while a page travels 50 ms each way; 429 answers are retried with backoff).
   */
  concurrency?: number;
  /** createdAt ranges of a full ledger sync (default 4 x concurrency). */
  ledgerRanges?: number;
  /** Items per list page, 1..200 (default 200). */
  pageSize?: number;
  /**
   * Leave the ledger's search index for the end of a full ledger sync, then index in
   * one pass (default true: measured faster, see test/bench/sync-ledger.ts).
   */
  deferLedgerSearchIndex?: boolean;
  /**
   * Called before a run sends anything; what it throws refuses the run (the report says
   * why, nothing is requested). The host passes the audit trail's flush: no request goes
   * out while the trail cannot record it.
   */
  beforeRun?: () => void;
}
