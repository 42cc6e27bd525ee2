// Read snapshots: a second connection with a consistent view, which never blocks the
// main connection's writes and can be closed with iterators still open.
import { describe, expect, it } from 'vitest';
import { ledgerTx, payment, tempCache } from './cache-fixtures';

describe('read snapshot', () => {
  it('sees the cache as it was when opened, while the main connection keeps writing', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2)]);
    const snapshot = cache.openReadSnapshot();
    const rows = snapshot.iterateLedger();
    expect(rows.next().value?.id).toBe('txn_000001');
    cache.ledgerTransactions.upsertMany([ledgerTx(3)]);
    cache.payments.upsertMany([payment(1)]);
    expect([...rows].map((r) => r.id)).toEqual(['txn_000002']);
    expect([...snapshot.iteratePayments()]).toEqual([]);
    expect(snapshot.ledgerTotals()).toEqual([{ currency: 'USD', count: 2, credits: '0.00', debits: '20.00', net: '-20.00' }]);
    snapshot.close();
    expect(cache.ledgerTransactions.count()).toBe(3);
  });

  it('closes with iterators still open, twice without harm', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2)]);
    const snapshot = cache.openReadSnapshot();
    const open = snapshot.iterateLedger();
    open.next();
    snapshot.iterateCounterparties();
    snapshot.close();
    snapshot.close();
    expect(open.next().done).toBe(true);
  });
});
