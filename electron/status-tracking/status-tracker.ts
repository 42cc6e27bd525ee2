// Follows submitted payments and collections until they reach a terminal state: each is
// read by id on its own schedule (2 s after a change, backing off to 5 min while nothing
// changes, jittered), every new state is written into the cache, and a StatusEvent is
// emitted so the UI can surface `requires_action` with its reason. After a restart,
// `resume()` picks up every non-terminal item the cache knows. Completed ACH items are
// watched for returns only on request (`watchForReturns`), for their 60-day window.
// A status this app does not know (an API newer than the app) is stored as it came and
// is never taken for an end, a success or a failure: the item is followed on.
import { PaymentsApiError } from '../api/api-errors';
import {
  COLLECTION_STATUSES, isKnownValue, PAYMENT_STATUSES, TERMINAL_COLLECTION_STATUSES, TERMINAL_PAYMENT_STATUSES, type Collection, type Payment,
} from '../../shared/schemas';
import { jittered, nextBaseDelay, resolveBackoff } from './poll-backoff';
import { createStatusReader, UnreadableError } from './read-status';
import type { FollowOptions, StatusEvent, StatusTrackerOptions, TrackedKind, TrackingProblem } from './status-types';
import { systemClock } from '../clock';

export const ACH_RETURN_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;
/** Completion follows creation by up to a few days: items created this long ago may still be in their return window. */
const RETURN_LOOKBACK_MS = 65 * 24 * 60 * 60 * 1000;
const TERMINAL: Record<TrackedKind, readonly string[]> = { payment: TERMINAL_PAYMENT_STATUSES, collection: TERMINAL_COLLECTION_STATUSES };
const KNOWN: Record<TrackedKind, readonly string[]> = { payment: PAYMENT_STATUSES, collection: COLLECTION_STATUSES };

/** Only a known terminal status ends the following: an unknown one never does. */
export function isTerminalStatus(kind: TrackedKind, status: string): boolean {
  return isKnownValue(TERMINAL[kind], status);
}

interface Item {
  readonly kind: TrackedKind;
  readonly id: string;
  watchForReturns: boolean;
  seen?: { status: string; reason?: string; returnCode?: string };
  baseDelay?: number;
  nextAt: number;
  /** The read in flight, if any. */
  reading?: Promise<void>;
}

export interface FollowedItem {
  readonly kind: TrackedKind;
  readonly id: string;
  readonly status?: string;
  /** When it is read next (epoch ms). */
  readonly nextPollAt: number;
}

export interface StatusTracker {
  followPayment(paymentId: string, options?: FollowOptions): void;
  followCollection(collectionId: string, options?: FollowOptions): void;
  unfollow(kind: TrackedKind, id: string): void;
  /**
   * Follows every non-terminal payment and collection of the cache (after a restart); with
   * `watchForReturns`, also the completed ACH ones that may still be returned.
   */
  resume(options?: FollowOptions): { payments: number; collections: number };
  onStatus(listener: (event: StatusEvent) => void): () => void;
  onProblem(listener: (problem: TrackingProblem) => void): () => void;
  /** Reads every followed item now, whatever its schedule ("refresh"). */
  pollNow(): Promise<void>;
  following(): FollowedItem[];
  /** Stops every read and timer; following again starts over. */
  stop(): Promise<void>;
}

function stateOf(resource: Payment | Collection): NonNullable<Item['seen']> {
  return {
    status: resource.status,
    ...(typeof resource.requiresActionReason === 'string' ? { reason: resource.requiresActionReason } : {}),
    ...(typeof resource.achReturnCode === 'string' ? { returnCode: resource.achReturnCode } : {}),
  };
}

export function createStatusTracker(options: StatusTrackerOptions): StatusTracker {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const backoff = resolveBackoff(options.backoff);
  const returnWatchMs = options.returnWatchIntervalMs ?? 3_600_000;
  const concurrency = options.concurrency ?? 4;
  const reader = createStatusReader(options.api, options.cache);
  const items = new Map<string, Item>();
  const statusListeners = new Set<(event: StatusEvent) => void>();
  const problemListeners = new Set<(problem: TrackingProblem) => void>();
  let stopping = new AbortController();
  let wake = new AbortController();
  let loop: Promise<void> | undefined;

  const key = (kind: TrackedKind, id: string) => `${kind}:${id}`;
  const emit = <T>(listeners: Set<(value: T) => void>, value: T) => {
    for (const listener of listeners) {
      try {
        listener(value);
      } catch {
        // A listener's failure must not stop the tracking of every other item.
      }
    }
  };

  function follow(kind: TrackedKind, id: string, followOptions: FollowOptions = {}, firstReadAt = clock.nowMs() + backoff.initialMs): void {
    const existing = items.get(key(kind, id));
    if (existing !== undefined) {
      existing.watchForReturns ||= followOptions.watchForReturns === true;
      return;
    }
    items.set(key(kind, id), { kind, id, watchForReturns: followOptions.watchForReturns === true, nextAt: firstReadAt });
    wake.abort();
    loop ??= run().finally(() => {
      loop = undefined;
    });
  }

  /** Keeps a completed ACH item while its return window is open and returns are watched. */
  function watchedForReturn(item: Item, resource: Payment | Collection): boolean {
    if (!item.watchForReturns || resource.status !== 'completed' || resource.rail !== 'ach') return false;
    const completed = Date.parse(resource.completedAt ?? resource.createdAt);
    return clock.nowMs() - completed < ACH_RETURN_WINDOW_MS;
  }

  /** One read of an item (after the one in flight, if any). */
  function poll(item: Item): Promise<void> {
    const previous = item.reading ?? Promise.resolve();
    const reading = previous.then(() => (items.has(key(item.kind, item.id)) ? read(item) : undefined));
    item.reading = reading;
    void reading.finally(() => {
      if (item.reading === reading) delete item.reading;
    });
    return reading;
  }

  async function read(item: Item): Promise<void> {
    try {
      const resource = await reader.read(item.kind, item.id, stopping.signal);
      if (stopping.signal.aborted) return;
      if (item.kind === 'payment') options.cache.payments.upsertMany([resource as Payment]);
      else options.cache.collections.upsertMany([resource as Collection]);
      const seen = stateOf(resource);
      const changed = item.seen === undefined || item.seen.status !== seen.status || item.seen.reason !== seen.reason || item.seen.returnCode !== seen.returnCode;
      const terminal = isTerminalStatus(item.kind, resource.status);
      if (changed) {
        emit(statusListeners, {
          kind: item.kind,
          id: item.id,
          status: seen.status,
          known: isKnownValue(KNOWN[item.kind], seen.status),
          ...(item.seen !== undefined ? { previousStatus: item.seen.status } : {}),
          ...(seen.reason !== undefined ? { requiresActionReason: seen.reason } : {}),
          ...(seen.returnCode !== undefined ? { achReturnCode: seen.returnCode } : {}),
          terminal,
          observedAt: new Date(clock.nowMs()).toISOString(),
        });
      }
      item.seen = seen;
      if (terminal && !watchedForReturn(item, resource)) {
        items.delete(key(item.kind, item.id));
        return;
      }
      item.baseDelay = terminal ? returnWatchMs : nextBaseDelay(item.baseDelay, changed, backoff);
    } catch (error) {
      if (stopping.signal.aborted) return;
      const gone = error instanceof PaymentsApiError && error.status === 404 && error.code === 'resource_not_found';
      const unreadable = error instanceof UnreadableError;
      const willRetry = !gone && !unreadable;
      emit(problemListeners, {
        kind: item.kind,
        id: item.id,
        message: gone ? `${item.id} is not known to the server: it is no longer followed.` : error instanceof Error ? error.message : String(error),
        ...(error instanceof PaymentsApiError ? { code: error.code } : {}),
        willRetry,
      });
      if (!willRetry) {
        items.delete(key(item.kind, item.id));
        return;
      }
      item.baseDelay = nextBaseDelay(item.baseDelay, false, backoff);
    }
    item.nextAt = clock.nowMs() + jittered(item.baseDelay ?? backoff.initialMs, backoff.jitter, random);
    // A read made outside the loop (pollNow) changes what the loop waits for.
    wake.abort();
  }

  async function pollAll(batch: Item[]): Promise<void> {
    const queue = [...batch];
    const worker = async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await poll(item);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  }

  async function run(): Promise<void> {
    while (!stopping.signal.aborted && items.size > 0) {
      const now = clock.nowMs();
      const waiting = [...items.values()].filter((item) => item.reading === undefined);
      const due = waiting.filter((item) => item.nextAt <= now);
      if (due.length > 0) {
        await pollAll(due);
        continue;
      }
      wake = new AbortController();
      const next = waiting.reduce((soonest, item) => Math.min(soonest, item.nextAt), now + backoff.maxMs);
      await clock.sleep(next - now, AbortSignal.any([wake.signal, stopping.signal]));
    }
  }

  return {
    followPayment: (id, followOptions) => follow('payment', id, followOptions),
    followCollection: (id, followOptions) => follow('collection', id, followOptions),
    unfollow(kind, id) {
      items.delete(key(kind, id));
      wake.abort();
    },
    resume(followOptions = {}) {
      const now = clock.nowMs();
      const watch = followOptions.watchForReturns === true;
      const since = new Date(now - RETURN_LOOKBACK_MS).toISOString();
      const payments = options.cache.payments.nonTerminalIds();
      if (watch) {
        for (const p of options.cache.payments.iteratePayments({ from: since, statuses: ['completed'], rails: ['ach'] })) payments.push(p.id);
      }
      const collections = options.cache.collections.nonTerminalIds(watch ? { includeCompletedSince: since } : {});
      for (const id of payments) follow('payment', id, followOptions, now);
      for (const id of collections) follow('collection', id, followOptions, now);
      return { payments: payments.length, collections: collections.length };
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onProblem(listener) {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
    pollNow: () => pollAll([...items.values()]),
    following: () => [...items.values()].map((item) => ({ kind: item.kind, id: item.id, nextPollAt: item.nextAt, ...(item.seen !== undefined ? { status: item.seen.status } : {}) })),
    async stop() {
      stopping.abort();
      await loop;
      items.clear();
      stopping = new AbortController();
    },
  };
}
