// Opens the offline cache of one environment and one server:
// `<dataDir>/<environment>/cache-<hash of the server>.sqlite`. A file records the
// environment and the server it was created for and is never opened as another, so
// sandbox and production data never mix, and after `env set-url` the old server's rows
// never show as the new server's; setting the URL back finds them again. The cache holds
// API data only: never an API key, a private key or any other secret.
import { createHash } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS } from '../../shared/schemas';
import type { Environment } from '../../shared/schemas';
import { systemClock, type Clock } from '../clock';
import { configureCacheConnection } from './cache-connection';
import { CacheError, cacheDamagedError } from './cache-errors';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { claimFileEnvironment } from '../sqlite/file-meta';
import { preparePrivateSqliteFile, tightenSqliteFiles } from '../sqlite/private-files';
import { sqliteDamage } from '../sqlite/sqlite-damage';
import { META_KEYS, readMeta, writeMeta } from './cache-meta';
import { ledgerIndexWriter, type IndexWriterPlace, type LedgerIndexWriter } from './ledger-index-writer';
import { ensureLedgerIndexes } from './ledger-indexes';
import { ledgerPageWriter, type LedgerPageWriter, type PageWriterPlace } from './ledger-page-writer';
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

/** The name of a cache opened without a server (tests, tools), and of every cache before caches were kept per server. */
export const CACHE_FILE_NAME = 'cache.sqlite';

export interface OpenCacheOptions {
  /** The app's data directory; the cache lives in `<dataDir>/<environment>/`. */
  readonly dataDir: string;
  readonly environment: Environment;
  /**
   * The server whose data this cache holds: the profile's base URL (`embedded` for the
   * local sandbox), or null when the environment has none. The host always gives it; the
   * file is then `cache-<hash>.sqlite` and records it. Without it (tests, tools), the file
   * is `cache.sqlite` and records no server.
   */
  readonly server?: string | null;
  /** Clock for the file's creation time, sync-state timestamps, when a row was found gone and a rebuild's file name (default: the system clock). */
  readonly clock?: Clock;
  /** Query tuning, for tests. */
  readonly tuning?: WindowTuning;
  /** Where the end of a first sync's long writes run (ledger-index-writer.ts); default: as setIndexWriterPlace said for this process (this thread unless told). */
  readonly indexWriter?: IndexWriterPlace;
  /** Where a full sync's ledger pages are written (ledger-page-writer.ts); default: as setPageWriterPlace said for this process (this thread unless told). */
  readonly pageWriter?: PageWriterPlace;
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
  /** The indexes a bulk load dropped and the search index, built off the answering thread where this process has a writer thread (ledger-index-writer.ts). */
  readonly ledgerIndexWriter: LedgerIndexWriter;
  /**
   * A writer of a full sync's ledger pages, each with its sync state in one transaction
   * (ledger-page-writer.ts): on a worker thread with its own connection where this process
   * has one, else on this thread. Open it after beginBulkLoad (it joins the load) and close
   * it when the pages are handed in; close() also closes the writers still open.
   */
  openLedgerPageWriter(): LedgerPageWriter;
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

/** What the cache's meta records for an environment with no server set. */
const NO_SERVER = '(none)';

/** The file name of the cache of `server` (see OpenCacheOptions.server). */
export function cacheFileName(server?: string | null): string {
  if (server === undefined) return CACHE_FILE_NAME;
  if (server === null) return 'cache-no-server.sqlite';
  // A hash, not the URL: a file name has no room for "/" and ":", and says nothing to anyone who lists the folder.
  return `cache-${createHash('sha256').update(`treasury cache server\n${server}`, 'utf8').digest('hex').slice(0, 16)}.sqlite`;
}

/** Where the cache of an environment (and of a server: see OpenCacheOptions.server) lives. */
export function cachePath(dataDir: string, environment: Environment, server?: string | null): string {
  return join(resolve(dataDir), environment, cacheFileName(server));
}

/**
 * A cache kept before caches were per server (`cache.sqlite`, no server recorded) becomes
 * the cache of the first server opened with it: the current profile's, whose data it
 * most likely holds (it may also hold rows of a server used before an earlier URL
 * change: nothing recorded says). The -wal goes first, so it is never left beside a
 * file it does not belong to.
 */
function adoptUnscopedCache(dataDir: string, environment: Environment, path: string): void {
  const unscoped = cachePath(dataDir, environment);
  if (existsSync(path) || !existsSync(unscoped)) return;
  for (const suffix of ['-wal', '-shm', '']) {
    try {
      renameSync(unscoped + suffix, path + suffix);
    } catch (error) {
      // Missing (no -wal; or another process moved it a moment ago): nothing to move.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new CacheError('rebuild_failed', `Could not move ${unscoped + suffix} to ${path + suffix} (${(error as NodeJS.ErrnoException).code ?? 'error'}). Check the folder's permissions and try again.`);
    }
  }
}

/** Records the server in a new file; refuses a file of another server. */
function claimFileServer(db: Database.Database, path: string, server: string | null | undefined): void {
  if (server === undefined) return;
  const expected = server ?? NO_SERVER;
  const stored = readMeta(db, META_KEYS.server);
  if (stored === undefined) writeMeta(db, META_KEYS.server, expected);
  else if (stored !== expected) throw new CacheError('environment_mismatch', `the cache file ${path} holds the data of the server ${stored}, not ${expected}; it was not opened`);
}

function checkOptions(options: OpenCacheOptions): void {
  if (!(ENVIRONMENTS as readonly string[]).includes(options.environment)) {
    throw new CacheError('invalid_query', `environment must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  if (typeof options.dataDir !== 'string' || options.dataDir.length === 0) throw new CacheError('invalid_query', 'dataDir is required');
}


export function openCache(options: OpenCacheOptions): Cache {
  checkOptions(options);
  const { environment } = options;
  const path = cachePath(options.dataDir, environment, options.server);
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  ensureDataDirectory(options.dataDir, environment);
  if (typeof options.server === 'string') adoptUnscopedCache(options.dataDir, environment, path);
  let db: Database.Database | undefined;
  try {
    preparePrivateSqliteFile(path); // 0600 whatever the umask, -wal and -shm too
    db = new Database(path);
    configureCacheConnection(db);
    tightenSqliteFiles(path);
    claimFileEnvironment(db, { table: 'cache_meta', environment, phase: 'before', now, mismatch: (stored) => new CacheError('environment_mismatch', `the cache file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
    runMigrations(db);
    claimFileEnvironment(db, { table: 'cache_meta', environment, phase: 'after', now, mismatch: (stored) => new CacheError('environment_mismatch', `the cache file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
    claimFileServer(db, path, options.server);
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
  const ledgerTransactions = createLedgerTransactionsRepository(db, {
    ...(options.tuning !== undefined && { tuning: options.tuning }),
    lastSyncedAt: () => syncState.lastSyncedAt('ledgerTransactions'),
  });
  const transaction = <T>(fn: () => T): T => db.transaction(fn).immediate();
  const pageWriters = new Set<LedgerPageWriter>();
  return {
    environment,
    path,
    accounts: createAccountsRepository(db, now),
    ledgerTransactions,
    payments: createPaymentsRepository(db, now),
    collections: createCollectionsRepository(db, now),
    transfers: createTransfersRepository(db),
    counterparties: createCounterpartiesRepository(db, now),
    paymentMethods: createPaymentMethodsRepository(db, now),
    rails: createRailsRepository(db),
    webhookSubscriptions: createWebhookSubscriptionsRepository(db, now),
    syncState,
    ledgerIndexWriter: ledgerIndexWriter(db, path, options.indexWriter),
    getSyncState: (resource, scope) => syncState.get(resource, scope),
    putSyncState: (state) => syncState.put(state),
    openLedgerPageWriter() {
      const writer = ledgerPageWriter({ path, ledgerTransactions, syncState, now, transaction }, options.pageWriter);
      pageWriters.add(writer);
      return {
        read: (body) => writer.read(body),
        commit: (page, write) => writer.commit(page, write),
        close: () => writer.close().finally(() => pageWriters.delete(writer)),
      };
    },
    transaction,
    openReadSnapshot: () => openReadSnapshot(path),
    close() {
      // A worker still open writes the pages handed in before, on its own connection, then ends.
      for (const writer of pageWriters) void writer.close();
      pageWriters.clear();
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
 * Moves the cache file of the environment's server (and its -wal and -shm) aside to
 * `<file>.damaged-<time>` without opening it, and creates a fresh, empty cache.
 * The cache only holds copies of server data: the next sync fills it again. Touches
 * nothing else in the folder (never the journal). Close every open handle on the cache
 * first (AppHost.rebuildCache does).
 */
export function rebuildCache(options: Omit<OpenCacheOptions, 'tuning'>): RebuiltCache {
  checkOptions(options);
  const path = cachePath(options.dataDir, options.environment, options.server);
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
