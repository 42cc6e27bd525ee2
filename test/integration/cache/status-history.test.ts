// The status history written by the payments and collections upserts: a row when a
// record is first seen or its stored status changes, timed by the server's createdAt /
// completedAt when they say it, else by the cache's clock; nothing for an unchanged
// status, a stale item, or a page that fails; read back in the order observed.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../../electron/cache';
import { createCollectionsRepository } from '../../../electron/cache/repositories/collections';
import { createPaymentsRepository } from '../../../electron/cache/repositories/payments';
import type { Collection } from '../../../shared/schemas';
import { minutes, payment, tempCache, tempDir } from '../../unit/cache/cache-fixtures';

function migratedDb(): Database.Database {
  const db = new Database(join(tempDir(), 'cache.sqlite'));
  runMigrations(db);
  return db;
}

/** A clock that reads the times given, in turn. */
function steppingClock(...times: string[]): () => Date {
  let next = 0;
  return () => new Date(times[Math.min(next++, times.length - 1)] as string);
}

function collection(n: number, overrides: Partial<Collection> & Record<string, unknown> = {}): Collection {
  return {
    id: `col_${n}`, customerId: 'cus_1', status: 'pending', rail: 'ach', direction: 'inbound', destinationAccountId: 'acc_a', counterpartyId: 'cpt_1',
    paymentMethodId: 'pm_1', amount: { currency: 'USD', exponent: 2, value: '1000', displayValue: '10.00' }, createdAt: minutes(n), updatedAt: minutes(n),
    ...overrides,
  } as Collection;
}

describe('status history of payments', () => {
  it('records created -> processing -> completed in order: createdAt, the observation time, completedAt', () => {
    const db = migratedDb();
    const payments = createPaymentsRepository(db, steppingClock('2026-01-01T00:30:00.000Z', '2026-01-01T09:00:00.000Z'));
    payments.upsertMany([payment(1, { status: 'created' })]);
    payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(2) })]);
    payments.upsertMany([payment(1, { status: 'completed', updatedAt: minutes(90), completedAt: '2026-01-01T01:29:00.5+00:00' })]);
    expect(payments.timeline('pmt_000001')).toEqual([
      { status: 'created', at: minutes(1), source: 'created' },
      { status: 'processing', at: '2026-01-01T00:30:00.000Z', source: 'sync' },
      { status: 'completed', at: '2026-01-01T01:29:00.500Z', source: 'completed_at' },
    ]);
  });

  it('adds nothing for the same status again, another field changing, or an older copy of the payment', () => {
    const db = migratedDb();
    const payments = createPaymentsRepository(db, steppingClock('2026-01-01T00:30:00.000Z', '2026-01-01T00:40:00.000Z'));
    payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(5) })]);
    payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(5) })]);
    payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(6), reference: 'changed' })]);
    // Older than the stored one (by updatedAt): the upsert keeps the stored version, so no step either.
    const stale = payments.upsertMany([payment(1, { status: 'created', updatedAt: minutes(1) })]);
    expect(stale.written).toBe(0);
    expect(payments.get('pmt_000001')?.status).toBe('processing');
    // First seen in a later status: when it was seen, not its createdAt.
    expect(payments.timeline('pmt_000001')).toEqual([{ status: 'processing', at: '2026-01-01T00:30:00.000Z', source: 'sync' }]);
  });

  it('writes nothing when the page is refused, and keeps each record to its own timeline', () => {
    const db = migratedDb();
    const payments = createPaymentsRepository(db, steppingClock('2026-01-01T00:30:00.000Z'));
    expect(() => payments.upsertMany([payment(1, { status: 'created' }), { ...payment(2), createdAt: 'yesterday' }])).toThrow(/createdAt/);
    expect(payments.timeline('pmt_000001')).toEqual([]);
    expect(db.prepare('SELECT count(*) FROM status_history').pluck().get()).toBe(0);
    payments.upsertMany([payment(1, { status: 'created' }), payment(2, { status: 'failed' })]);
    expect(payments.timeline('pmt_000001').map((step) => step.status)).toEqual(['created']);
    expect(payments.timeline('pmt_000002')).toEqual([{ status: 'failed', at: '2026-01-01T00:30:00.000Z', source: 'sync' }]);
  });

  it('costs one row per change, not per item, on a page of many unchanged payments', () => {
    const db = migratedDb();
    const payments = createPaymentsRepository(db, () => new Date('2026-02-01T00:00:00.000Z'));
    const page = Array.from({ length: 2000 }, (_, i) => payment(i + 1, { status: 'processing' }));
    payments.upsertMany(page);
    const count = db.prepare('SELECT count(*) FROM status_history').pluck();
    expect(count.get()).toBe(2000);
    payments.upsertMany(page.map((p, i) => (i === 7 ? { ...p, status: 'completed', updatedAt: minutes(5000) } : p)));
    expect(count.get()).toBe(2001);
    expect(payments.timeline('pmt_000008').map((step) => step.status)).toEqual(['processing', 'completed']);
  });
});

describe('status history of collections', () => {
  it('records pending -> submitted -> processing -> completed, and a later return', () => {
    const db = migratedDb();
    const collections = createCollectionsRepository(db, steppingClock('2026-01-01T01:00:00.000Z', '2026-01-01T02:00:00.000Z', '2026-01-03T00:00:00.000Z'));
    collections.upsertMany([collection(1)]);
    collections.upsertMany([collection(1, { status: 'submitted', updatedAt: minutes(2) })]);
    collections.upsertMany([collection(1, { status: 'processing', updatedAt: minutes(62) })]);
    collections.upsertMany([collection(1, { status: 'completed', updatedAt: minutes(1500), completedAt: minutes(1500) })]);
    collections.upsertMany([collection(1, { status: 'returned', updatedAt: minutes(4500), completedAt: minutes(1500), achReturnCode: 'R01' })]);
    expect(collections.timeline('col_1')).toEqual([
      { status: 'pending', at: minutes(1), source: 'created' },
      { status: 'submitted', at: '2026-01-01T01:00:00.000Z', source: 'sync' },
      { status: 'processing', at: '2026-01-01T02:00:00.000Z', source: 'sync' },
      { status: 'completed', at: minutes(1500), source: 'completed_at' },
      { status: 'returned', at: '2026-01-03T00:00:00.000Z', source: 'sync' },
    ]);
  });
});

describe('through openCache', () => {
  it('the cache repositories keep the history, timed by the system clock', () => {
    const cache = tempCache();
    cache.payments.upsertMany([payment(1, { status: 'created' })]);
    const before = new Date().toISOString();
    cache.payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(2) })]);
    const after = new Date().toISOString();
    const [first, second] = cache.payments.timeline('pmt_000001');
    expect(first).toEqual({ status: 'created', at: minutes(1), source: 'created' });
    expect(second).toMatchObject({ status: 'processing', source: 'sync' });
    expect(second!.at >= before && second!.at <= after).toBe(true);
  });
});

describe('status history of a cache opened by openCache', () => {
  it('times an observation by the cache\'s clock, not the system clock', () => {
    const observed = new Date('2031-05-05T05:05:05.000Z');
    const clock = { now: () => observed, nowMs: () => observed.getTime(), sleep: async () => undefined };
    const cache = tempCache({ clock });
    cache.payments.upsertMany([payment(1, { status: 'created' })]);
    cache.payments.upsertMany([payment(1, { status: 'processing', updatedAt: minutes(2) })]);
    expect(cache.payments.timeline('pmt_000001').map((step) => [step.status, step.at])).toContainEqual(['processing', '2031-05-05T05:05:05.000Z']);
    cache.collections.upsertMany([collection(1)]);
    cache.collections.upsertMany([collection(1, { status: 'processing', updatedAt: minutes(3) })]);
    expect(cache.collections.timeline('col_1').map((step) => [step.status, step.at])).toContainEqual(['processing', '2031-05-05T05:05:05.000Z']);
  });
});
