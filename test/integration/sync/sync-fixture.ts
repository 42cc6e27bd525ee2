// The sync against the real sandbox: an in-memory sandbox on a loopback port, the app's
// typed client (with a request log from its onRequest hook and an optional fetch
// wrapper), the real cache in a temp directory, and an independent raw listing of the
// server's ledger (its own signed client) to compare against, summed with bigint.
import { mkdtempSync, rmSync } from 'node:fs';
import { expect } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RequestAttemptEvent } from '../../../electron/api';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { createPaymentsClient, type PaymentsClient } from '../../../electron/api/payments-client';
import type { RetryOptions } from '../../../electron/api/retry-policy';
import { ed25519Signer } from '../../../electron/api/signing';
import { createAuditTrail } from '../../../electron/audit';
import { openCache, type Cache, type IndexWriterPlace, type PageWriterPlace } from '../../../electron/cache';
import { openJournal } from '../../../electron/journal';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets/signing-keys';
import { createSyncService, type SyncService, type SyncServiceOptions } from '../../../electron/sync';
import { startSandboxFixture, type SandboxFixture } from '../../support/sandbox-fixture';

export interface SyncHarness {
  cache: Cache;
  client: PaymentsClient;
  service: SyncService;
  /** Every attempt the client made (success, retrying, failed), in order. */
  requests: RequestAttemptEvent[];
  /** Requests whose path starts with `/v1${prefix}` (query string ignored), final attempts only. */
  requestsTo(prefix: string): RequestAttemptEvent[];
  dataDir: string;
  close(): void;
}

export interface HarnessOptions {
  /** Wraps the global fetch (to corrupt a page, fail after N requests, answer 404...). */
  wrapFetch?: (inner: FetchFunction) => FetchFunction;
  retry?: Partial<RetryOptions>;
  service?: Partial<Omit<SyncServiceOptions, 'api' | 'cache'>>;
  /** Reuse this data directory (and so the cache file) instead of a fresh one. */
  dataDir?: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** The app's own transport (node:http, node-http-transport.ts) instead of fetch; wrapFetch is then not used. */
  nodeHttp?: boolean;
  /** Where the cache's index writer runs (electron/cache/ledger-index-writer.ts); default this thread. */
  indexWriter?: IndexWriterPlace;
  /** Where a full sync's ledger pages are written (electron/cache/ledger-page-writer.ts); default this thread. */
  pageWriter?: PageWriterPlace;
}

const made: string[] = [];

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sync-test-'));
  made.push(dir);
  return dir;
}

/** A read key registered with the sandbox: what the app's client needs. */
export function readCredentials(f: SandboxFixture): { apiKey: string; seed: Uint8Array } {
  const seed = generateSigningKey();
  const { apiKey } = f.sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'read');
  return { apiKey, seed };
}

export function createHarness(f: SandboxFixture, credentials: { apiKey: string; seed: Uint8Array }, options: HarnessOptions = {}): SyncHarness {
  const dataDir = options.dataDir ?? tempDataDir();
  const cache = openCache({
    dataDir, environment: 'sandbox',
    ...(options.indexWriter !== undefined && { indexWriter: options.indexWriter }),
    ...(options.pageWriter !== undefined && { pageWriter: options.pageWriter }),
  });
  const requests: RequestAttemptEvent[] = [];
  const inner: FetchFunction = (input, init) => globalThis.fetch(input, init);
  const client = createPaymentsClient({
    environment: 'sandbox',
    baseUrl: options.baseUrl ?? f.sandbox.baseUrl,
    apiKey: credentials.apiKey,
    signer: ed25519Signer(credentials.seed),
    ...(options.nodeHttp !== true && { fetch: options.wrapFetch ? options.wrapFetch(inner) : inner }),
    retry: { baseDelayMs: 5, maxDelayMs: 2000, ...options.retry },
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    onRequest: (event) => requests.push(event),
  });
  const service = createSyncService({ api: client.api, cache, ...options.service });
  return {
    cache,
    client,
    service,
    requests,
    requestsTo: (prefix) => requests.filter((e) => e.outcome !== 'retrying' && e.path.split('?')[0] === `/v1${prefix}`),
    dataDir,
    close: () => cache.close(),
  };
}

/** An audit row's fields that say what a request met (the trail's `request` data, its duration and path aside). */
export interface AuditedRequest {
  method: unknown;
  status: unknown;
  outcome: unknown;
  errorKind: unknown;
  errorCode: unknown;
  requestId: unknown;
  attempt: unknown;
  replayed: unknown;
}

/**
 * The rows a real audit trail (in a fresh journal) holds for `events`, as the host records
 * the client's onRequest events, oldest first: each row's data as stored (`dataText` parsed).
 */
export function auditRows(events: readonly RequestAttemptEvent[]): AuditedRequest[] {
  const journal = openJournal({ dataDir: tempDataDir(), environment: 'sandbox' });
  try {
    const audit = createAuditTrail({ journal });
    for (const event of events) audit.appendRequest(event);
    expect(audit.verify()).toMatchObject({ ok: true, entries: events.length });
    return audit.list({ limit: 1000 }).map((entry) => {
      const data = JSON.parse(entry.dataText) as Record<string, unknown>;
      return { method: data['method'], status: data['status'], outcome: data['outcome'], errorKind: data['errorKind'], errorCode: data['errorCode'], requestId: data['requestId'], attempt: data['attempt'], replayed: data['replayed'] };
    });
  } finally {
    journal.close();
  }
}

/** Audit rows with each server request id replaced by whether there was one (ids differ between two runs). */
export function withoutRequestIds(rows: readonly AuditedRequest[]): AuditedRequest[] {
  return rows.map((row) => ({ ...row, requestId: typeof row.requestId === 'string' && row.requestId.length > 0 }));
}

export async function startSyncSandbox(seed: number | 'demo' | 'empty' = 7): Promise<SandboxFixture> {
  return startSandboxFixture({ port: 0, seed, timeScale: 0 });
}

/** Bulk ledger rows (and accounts) through the control API. */
export async function bulkSeed(f: SandboxFixture, body: { accounts?: number; counterparties?: number; ledgerTransactions?: number; seed?: number }): Promise<void> {
  const response = await f.control('POST', '/seed', { accounts: 2, counterparties: 0, ledgerTransactions: 0, ...body });
  if (response.status !== 201) throw new Error(`seed failed: ${response.status} ${response.text}`);
}

export interface RawLedgerEntry {
  id: string;
  currency: string;
  direction: 'debit' | 'credit';
  amount: string;
  createdAt: string;
  type: string;
  referenceId?: string;
}

/** The server's whole ledger, read with the test suite's own raw signed client. */
export async function rawLedger(f: SandboxFixture): Promise<RawLedgerEntry[]> {
  const all: RawLedgerEntry[] = [];
  let cursor = '';
  for (;;) {
    const page = await f.read.get(`/transactions?limit=200${cursor}`);
    if (page.status !== 200) throw new Error(`raw listing failed: ${page.status} ${page.text}`);
    all.push(...(page.body.items as RawLedgerEntry[]));
    if (!page.body.pagination.hasMore) return all;
    cursor = `&starting_after=${page.body.pagination.nextCursor as string}`;
  }
}

/** Every item of a list resource, raw. */
export async function rawList(f: SandboxFixture, path: string): Promise<Array<{ id: string; status?: string }>> {
  const all: Array<{ id: string; status?: string }> = [];
  let cursor = '';
  for (;;) {
    const page = await f.read.get(`${path}${path.includes('?') ? '&' : '?'}limit=200${cursor}`);
    if (page.status !== 200) throw new Error(`raw listing of ${path} failed: ${page.status} ${page.text}`);
    all.push(...page.body.items);
    if (!page.body.pagination.hasMore) return all;
    cursor = `&starting_after=${page.body.pagination.nextCursor as string}`;
  }
}

const SCALE = 8;

/** A decimal string as bigint units at 8 decimals. */
export function units(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole + fraction.padEnd(SCALE, '0'));
}

/** Per currency: count and net (credits - debits) in units at 8 decimals, computed with bigint. */
export function netByCurrency(entries: ReadonlyArray<{ currency: string; direction: string; amount: string }>): Map<string, { count: number; net: bigint }> {
  const sums = new Map<string, { count: number; net: bigint }>();
  for (const e of entries) {
    const sum = sums.get(e.currency) ?? { count: 0, net: 0n };
    sum.count += 1;
    sum.net += e.direction === 'credit' ? units(e.amount) : -units(e.amount);
    sums.set(e.currency, sum);
  }
  return sums;
}

/** The cache's own totals (ledgerTotals) in the same form. */
export function cachedNetByCurrency(cache: Cache): Map<string, { count: number; net: bigint }> {
  const sums = new Map<string, { count: number; net: bigint }>();
  for (const t of cache.ledgerTransactions.ledgerTotals()) sums.set(t.currency, { count: t.count, net: signedUnits(t.net) });
  return sums;
}

function signedUnits(decimal: string): bigint {
  return decimal.startsWith('-') ? -units(decimal.slice(1)) : units(decimal);
}

/** Ids of every cached ledger row, oldest first. */
export function cachedLedgerIds(cache: Cache): string[] {
  return [...cache.ledgerTransactions.iterateLedger()].map((t) => t.id);
}
