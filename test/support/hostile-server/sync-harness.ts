// The app's real client path against a hostile server: createPaymentsClient (the request
// pipeline with the node:http transport the host uses, or fetch when asked), the real
// cache in a temp data directory (openCache) and the sync service on top, as
// electron/host/environment-services.ts builds them. Only the knobs the client offers
// are turned: a small per-attempt timeout, one attempt (or a few fast ones), a small
// response cap where a test wants one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestAttemptEvent } from '../../../electron/api';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { createPaymentsClient, type PaymentsClient } from '../../../electron/api/payments-client';
import type { RetryOptions } from '../../../electron/api/retry-policy';
import { ed25519Signer } from '../../../electron/api/signing';
import { openCache, type Cache, type PageWriterPlace } from '../../../electron/cache';
import type { Clock } from '../../../electron/clock';
import { generateSigningKey } from '../../../electron/secrets/signing-keys';
import { createSyncService, type SyncService, type SyncServiceOptions } from '../../../electron/sync';

export type TransportName = 'node:http' | 'fetch';
export const TRANSPORTS: readonly TransportName[] = ['node:http', 'fetch'];

export interface HostileHarnessOptions {
  baseUrl: string;
  transport?: TransportName;
  timeoutMs?: number;
  maxResponseBytes?: number;
  retry?: Partial<RetryOptions>;
  clock?: Clock;
  /** Sync service options (page size, ranges, concurrency). */
  service?: Partial<Omit<SyncServiceOptions, 'api' | 'cache'>>;
  /** Reuse a data directory (its cache file) instead of a fresh one. */
  dataDir?: string;
  /** Answers requests in process instead of over HTTP (the fetch transport, the same pipeline above it). */
  fetch?: FetchFunction;
  /** Where a full sync's ledger pages are read and written (electron/cache/ledger-page-writer.ts); default this thread. */
  pageWriter?: PageWriterPlace;
}

export interface HostileHarness {
  readonly client: PaymentsClient;
  readonly cache: Cache;
  readonly sync: SyncService;
  readonly dataDir: string;
  /** Every attempt the client made. */
  readonly attempts: RequestAttemptEvent[];
  close(): void;
}

const made: string[] = [];

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function createHostileHarness(options: HostileHarnessOptions): HostileHarness {
  const dataDir = options.dataDir ?? tempDataDir();
  const cache = openCache({
    dataDir,
    environment: 'sandbox',
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    ...(options.pageWriter !== undefined ? { pageWriter: options.pageWriter } : {}),
  });
  const attempts: RequestAttemptEvent[] = [];
  const client = createPaymentsClient({
    environment: 'sandbox',
    baseUrl: options.baseUrl,
    apiKey: 'sk_test_hostile_suite',
    signer: ed25519Signer(generateSigningKey()),
    ...(options.fetch !== undefined ? { fetch: options.fetch } : options.transport === 'fetch' ? { fetch: (input: string | URL | Request, init?: RequestInit) => globalThis.fetch(input, init) } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxResponseBytes !== undefined ? { maxResponseBytes: options.maxResponseBytes } : {}),
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 5, ...options.retry },
    onRequest: (event) => attempts.push(event),
  });
  const sync = createSyncService({
    api: client.api,
    cache,
    concurrency: 1,
    ledgerRanges: 1,
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    ...options.service,
  });
  return { client, cache, sync, dataDir, attempts, close: () => cache.close() };
}

/** Ids of every cached ledger row, oldest first. */
export function cachedLedgerIds(cache: Cache): string[] {
  return [...cache.ledgerTransactions.iterateLedger()].map((t) => t.id);
}
