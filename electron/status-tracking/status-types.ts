// What status tracking reports and what it is built from: the reads by id, the cache
// it writes each new state into, and a clock it can be tested with.
import type { CollectionsRepository, PaymentsRepository } from '../cache';
import type { PaymentsApi } from '../api/operations';
import type { Clock } from '../clock';

export type TrackedKind = 'payment' | 'collection';

/** A state observed: on the first read of an item, and whenever its status, reason or return code changes. */
export interface StatusEvent {
  readonly kind: TrackedKind;
  readonly id: string;
  /** As the server sent it, known or not. */
  readonly status: string;
  /** False for a status this app does not know (an API newer than the app): never terminal, followed on. */
  readonly known: boolean;
  readonly previousStatus?: string;
  /** Why it waits for someone, when `requires_action`. */
  readonly requiresActionReason?: string;
  /** The ACH return code, when returned. */
  readonly achReturnCode?: string;
  /** True when the item will not change any more (unless watched for ACH returns). */
  readonly terminal: boolean;
  /** ISO time of the read. */
  readonly observedAt: string;
}

/** A read that failed. `willRetry` false means the item is no longer followed. */
export interface TrackingProblem {
  readonly kind: TrackedKind;
  readonly id: string;
  readonly message: string;
  readonly code?: string;
  readonly willRetry: boolean;
}

export interface FollowOptions {
  /** Keep reading a completed ACH payment or collection until it is returned or its 60-day return window ends. */
  watchForReturns?: boolean;
}

export interface BackoffOptions {
  /** First wait, and the wait after every change. Default 2 s. */
  initialMs?: number;
  /** Longest wait between reads of an item that does not change. Default 5 min. */
  maxMs?: number;
  /** Growth of the wait while nothing changes. Default 2. */
  factor?: number;
  /** Each wait is varied by up to this share either way. Default 0.2. */
  jitter?: number;
}

export type StatusApi = Pick<PaymentsApi, 'getAchCollection'> & Partial<Pick<PaymentsApi, 'getPayment' | 'getAchPayment' | 'getSwiftPayment'>>;

export interface StatusCache {
  readonly payments: Pick<PaymentsRepository, 'get' | 'upsertMany' | 'nonTerminalIds' | 'iteratePayments'>;
  readonly collections: Pick<CollectionsRepository, 'get' | 'upsertMany' | 'nonTerminalIds'>;
}

export interface StatusTrackerOptions {
  api: StatusApi;
  cache: StatusCache;
  /** Time and the waits between reads (its sleep ends early when tracking is woken or stopped). Default the system clock. */
  clock?: Clock;
  /** 0 <= random() < 1, for the jitter. */
  random?: () => number;
  backoff?: BackoffOptions;
  /** Wait between reads of a completed item watched for returns. Default 1 h. */
  returnWatchIntervalMs?: number;
  /** Reads in flight at once. Default 4. */
  concurrency?: number;
}
