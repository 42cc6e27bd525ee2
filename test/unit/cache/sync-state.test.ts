// Sync state: per resource and scope, written atomically with the page it describes.
import { describe, expect, it } from 'vitest';
import { ledgerTx, tempCache } from './cache-fixtures';
import { fixedClock } from '../../support/manual-clock';

describe('sync state', () => {
  it('puts, gets, lists and deletes per resource and scope', () => {
    const cache = tempCache({ clock: fixedClock('2026-02-01T00:00:00Z') });
    expect(cache.getSyncState('payments')).toBeUndefined();
    const saved = cache.putSyncState({ resource: 'payments', scope: '', cursor: 'pmt_9', completed: false, detail: { pages: 3 } });
    expect(saved).toEqual({ resource: 'payments', scope: '', cursor: 'pmt_9', completed: false, lastSyncedAt: null, detail: { pages: 3 }, updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(cache.getSyncState('payments')).toEqual(saved);
    cache.putSyncState({ resource: 'payments', scope: '', cursor: null, completed: true, lastSyncedAt: '2026-02-01T01:00:00+01:00' });
    expect(cache.getSyncState('payments')).toMatchObject({ cursor: null, completed: true, lastSyncedAt: '2026-02-01T00:00:00.000Z', detail: null });
    cache.syncState.put({ resource: 'paymentMethods', scope: 'cpt_1', completed: true });
    cache.syncState.put({ resource: 'paymentMethods', scope: 'cpt_2', completed: false, cursor: 'pm_4' });
    expect(cache.syncState.list('paymentMethods').map((s) => s.scope)).toEqual(['cpt_1', 'cpt_2']);
    expect(cache.syncState.list().map((s) => s.resource)).toEqual(['paymentMethods', 'paymentMethods', 'payments']);
    expect(cache.syncState.delete('paymentMethods', 'cpt_1')).toBe(1);
    expect(cache.syncState.delete('paymentMethods')).toBe(1);
    expect(cache.syncState.lastSyncedAt('payments')).toBe('2026-02-01T00:00:00.000Z');
    expect(cache.syncState.lastSyncedAt('rails')).toBeNull();
  });

  it('refuses an unknown resource or a bad lastSyncedAt', () => {
    const cache = tempCache();
    expect(() => cache.putSyncState({ resource: 'ledger' as 'payments', scope: '', completed: false })).toThrow(/unknown resource/);
    expect(() => cache.putSyncState({ resource: 'payments', scope: '', completed: false, lastSyncedAt: 'now' })).toThrow(/lastSyncedAt/);
  });

  it('a page and its cursor commit together: a failure after the page leaves neither', () => {
    const cache = tempCache();
    const page = (from: number) => Array.from({ length: 5 }, (_, i) => ledgerTx(from + i));
    cache.transaction(() => {
      cache.ledgerTransactions.upsertMany(page(0));
      cache.putSyncState({ resource: 'ledgerTransactions', scope: '', cursor: 'txn_000004', completed: false });
    });
    expect(() =>
      cache.transaction(() => {
        cache.ledgerTransactions.upsertMany(page(5));
        cache.putSyncState({ resource: 'ledgerTransactions', scope: '', cursor: 'txn_000009', completed: false });
        cache.ledgerTransactions.upsertMany([ledgerTx(10, { amount: 'NaN' })]);
      }),
    ).toThrow(/amount/);
    expect(cache.ledgerTransactions.count()).toBe(5);
    expect(cache.getSyncState('ledgerTransactions')?.cursor).toBe('txn_000004');
  });
});
