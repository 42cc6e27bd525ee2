// A payment on a rail the API added later ("rtp") in a sync page, through the app's real
// client, sync and cache against the real sandbox (its answers rewritten on the way, as a
// newer server would send them): the page is cached and the sync completes; the payment
// is listed, found by its raw rail, left out of a filter on a known rail, exported as it
// came, and shown marked unknown. Before the rail was kept, this one value failed the page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { railText } from '../../../electron/cli/commands/status-text';
import { exportPaymentsCsv } from '../../../electron/export/export-payments';
import { toPaymentView } from '../../../electron/ipc/record-views';
import { isKnownValue, RAILS } from '../../../shared/schemas';
import type { SandboxFixture } from '../../support/sandbox-fixture';
import { createHarness, rawList, readCredentials, removeTempDirs, startSyncSandbox, tempDataDir } from './sync-fixture';

let f: SandboxFixture;
let target: string;
let credentials: { apiKey: string; seed: Uint8Array };

beforeAll(async () => {
  f = await startSyncSandbox('demo');
  credentials = readCredentials(f);
  const payments = await rawList(f, '/payments');
  expect(payments.length).toBeGreaterThan(1);
  target = (payments[0] as { id: string }).id;
});
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

/** Every payment answer (a list page or a read by id) with the target payment on the rail `rail`. */
function railRewritten(rail: string) {
  let rewritten = 0;
  const wrap = (inner: FetchFunction): FetchFunction => async (input, init) => {
    const response = await inner(input, init);
    const path = new URL(String(input)).pathname;
    if (!path.startsWith('/v1/payments') || response.status !== 200) return response;
    const body = JSON.parse(await response.text()) as { id?: string; rail?: string; items?: Array<{ id: string; rail: string }> };
    for (const item of body.items ?? [body]) {
      if (item.id === target) {
        item.rail = rail;
        rewritten += 1;
      }
    }
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return { wrap, rewritten: () => rewritten };
}

describe('a payment on a rail this app does not know, in a sync page', () => {
  it('is cached with its rail as it came, and listed, filtered, exported and shown marked unknown', async () => {
    const rewrite = railRewritten('rtp');
    const h = createHarness(f, credentials, { wrapFetch: rewrite.wrap });
    try {
      const report = await h.service.run({ resources: ['payments'] });
      expect(report.error).toBeUndefined();
      expect(report.state).toBe('synced');
      expect(rewrite.rewritten()).toBeGreaterThan(0);

      const cached = h.cache.payments.get(target);
      expect(cached?.rail).toBe('rtp');
      expect(isKnownValue(RAILS, cached?.rail)).toBe(false);
      // Every other payment of the page is cached too: one unknown rail does not fail the page.
      expect(h.cache.payments.count()).toBe((await rawList(f, '/payments')).length);

      const listed = h.cache.payments.listPayments({ limit: 500 }).items.map(({ payment }) => payment);
      expect(listed.find((p) => p.id === target)?.rail).toBe('rtp');
      expect([...h.cache.payments.iteratePayments({ rails: ['rtp'] })].map((p) => p.id)).toEqual([target]);
      const onKnownRails = [...h.cache.payments.iteratePayments({ rails: [...RAILS] })].map((p) => p.id);
      expect(onKnownRails).not.toContain(target);
      expect(onKnownRails.length).toBe(listed.length - 1);

      // The window's view carries the rail as it came; people read it marked.
      expect(toPaymentView(cached as NonNullable<typeof cached>, null).rail).toBe('rtp');
      expect(railText((cached as NonNullable<typeof cached>).rail)).toBe('rtp (unknown rail)');

      const outPath = join(tempDataDir(), 'payments.csv');
      const result = await exportPaymentsCsv(h.cache, { outPath });
      expect(result.rowsWritten).toBe(listed.length);
      expect(readFileSync(outPath, 'utf8').split('\r\n').find((line) => line.includes(target))).toContain(',rtp,');
    } finally {
      h.close();
    }
  });

  it('a malformed rail is still refused: the page is not written', async () => {
    const h = createHarness(f, credentials, { wrapFetch: railRewritten('Real Time Payments').wrap });
    try {
      const report = await h.service.run({ resources: ['payments'] });
      expect(report.state).toBe('failed');
      expect(report.error).toMatchObject({ resource: 'payments', kind: 'response_validation' });
      expect(h.cache.payments.get(target)).toBeUndefined();
    } finally {
      h.close();
    }
  });
});
