// The cache's list pages (payments, collections, transfers, counterparties) read by
// keyset: walking the cursors returns every row once in order, even with equal
// timestamps and rows inserted between pages; filters and search filter; the
// counterparty × payment method rows the export reads.
import { describe, expect, it } from 'vitest';
import { isCacheError, type Cache } from '../../../electron/cache';
import type { PaymentMethod } from '../../../shared/schemas';
import { collection, counterparty, minutes, payment, tempCache, transfer } from './cache-fixtures';

function method(n: number, counterpartyId: string): PaymentMethod {
  return { id: `pm_${String(n).padStart(6, '0')}`, counterpartyId, type: 'open', status: 'active', currency: 'USD', createdAt: minutes(n), openId: `@o.h${n}.usd` } as PaymentMethod;
}

/** Every page by cursor: the ids in the order read. */
function walk(read: (cursor: string | undefined) => { items: string[]; nextCursor?: string }): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 100; pages += 1) {
    const page = read(cursor);
    ids.push(...page.items);
    if (page.nextCursor === undefined) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('too many pages');
}

function seeded(): Cache {
  const cache = tempCache();
  cache.counterparties.upsertMany([counterparty(1, { name: 'Zeta Traders' }), counterparty(2, { name: 'Acme Supplies' }), counterparty(3, { name: 'Mango Ltd', status: 'archived' })]);
  // Three payments share each minute: the id breaks the tie.
  cache.payments.upsertMany(Array.from({ length: 24 }, (_, i) => payment(i + 1, {
    createdAt: minutes(Math.floor(i / 3)), counterpartyId: `cpt_00000${(i % 3) + 1}`, status: i % 4 === 0 ? 'created' : 'completed',
    reference: `INV-${100 + i}`, rail: i % 2 === 0 ? 'ach' : 'swift',
  })));
  return cache;
}

describe('payments', () => {
  it('walks every payment once, newest first, ties broken by id', () => {
    const cache = seeded();
    const expected = Array.from({ length: 24 }, (_, i) => payment(i + 1, { createdAt: minutes(Math.floor(i / 3)) }))
      .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt))).map((p) => p.id);
    const ids = walk((cursor) => {
      const page = cache.payments.listPayments({ limit: 5, ...(cursor !== undefined ? { cursor } : {}) });
      return { items: page.items.map((i) => i.payment.id), ...(page.nextCursor !== undefined ? { nextCursor: page.nextCursor } : {}) };
    });
    expect(ids).toEqual(expected);
  });

  it('a row inserted between pages does not shift the next page', () => {
    const cache = seeded();
    const first = cache.payments.listPayments({ limit: 4 });
    const without = cache.payments.listPayments({ limit: 4, cursor: first.nextCursor! }).items.map((i) => i.payment.id);
    cache.payments.upsertMany([payment(99, { createdAt: minutes(100) }), payment(98, { createdAt: minutes(7) })]);
    expect(cache.payments.listPayments({ limit: 4, cursor: first.nextCursor! }).items.map((i) => i.payment.id)).toEqual(without);
  });

  it('filters by status and rail, and searches the reference, the counterparty name and the id', () => {
    const cache = seeded();
    const created = cache.payments.listPayments({ limit: 100, statuses: ['created'], rails: ['ach'] }).items;
    expect(created.map((i) => i.payment.id)).toEqual(['pmt_000021', 'pmt_000017', 'pmt_000013', 'pmt_000009', 'pmt_000005', 'pmt_000001']);
    expect(cache.payments.listPayments({ limit: 100, search: 'inv-105' }).items.map((i) => i.payment.id)).toEqual(['pmt_000006']);
    const acme = cache.payments.listPayments({ limit: 100, search: 'ACME' }).items;
    expect(acme).toHaveLength(8);
    expect(acme.every((i) => i.counterpartyName === 'Acme Supplies')).toBe(true);
    expect(cache.payments.listPayments({ limit: 100, search: 'pmt_000024' }).items).toHaveLength(1);
    expect(cache.payments.listPayments({ limit: 100, statuses: [] }).items).toEqual([]);
  });

  it('refuses a limit out of range and a cursor it did not hand out', () => {
    const cache = seeded();
    expect(() => cache.payments.listPayments({ limit: 0 })).toThrow(/limit must be a whole number from 1 to 1000/);
    let error: unknown;
    try {
      cache.payments.listPayments({ limit: 5, cursor: 'not-a-cursor' });
    } catch (e) {
      error = e;
    }
    expect(isCacheError(error, 'invalid_query')).toBe(true);
  });
});

describe('collections, transfers and counterparties', () => {
  it('transfers match an account on either side; collections join the counterparty name', () => {
    const cache = seeded();
    cache.transfers.upsertMany([transfer(1), transfer(2, { sourceAccountId: 'acc_b', destinationAccountId: 'acc_c' }), transfer(3, { sourceAccountId: 'acc_c', destinationAccountId: 'acc_d', reference: 'Sweep 3' })]);
    expect(cache.transfers.listTransfers({ limit: 10, accountIds: ['acc_b'] }).items.map((t) => t.id)).toEqual(['trf_000002', 'trf_000001']);
    expect(cache.transfers.listTransfers({ limit: 10, search: 'sweep' }).items.map((t) => t.id)).toEqual(['trf_000003']);
    expect(cache.transfers.listTransfers({ limit: 10, accountIds: [] }).items).toEqual([]);
    cache.collections.upsertMany([collection(1), collection(2, { status: 'returned', counterpartyId: 'cpt_000002' })]);
    const returned = cache.collections.listCollections({ limit: 10, statuses: ['returned'] }).items;
    expect(returned.map((c) => [c.collection.id, c.counterpartyName])).toEqual([['col_000002', 'Acme Supplies']]);
  });

  it('counterparties by name with their method count; the export rows pair each with each method', () => {
    const cache = seeded();
    cache.paymentMethods.upsertMany([method(2, 'cpt_000001'), method(1, 'cpt_000001'), method(3, 'cpt_000002')]);
    const names = walk((cursor) => {
      const page = cache.counterparties.listCounterparties({ limit: 1, ...(cursor !== undefined ? { cursor } : {}) });
      return { items: page.items.map((c) => `${c.counterparty.name}:${c.paymentMethods}`), ...(page.nextCursor !== undefined ? { nextCursor: page.nextCursor } : {}) };
    });
    expect(names).toEqual(['Acme Supplies:1', 'Mango Ltd:0', 'Zeta Traders:2']);
    expect(cache.counterparties.listCounterparties({ limit: 10, statuses: ['active'], search: 'ZETA' }).items.map((c) => c.counterparty.id)).toEqual(['cpt_000001']);
    const snapshot = cache.openReadSnapshot();
    try {
      const rows = [...snapshot.iterateCounterpartyMethods()].map((r) => [r.counterparty.id, r.method?.id ?? null]);
      expect(rows).toEqual([['cpt_000001', 'pm_000001'], ['cpt_000001', 'pm_000002'], ['cpt_000002', 'pm_000003'], ['cpt_000003', null]]);
      expect([...snapshot.iterateCounterpartyMethods({ statuses: ['archived'] })].map((r) => r.counterparty.id)).toEqual(['cpt_000003']);
    } finally {
      snapshot.close();
    }
  });
});
