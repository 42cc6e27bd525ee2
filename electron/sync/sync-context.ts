// What every part of one sync run shares: the API, the cache, the clock, the request
// limiter, the stop signal, the per-resource counters, the notices and the progress
// callback.
import { setMaxListeners } from 'node:events';
import type { PaymentsApi } from '../api/operations';
import type { Cache, CachedResource } from '../cache';
import { CACHED_RESOURCES } from '../cache';
import { SyncStopped } from './sync-errors';
import type { ResourceSyncReport, SyncProgress } from './sync-types';
import type { Limiter } from './work-queue';

export interface ResourceCounters {
  fetched: number;
  written: number;
  pages: number;
  refreshed: number;
  status: ResourceSyncReport['status'];
  rangesDone?: number;
  rangesTotal?: number;
}

export interface SyncContext {
  readonly api: PaymentsApi;
  readonly cache: Cache;
  readonly now: () => Date;
  readonly limiter: Limiter;
  readonly concurrency: number;
  readonly ledgerRanges: number;
  readonly pageSize: number;
  readonly deferLedgerSearchIndex: boolean;
  /** 'full' forgets cursors; otherwise resume or continue incrementally. */
  readonly full: boolean;
  /** Fires when the caller aborts or another part of the sync failed. */
  readonly signal: AbortSignal;
  readonly counters: Record<CachedResource, ResourceCounters>;
  readonly notices: string[];
  /** Ids of payments, collections and transfers received in this run (no need to re-read them by id). */
  readonly seenThisRun: Set<string>;
  /** Ids referenced by `reversal` / `collection_reversal` ledger entries received in this run. */
  readonly reversedReferences: Set<string>;
  /** Payments, collections and transfers whose re-read by id in this run showed a new status. */
  readonly statusChanged: Set<string>;
  /** Throws SyncStopped when the run was told to stop. */
  throwIfStopped(): void;
  count(resource: CachedResource, delta: { fetched?: number; written?: number; pages?: number; refreshed?: number }): void;
  progress(resource: CachedResource, phase: SyncProgress['phase']): void;
  notice(text: string): void;
}

export function emptyCounters(): Record<CachedResource, ResourceCounters> {
  return Object.fromEntries(
    CACHED_RESOURCES.map((r) => [r, { fetched: 0, written: 0, pages: 0, refreshed: 0, status: 'not_requested' }]),
  ) as Record<CachedResource, ResourceCounters>;
}

export function createSyncContext(init: Omit<SyncContext, 'throwIfStopped' | 'count' | 'progress' | 'notice' | 'counters' | 'notices' | 'seenThisRun' | 'reversedReferences' | 'statusChanged'> & {
  onProgress?: ((progress: SyncProgress) => void) | undefined;
}): SyncContext {
  const counters = emptyCounters();
  const notices: string[] = [];
  const { onProgress, ...rest } = init;
  return {
    ...rest,
    counters,
    notices,
    seenThisRun: new Set(),
    reversedReferences: new Set(),
    statusChanged: new Set(),
    throwIfStopped() {
      if (init.signal.aborted) throw new SyncStopped();
    },
    count(resource, delta) {
      const c = counters[resource];
      c.fetched += delta.fetched ?? 0;
      c.written += delta.written ?? 0;
      c.pages += delta.pages ?? 0;
      c.refreshed += delta.refreshed ?? 0;
    },
    progress(resource, phase) {
      if (onProgress === undefined) return;
      const c = counters[resource];
      const event: SyncProgress = { resource, phase, pages: c.pages, items: c.fetched, written: c.written };
      if (c.rangesTotal !== undefined) {
        event.rangesDone = c.rangesDone ?? 0;
        event.rangesTotal = c.rangesTotal;
      }
      try {
        onProgress(event);
      } catch {
        // A progress printer must never change the outcome of a sync.
      }
    },
    notice(text) {
      if (!notices.includes(text)) notices.push(text);
    },
  };
}

export interface ChildContext {
  /** The same run, with a stop signal of its own (it also fires when the run stops). */
  readonly ctx: SyncContext;
  readonly signal: AbortSignal;
  /** Stops this part only (e.g. the other ledger ranges when one fails). */
  stop(): void;
  /** Detaches from the run's signal; call when the part is done. */
  release(): void;
}

export function childContext(parent: SyncContext): ChildContext {
  const controller = new AbortController();
  // Every request in flight listens to it, as to the run's signal (sync-service.ts): no
  // "possible leak" warning however many lanes run.
  setMaxListeners(0, controller.signal);
  const stop = (): void => controller.abort();
  if (parent.signal.aborted) stop();
  else parent.signal.addEventListener('abort', stop, { once: true });
  const ctx: SyncContext = {
    ...parent,
    signal: controller.signal,
    throwIfStopped() {
      if (controller.signal.aborted) throw new SyncStopped();
    },
  };
  return { ctx, signal: controller.signal, stop, release: () => parent.signal.removeEventListener('abort', stop) };
}
