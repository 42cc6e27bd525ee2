// A server whose ledger cursors cycle (A→B→A…) or never advance: a loopback proxy in
// front of the real sandbox rewrites `pagination.nextCursor` of ledger pages. The sync
// must stop with a `cursor_cycle` failure of the ledger instead of looping, having
// written whole pages only (no duplicated rows, nothing of the page that looped).
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
/** nextCursor values the sandbox gave to full ledger pages, in order. */
let issued: string[] = [];
let ledgerPages = 0;

async function forward(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
  const url = new URL(req.url ?? '/', f.sandbox.baseUrl);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers[name] = value;
  const upstream = await fetch(`${new URL(f.sandbox.baseUrl).origin}${req.url ?? '/'}`, { method: req.method ?? 'GET', headers, ...(body.length > 0 ? { body: new Uint8Array(body) } : {}) });
  let text = await upstream.text();
  if (url.pathname === '/v1/transactions' && url.searchParams.get('limit') === String(PAGE) && upstream.status === 200) {
    ledgerPages += 1;
    if (ledgerPages > MAX_LEDGER_PAGES) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', code: 'loop_guard', message: 'test proxy: too many pages', status: 500, requestId: 'req_guard', retryable: false } }));
      return;
    }
    const page = JSON.parse(text) as { pagination: { hasMore: boolean; nextCursor?: string } };
    const after = url.searchParams.get('starting_after');
    if (page.pagination.hasMore && page.pagination.nextCursor !== undefined && !issued.includes(page.pagination.nextCursor)) issued.push(page.pagination.nextCursor);
    if (mode === 'cycle' && after !== null && after === issued[1]) page.pagination = { hasMore: true, nextCursor: issued[0] as string };
    if (mode === 'stuck' && after !== null) page.pagination = { hasMore: true, nextCursor: after };
    text = JSON.stringify(page);
  }
  const out: Record<string, string> = { 'Content-Type': upstream.headers.get('content-type') ?? 'application/json' };
  for (const name of ['date', 'x-request-id']) {
    const value = upstream.headers.get(name);
    if (value !== null) out[name] = value;
  }
  res.writeHead(upstream.status, out);
  res.end(text);
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
