// The sync service: one run pulls every requested resource into the cache.
//
// Lanes run side by side, all requests through one limiter (`concurrency` in flight):
// the ledger (parallel createdAt ranges on a full sync); payments, collections and
// transfers (incremental lists, then re-reads by id once the ledger has shown its
// reversals); and the small lists (accounts, counterparties then their payment
// methods, webhook subscriptions, rails). An operation the provider lacks skips its
// resource with a notice. The first other failure stops every lane: network errors
// and timeouts mean `offline` (a state), anything else `failed`. What was committed
// stays committed, page by page, so the next run resumes. The signing key is held in
// memory for the run (read from the keychain once, dropped at the end or at once on a
// rotation: RequestSigner.holdKey). When the re-reads by id see a status change, the
// ledger lane pages on once more for the entries that change posted.
import { setMaxListeners } from 'node:events';
import type { CachedResource } from '../cache';
import { CACHED_RESOURCES } from '../cache';
import { systemClock } from '../clock';
import { pullLedgerAfterStatusChanges, syncLedger } from './ledger-sync';
import { syncMutableList, type MutableResource } from './mutable-lists';
import { refreshById } from './refresh-by-id';
import { createSyncContext, type SyncContext } from './sync-context';
import { classifyFailure, toSyncError } from './sync-errors';
import type { SyncError, SyncReport, SyncRequest, SyncService, SyncServiceOptions } from './sync-types';
import { syncPaymentMethods, syncRails, syncWholeList } from './whole-lists';
import { createLimiter } from './work-queue';

// Requests in flight. On loopback the client's CPU is the limit and 8 would do; over a
// network each page also waits a round trip: with 50 ms added per request (npm run
// bench:sync, 1M rows) 8 in flight left a full sync 1.45x slower than on loopback, 16
// 1.11-1.33x (four runs), 32 1.05x and 1.10x (two runs alternating with 16's last two:
// 21.4 and 20.2 s against 26.3 and 25.4 s). A server that limits requests answers 429
// with Retry-After, which the pipeline honours (retry-policy.ts).
export const DEFAULT_CONCURRENCY = 32;
export const DEFAULT_PAGE_SIZE = 200;
export const RANGES_PER_LANE = 4;

function positiveInteger(name: string, value: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw new RangeError(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

export function createSyncService(options: SyncServiceOptions): SyncService {
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  const concurrency = positiveInteger('concurrency', options.concurrency ?? DEFAULT_CONCURRENCY, 64);
  const ledgerRanges = positiveInteger('ledgerRanges', options.ledgerRanges ?? RANGES_PER_LANE * concurrency, 10_000);
  const pageSize = positiveInteger('pageSize', options.pageSize ?? DEFAULT_PAGE_SIZE, 200);
  const settings = { ...options, now, concurrency, ledgerRanges, pageSize, deferLedgerSearchIndex: options.deferLedgerSearchIndex ?? true, beforeRun: options.beforeRun ?? (() => undefined) };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(request = {}) {
      const result = queue.then(() => runOnce(settings, request));
      queue = result.catch(() => undefined);
      return result;
    },
    lastSynced: () => lastSynced(options),
  };
}

function lastSynced(options: SyncServiceOptions): Record<CachedResource, string | null> {
  return Object.fromEntries(CACHED_RESOURCES.map((r) => [r, options.cache.syncState.lastSyncedAt(r)])) as Record<CachedResource, string | null>;
}

type Settings = Required<Omit<SyncServiceOptions, 'clock'>> & { now: () => Date };

async function runOnce(settings: Settings, request: SyncRequest): Promise<SyncReport> {
  const startedAt = settings.now().toISOString();
  const mode = request.mode ?? 'auto';
  const wanted = new Set<CachedResource>(request.resources ?? CACHED_RESOURCES);
  for (const resource of wanted) {
    if (!(CACHED_RESOURCES as readonly string[]).includes(resource)) throw new RangeError(`unknown resource ${String(resource)}`);
  }
  const controller = new AbortController();
  // Every request in flight and every retry wait listens to it (up to `concurrency` lanes
  // each): more than Node's default of 10 is expected, not a leak; no warning on stderr.
  setMaxListeners(0, controller.signal);
  const userAbort = (): void => controller.abort();
  if (request.signal?.aborted === true) userAbort();
  else request.signal?.addEventListener('abort', userAbort, { once: true });

  const ctx = createSyncContext({
    api: settings.api, cache: settings.cache, now: settings.now, limiter: createLimiter(settings.concurrency),
    concurrency: settings.concurrency, ledgerRanges: settings.ledgerRanges, pageSize: settings.pageSize,
    deferLedgerSearchIndex: settings.deferLedgerSearchIndex, full: mode === 'full', signal: controller.signal,
    onProgress: request.onProgress,
  });
  let fatal: { error: unknown; resource?: CachedResource; offline: boolean } | undefined;
  try {
    settings.beforeRun();
  } catch (error) {
    fatal = { error, offline: false };
    controller.abort();
  }
  // The private key is read from the keychain once for the whole run, not per request,
  // and dropped when the run ends (or at once when the key is rotated or deleted).
  const signingKey = settings.api.holdSigningKey();

  /** Runs one resource's part; never rejects. True when it finished. */
  const lane = async (resource: CachedResource, task: () => Promise<void>): Promise<boolean> => {
    if (!wanted.has(resource)) return false;
    const counters = ctx.counters[resource];
    counters.status = 'incomplete';
    if (controller.signal.aborted) return false;
    ctx.progress(resource, 'started');
    try {
      await task();
      counters.status = 'synced';
      ctx.progress(resource, 'finished');
      return true;
    } catch (error) {
      const kind = request.signal?.aborted === true ? 'aborted' : classifyFailure(error, controller.signal);
      if (kind === 'unavailable' && listedBefore(ctx, resource)) {
        // A list this run or an earlier one already read cannot have gone missing: a 404 or
        // 405 in the middle of it is a failure, never "the provider lacks it" (that would
        // report the sync as done with the rest of the list silently left out).
        if (fatal === undefined) fatal = { error: (error as Error).cause ?? error, resource, offline: false };
        controller.abort();
      } else if (kind === 'unavailable') {
        counters.status = 'skipped';
        ctx.notice((error as Error).message);
        ctx.progress(resource, 'skipped');
      } else if (kind !== 'aborted' && fatal === undefined) {
        fatal = { error, resource, offline: kind === 'offline' };
        controller.abort();
      }
      return false;
    }
  };

  try {
    // The re-reads by id of payments, collections and transfers wait for the ledger's
    // listing (its reversals say what to re-read); the ledger lane then waits for them and
    // pulls the entries of the status changes they saw (pullLedgerAfterStatusChanges).
    let ledgerListed = (): void => undefined;
    const listed = new Promise<void>((resolve) => {
      ledgerListed = resolve;
    });
    if (!wanted.has('ledgerTransactions')) ledgerListed();
    const mutable = (['payments', 'collections', 'transfers'] as const).map((r) => lane(r, () => syncMutable(ctx, r, listed)));
    const ledger = lane('ledgerTransactions', async () => {
      try {
        await syncLedger(ctx);
      } finally {
        ledgerListed();
      }
      await Promise.all(mutable);
      ctx.throwIfStopped();
      await pullLedgerAfterStatusChanges(ctx);
    });
    await Promise.all([
      ledger,
      ...mutable,
      lane('accounts', () => syncWholeList(ctx, 'accounts')),
      lane('webhookSubscriptions', () => syncWholeList(ctx, 'webhookSubscriptions')),
      lane('rails', () => syncRails(ctx)),
      lane('counterparties', () => syncWholeList(ctx, 'counterparties')).then(() => lane('paymentMethods', () => syncPaymentMethods(ctx))),
    ]);
  } finally {
    request.signal?.removeEventListener('abort', userAbort);
    signingKey.release();
  }

  const state = fatal !== undefined ? (fatal.offline ? 'offline' : 'failed') : request.signal?.aborted === true ? 'aborted' : 'synced';
  let error: SyncError | undefined;
  if (fatal !== undefined) error = toSyncError(fatal.error, fatal.resource);
  else if (state === 'aborted') error = { kind: 'aborted', code: 'aborted', message: 'The sync was aborted; the next sync resumes where it stopped.', retryable: true };
  let stamps: Record<CachedResource, string | null>;
  try {
    stamps = lastSynced(settings);
  } catch {
    stamps = Object.fromEntries(CACHED_RESOURCES.map((r) => [r, null])) as Record<CachedResource, string | null>; // e.g. the cache was closed meanwhile
  }
  const resources = Object.fromEntries(
    CACHED_RESOURCES.map((r) => {
      const { fetched, written, pages, refreshed, status } = ctx.counters[r];
      return [r, { fetched, written, pages, refreshed, status, lastSyncedAt: stamps[r] }];
    }),
  ) as SyncReport['resources'];
  return {
    state, mode, startedAt, finishedAt: settings.now().toISOString(), resources, notices: [...ctx.notices],
    ...(error !== undefined ? { error } : {}),
  };
}

/** True when this run read a page of the list, or an earlier run left its sync state. */
function listedBefore(ctx: SyncContext, resource: CachedResource): boolean {
  return ctx.counters[resource].pages > 0 || ctx.cache.syncState.list(resource).length > 0;
}

/** The list, then (once the ledger has shown its reversals) the re-reads by id. A missing list operation still allows re-reads. */
async function syncMutable(ctx: SyncContext, resource: MutableResource, ledgerListed: Promise<void>): Promise<void> {
  let listMissing: Error | undefined;
  try {
    await syncMutableList(ctx, resource);
  } catch (error) {
    if (classifyFailure(error) !== 'unavailable') throw error;
    if (listedBefore(ctx, resource)) throw (error as Error).cause ?? error;
    listMissing = error as Error;
    ctx.notice(listMissing.message);
  }
  await ledgerListed;
  ctx.throwIfStopped();
  await refreshById(ctx, resource, listMissing === undefined);
  if (listMissing !== undefined) throw listMissing;
}
