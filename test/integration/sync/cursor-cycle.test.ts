// A server whose ledger pages cycle (A→B→A…) or never advance: a loopback proxy in front
// of the real sandbox answers a ledger page for an earlier cursor than the one asked for
// (the page after A when asked for the one after B; the first page when asked for any
// later one), so the walk, which goes on after each page's last item, is led back to a
// cursor it already stood on. The sync must stop with a `cursor_cycle` failure of the
// ledger instead of looping, having written whole pages only (no duplicated rows, nothing
// of the page that looped). (Rewriting only `pagination.nextCursor` no longer leads the
// walk anywhere: it follows the page's last item, pull-pages.ts.)
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import { bulkSeed, cachedLedgerIds, createHarness, rawLedger, readCredentials, removeTempDirs, startSyncSandbox, type RawLedgerEntry } from './sync-fixture';

const PAGE = 20;
/** The proxy stops answering ledger pages after this many (so the old, looping code fails instead of hanging). */
const MAX_LEDGER_PAGES = 60;

let f: SandboxFixture;
let proxy: Server;
let proxyUrl: string;
let server: RawLedgerEntry[];
let credentials: { apiKey: string; seed: Uint8Array };
let mode: 'cycle' | 'stuck' = 'cycle';
/** The last item ids of the full ledger pages the sandbox gave, in order. */
let issued: string[] = [];
let ledgerPages = 0;

async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
  const url = new URL(req.url ?? '/', f.sandbox.baseUrl);
  const ledgerPage = url.pathname === '/v1/transactions' && url.searchParams.get('limit') === String(PAGE);
  const after = url.searchParams.get('starting_after');
  const asked = new URL(url);
  if (ledgerPage && after !== null) {
    if (mode === 'cycle' && after === issued[1]) asked.searchParams.set('starting_after', issued[0] as string);
    if (mode === 'stuck') asked.searchParams.delete('starting_after');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers[name] = value;
  // The sandbox checks the request's signature over its path and query, so the proxy
  // forwards the request as it came and, to answer for another cursor, writes that page
  // itself from the sandbox's own ledger (`server`, read at the start).
  const upstream = await fetch(`${new URL(f.sandbox.baseUrl).origin}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body.length > 0 ? { body: new Uint8Array(body) } : {}) });
  const original = await upstream.text();
  let text = original;
  if (ledgerPage && upstream.status === 200) {
    ledgerPages += 1;
    if (ledgerPages > MAX_LEDGER_PAGES) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', code: 'loop_guard', message: 'test proxy: too many pages', status: 500, requestId: 'req_guard', retryable: false } }));
      return;
    }
    const page = JSON.parse(text) as { items: { id: string }[]; pagination: { hasMore: boolean } };
    const last = page.items.at(-1)?.id;
    if (page.pagination.hasMore && last !== undefined && !issued.includes(last)) issued.push(last);
    if (asked.search !== url.search) text = pageFor(asked);
  }
  const out: Record<string, string> = { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' };
  for (const name of ['date', 'x-request-id']) {
    const value = upstream.headers.get(name);
    if (value !== null) out[name] = value;
  }
  res.writeHead(upstream.status, out);
  res.end(text);
}

/** The ledger page after `asked`'s starting_after (or the first), as the sandbox writes it. */
function pageFor(asked: URL): string {
  const after = asked.searchParams.get('starting_after');
  const start = after === null ? 0 : server.findIndex((entry) => entry.id === after) + 1;
  const items = server.slice(start, start + PAGE);
  const hasMore = start + PAGE < server.length;
  return JSON.stringify({ items, pagination: { hasMore, ...(items.length > 0 ? { nextCursor: items.at(-1)?.id } : {}) } });
}

beforeAll(async () => {
  f = await startSyncSandbox(7);
  await bulkSeed(f, { accounts: 1, ledgerTransactions: 200, seed: 5 });
  server = await rawLedger(f);
  credentials = readCredentials(f);
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      forward(req, res, Buffer.concat(chunks)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => proxy?.close(() => resolve()));
  await f?.close();
  removeTempDirs();
});

describe.each(['cycle', 'stuck'] as const)('ledger cursors that %s', (which) => {
  it('stop the sync with cursor_cycle, reported as the ledger failing; only whole pages were written, none twice', async () => {
    mode = which;
    issued = [];
    ledgerPages = 0;
    expect(server.length).toBeGreaterThan(3 * PAGE);
    const h = createHarness(f, credentials, { baseUrl: proxyUrl, retry: { maxAttempts: 1 }, service: { pageSize: PAGE, ledgerRanges: 1, concurrency: 1 } });
    try {
      const report = await h.service.run();
      expect(report.state).toBe('failed');
      expect(report.error).toMatchObject({ kind: 'protocol', code: 'cursor_cycle', retryable: false, resource: 'ledgerTransactions' });
      expect(report.resources.ledgerTransactions.status).toBe('incomplete');
      expect(ledgerPages).toBeLessThanOrEqual(3);
      const ids = cachedLedgerIds(h.cache);
      expect(new Set(ids).size).toBe(ids.length);
      // The pages before the loop, whole: 2 for A→B→A, 1 for a cursor that stays put.
      expect(ids.length).toBe((which === 'cycle' ? 2 : 1) * PAGE);
      const known = new Set(server.map((e) => e.id));
      for (const id of ids) expect(known.has(id)).toBe(true);
    } finally {
      h.close();
    }
  });
});
