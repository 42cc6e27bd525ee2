// Opens the offline cache of one environment: `<dataDir>/<environment>/cache.sqlite`.
// A file records the environment it was created for and is never opened as another,
// so sandbox and production data never mix. The cache holds API data only: never an
// API key, a private key or any other secret.
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS } from '../../shared/schemas';
import type { Environment } from '../../shared/schemas';
import { systemClock, type Clock } from '../clock';
import { CacheError, cacheDamagedError } from './cache-errors';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { claimFileEnvironment } from '../sqlite/file-meta';
import { preparePrivateSqliteFile, tightenSqliteFiles } from '../sqlite/private-files';
import { sqliteDamage } from '../sqlite/sqlite-damage';
import { ensureLedgerIndexes } from './ledger-indexes';
import { runMigrations } from './migrations/run-migrations';
import { openReadSnapshot } from './read-snapshot';
import type { CacheReadSnapshot } from './read-snapshot';
import { createAccountsRepository } from './repositories/accounts';
import type { AccountsRepository } from './repositories/accounts';
import { createCollectionsRepository } from './repositories/collections';
import type { CollectionsRepository } from './repositories/collections';
import { createCounterpartiesRepository } from './repositories/counterparties';
import type { CounterpartiesRepository } from './repositories/counterparties';
import { createLedgerTransactionsRepository } from './repositories/ledger-transactions';
import type { LedgerTransactionsRepository } from './repositories/ledger-transactions';
import type { WindowTuning } from './repositories/ledger-window';
import { createPaymentMethodsRepository } from './repositories/payment-methods';
import type { PaymentMethodsRepository } from './repositories/payment-methods';
import { createPaymentsRepository } from './repositories/payments';
import type { PaymentsRepository } from './repositories/payments';
import { createRailsRepository } from './repositories/rails';
import type { RailsRepository } from './repositories/rails';
import { createSyncStateRepository } from './repositories/sync-state';
import type { CachedResource, SyncState, SyncStateInput, SyncStateRepository } from './repositories/sync-state';
import { createTransfersRepository } from './repositories/transfers';
import type { TransfersRepository } from './repositories/transfers';
import { createWebhookSubscriptionsRepository } from './repositories/webhook-subscriptions';
import type { WebhookSubscriptionsRepository } from './repositories/webhook-subscriptions';

export const CACHE_FILE_NAME = 'cache.sqlite';

export interface OpenCacheOptions {
  /** The app's data directory; the cache lives in `<dataDir>/<environment>/`. */
  readonly dataDir: string;
  readonly environment: Environment;
  /** Clock for the file's creation time, sync-state timestamps and a rebuild's file name (default: the system clock). */
  readonly clock?: Clock;
  /** Query tuning, for tests. */
  readonly tuning?: WindowTuning;
}

export interface Cache {
  readonly environment: Environment;
  /** Absolute path of the SQLite file. */
  readonly path: string;
  readonly accounts: AccountsRepository;
  readonly ledgerTransactions: LedgerTransactionsRepository;
  readonly payments: PaymentsRepository;
  readonly collections: CollectionsRepository;
  readonly transfers: TransfersRepository;
  readonly counterparties: CounterpartiesRepository;
  readonly paymentMethods: PaymentMethodsRepository;
  readonly rails: RailsRepository;
  readonly webhookSubscriptions: WebhookSubscriptionsRepository;
  readonly syncState: SyncStateRepository;
  /** Same as syncState.get. */
  getSyncState(resource: CachedResource, scope?: string): SyncState | undefined;
  /** Same as syncState.put. */
  putSyncState(state: SyncStateInput): SyncState;
  /**
   * Runs `fn` in one write transaction (BEGIN IMMEDIATE; a savepoint when nested):
   * all its writes commit together or none does. `fn` must be synchronous.
   */
  transaction<T>(fn: () => T): T;
  /** A read-only consistent snapshot on a second connection, for long reads such as exports. */
  openReadSnapshot(): CacheReadSnapshot;
  close(): void;
}

/** Where the cache of an environment lives. */
export function cachePath(dataDir: string, environment: Environment): string {
  return join(resolve(dataDir), environment, CACHE_FILE_NAME);
}

function checkOptions(options: OpenCacheOptions): void {
  if (!(ENVIRONMENTS as readonly string[]).includes(options.environment)) {
    throw new CacheError('invalid_query', `environment must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  if (typeof options.dataDir !== 'string' || options.dataDir.length === 0) throw new CacheError('invalid_query', 'dataDir is required');
}

function configure(db: Database.Database): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`the cache needs WAL journaling; SQLite answered ${String(mode)}`);
  db.pragma('synchronous = NORMAL'); // a cache can lose its last commits on power loss; it is re-synced
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32000'); // 32 MB of page cache
  db.pragma('journal_size_limit = 67108864'); // a bulk sync's WAL shrinks back to 64 MB after checkpoints
}

export function openCache(options: OpenCacheOptions): Cache {
  checkOptions(options);
  const { environment } = options;
  const path = cachePath(options.dataDir, environment);
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  ensureDataDirectory(options.dataDir, environment);
  let db: Database.Database | undefined;
  try {
    preparePrivateSqliteFile(path); // 0600 whatever the umask, -wal and -shm too
    db = new Database(path);
    configure(db);
    tightenSqliteFiles(path);
    claimFileEnvironment(db, { table: 'cache_meta', environment, phase: 'before', now, mismatch: (stored) => new CacheError('environment_mismatch', `the cache file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
    runMigrations(db);
    claimFileEnvironment(db, { table: 'cache_meta', environment, phase: 'after', now, mismatch: (stored) => new CacheError('environment_mismatch', `the cache file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
    // A bulk load interrupted by a crash left the ledger without its secondary indexes:
    // build them again before anything reads (ledger-indexes.ts).
    ensureLedgerIndexes(db);
  } catch (error) {
    db?.close();
    // A file that is not a database, or a malformed one: say so, and that it can be rebuilt.
    const damage = sqliteDamage(error);
    throw damage === undefined ? error : cacheDamagedError(path, damage, error);
  }

  const syncState = createSyncStateRepository(db, now);
  return {
    environment,
    path,
    accounts: createAccountsRepository(db),
    ledgerTransactions: createLedgerTransactionsRepository(db, {
      ...(options.tuning !== undefined && { tuning: options.tuning }),
      lastSyncedAt: () => syncState.lastSyncedAt('ledgerTransactions'),
    }),
    payments: createPaymentsRepository(db, now),
    collections: createCollectionsRepository(db, now),
    transfers: createTransfersRepository(db),
    counterparties: createCounterpartiesRepository(db),
    paymentMethods: createPaymentMethodsRepository(db),
    rails: createRailsRepository(db),
    webhookSubscriptions: createWebhookSubscriptionsRepository(db),
    syncState,
    getSyncState: (resource, scope) => syncState.get(resource, scope),
    putSyncState: (state) => syncState.put(state),
    transaction: (fn) => db.transaction(fn).immediate(),
    openReadSnapshot: () => openReadSnapshot(path),
    close() {
      if (db.open) db.close();
    },
  };
}

function renameBack(moved: string, aside: string, path: string): void {
  try {
    renameSync(moved, path + moved.slice(aside.length));
  } catch {
    // Left aside under its new name; the error below names the folder.
  }
}

export interface RebuiltCache {
  /** The new, empty cache file (the next sync fills it). */
  readonly path: string;
  /** Where the old file and its -wal/-shm went (`cache.sqlite.damaged-<time>...`); empty when there was no cache. */
  readonly movedAside: readonly string[];
}

/**
 * Moves the environment's cache file (and its -wal and -shm) aside to
 * `cache.sqlite.damaged-<time>` without opening it, and creates a fresh, empty cache.
 * The cache only holds copies of server data: the next sync fills it again. Touches
 * nothing else in the folder (never the journal). Close every open handle on the cache
 * first (AppHost.rebuildCache does).
 */
export function rebuildCache(options: Omit<OpenCacheOptions, 'tuning'>): RebuiltCache {
  checkOptions(options);
  const path = cachePath(options.dataDir, options.environment);
  ensureDataDirectory(options.dataDir, options.environment);
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  const stamp = now().toISOString().replace(/[:.]/g, '-');
  let aside = `${path}.damaged-${stamp}`;
  for (let n = 2; ['', '-wal', '-shm'].some((suffix) => existsSync(aside + suffix)); n += 1) aside = `${path}.damaged-${stamp}-${n}`;
  const movedAside: string[] = [];
  // The -wal first: a leftover -wal beside a new cache file could be replayed into it.
  for (const suffix of ['-wal', '-shm', '']) {
    if (!existsSync(path + suffix)) continue;
    try {
      renameSync(path + suffix, aside + suffix);
    } catch (error) {
      for (const moved of movedAside.reverse()) renameBack(moved, aside, path);
      throw new CacheError('rebuild_failed', `Could not move ${path + suffix} aside to ${aside + suffix} (${(error as NodeJS.ErrnoException).code ?? 'error'}); the cache was left as it was. Check the folder's permissions and try again.`);
    }
    movedAside.push(aside + suffix);
  }
  openCache(options).close();
  return { path, movedAside };
}
