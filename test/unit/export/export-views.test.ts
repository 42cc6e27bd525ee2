// The payments, collections and transfers exports write the rows of their screen's view:
// the same filters AND search as the list pages through (one WHERE for both), oldest
// first, with the names of accounts and counterparties beside their ids, and headers that
// say the time zone of timestamp columns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { exportCollectionsCsv, exportPaymentsCsv, exportTransfersCsv } from '../../../electron/export';
import { collection, counterparty, minutes, payment, tempCache, tempDir, transfer } from '../cache/cache-fixtures';

function records(path: string): Record<string, string>[] {
  return parse(readFileSync(path), { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];
}

function headerOf(path: string): string[] {
  return readFileSync(path, 'utf8').split('\r\n')[0]?.split(',') ?? [];
}

/** Every id of a list, page by page, oldest first (the export's order). */
function listed(read: (cursor: string | undefined) => { items: string[]; nextCursor?: string }): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = read(cursor);
    ids.push(...page.items);
    if (page.nextCursor === undefined) return ids.reverse();
    cursor = page.nextCursor;
  }
  throw new Error('too many pages');
}

function seeded(): Cache {
  const cache = tempCache();
  cache.accounts.upsertMany([
    { id: 'acc_a', customerId: 'cus_1', name: 'Operating USD', currency: 'USD', status: 'active', createdAt: minutes(0) },
    { id: 'acc_b', customerId: 'cus_1', name: 'حساب الرواتب', currency: 'USD', status: 'active', createdAt: minutes(0) },
  ]);
  cache.counterparties.upsertMany([counterparty(1, { name: 'Zeta Traders' }), counterparty(2, { name: 'Acme Supplies' })]);
  cache.payments.upsertMany(Array.from({ length: 30 }, (_, i) => payment(i + 1, {
    counterpartyId: `cpt_00000${(i % 2) + 1}`, sourceAccountId: i % 3 === 0 ? 'acc_b' : 'acc_a',
    status: i % 4 === 0 ? 'created' : 'completed', reference: `INV-${100 + i}`, rail: i % 2 === 0 ? 'ach' : 'swift',
  })));
  cache.collections.upsertMany(Array.from({ length: 12 }, (_, i) => collection(i + 1, {
    counterpartyId: `cpt_00000${(i % 2) + 1}`, destinationAccountId: i % 2 === 0 ? 'acc_a' : 'acc_b', reference: `COL-${i}`, status: i % 3 === 0 ? 'pending' : 'completed',
  })));
  cache.transfers.upsertMany(Array.from({ length: 12 }, (_, i) => transfer(i + 1, {
    sourceAccountId: i % 2 === 0 ? 'acc_a' : 'acc_b', destinationAccountId: i % 2 === 0 ? 'acc_b' : 'acc_a', reference: i % 3 === 0 ? 'sweep' : `Top-up ${i}`,
  })));
  return cache;
}

describe('the exports of the Payments, Collections and Transfers views', () => {
  it('payments: exactly the rows the list shows for status, rail, account and a search on the counterparty name', async () => {
    const cache = seeded();
    const view = { statuses: ['completed'], rails: ['ach'], accountIds: ['acc_a'], search: 'zeta' } as const;
    const expected = listed((cursor) => {
      const page = cache.payments.listPayments({ ...view, limit: 4, ...(cursor !== undefined && { cursor }) });
      return { items: page.items.map((item) => item.payment.id), ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) };
    });
    expect(expected.length).toBeGreaterThan(1);
    const outPath = join(tempDir(), 'payments.csv');
    const result = await exportPaymentsCsv(cache, { outPath, ...view });
    const rows = records(outPath);
    expect(result.rowsWritten).toBe(expected.length);
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(rows[0]).toMatchObject({ sourceAccountId: 'acc_a', sourceAccountName: 'Operating USD', counterpartyId: 'cpt_000001', counterpartyName: 'Zeta Traders' });
    expect(headerOf(outPath)).toEqual(expect.arrayContaining(['createdAt (UTC)', 'updatedAt (UTC)', 'completedAt (UTC)', 'sourceAccountName', 'counterpartyName']));
    expect(headerOf(outPath)).not.toContain('createdAt');
  });

  it('collections: the list\'s rows for a search on the reference, with the credited account\'s name in any script', async () => {
    const cache = seeded();
    const view = { search: 'col-1', statuses: ['completed'] } as const;
    const expected = listed((cursor) => {
      const page = cache.collections.listCollections({ ...view, limit: 2, ...(cursor !== undefined && { cursor }) });
      return { items: page.items.map((item) => item.collection.id), ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) };
    });
    const outPath = join(tempDir(), 'collections.csv');
    await exportCollectionsCsv(cache, { outPath, ...view });
    const rows = records(outPath);
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(expected).toEqual(['col_000002', 'col_000011', 'col_000012']);
    expect(rows[0]).toMatchObject({ destinationAccountName: 'حساب الرواتب', counterpartyName: 'Acme Supplies', currency: 'USD', amount: '5.00' });
    expect(headerOf(outPath)).toEqual(expect.arrayContaining(['createdAt (UTC)', 'completedAt (UTC)']));
  });

  it('transfers: the list\'s rows for an account on either side and a search, with both accounts\' names', async () => {
    const cache = seeded();
    const view = { accountIds: ['acc_b'], search: 'TOP-UP' } as const;
    const expected = listed((cursor) => {
      const page = cache.transfers.listTransfers({ ...view, limit: 3, ...(cursor !== undefined && { cursor }) });
      return { items: page.items.map((item) => item.id), ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }) };
    });
    expect(expected).toHaveLength(8);
    const outPath = join(tempDir(), 'transfers.csv');
    const result = await exportTransfersCsv(cache, { outPath, ...view });
    const rows = records(outPath);
    expect(result.rowsWritten).toBe(8);
    expect(rows.map((row) => row.id)).toEqual(expected);
    expect(rows[0]).toMatchObject({ sourceAccountName: 'حساب الرواتب', destinationAccountName: 'Operating USD', amount: '10.00', reference: 'Top-up 1' });
  });
});
