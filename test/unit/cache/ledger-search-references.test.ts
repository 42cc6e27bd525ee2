// Ledger search also finds an entry by the reference of the payment, collection or
// transfer it points to (reference_type + reference_id, as cached): by the trigram index,
// by the scan, while the entries are not yet indexed, and during a bulk load; in the
// ledger's order, paged with cursors, each entry once.
import { describe, expect, it } from 'vitest';
import type { Cache, LedgerWindowQuery } from '../../../electron/cache';
import type { Collection, LedgerTransaction, Transfer } from '../../../shared/schemas';
import { ledgerTx, minutes, payment, tempCache } from './cache-fixtures';

const USD = { currency: 'USD', exponent: 2, value: '5000', displayValue: '50.00' };

const collection: Collection = {
  id: 'col_000001', customerId: 'cus_1', destinationAccountId: 'acc_a', counterpartyId: 'cpt_1', paymentMethodId: 'pm_1',
  rail: 'ach', amount: USD, direction: 'inbound', status: 'completed', createdAt: minutes(20), reference: 'Rent March Q7',
} as Collection;
const transfer: Transfer = {
  id: 'trf_000001', sourceAccountId: 'acc_a', destinationAccountId: 'acc_b', amount: USD, status: 'completed', createdAt: minutes(30), reference: 'Sweep to reserve',
} as Transfer;

/** Entries in posting order: the payment's two share one instant (payment_out posted first, then its fee). */
const ENTRIES: LedgerTransaction[] = [
  ledgerTx(1, { id: 'txn_noise_1', description: 'Opening balance', referenceType: 'payment', referenceId: 'pmt_000002' }),
  ledgerTx(10, { id: 'txn_pay_out', type: 'payment_out', description: 'Payment to ACME', referenceType: 'payment', referenceId: 'pmt_000001' }),
  ledgerTx(10, { id: 'txn_pay_fee', type: 'fee', description: 'Wire fee', referenceType: 'payment', referenceId: 'pmt_000001', amount: '0.50' }),
  ledgerTx(15, { id: 'txn_wrong_type', description: 'Same id, other kind', referenceType: 'collection', referenceId: 'pmt_000001' }),
  ledgerTx(20, { id: 'txn_col_in', type: 'payment_in', direction: 'credit', description: 'Collection received', referenceType: 'collection', referenceId: 'col_000001' }),
  ledgerTx(25, { id: 'txn_both', type: 'adjustment', description: 'Settles INV-2026-0042 in full', referenceType: 'payment', referenceId: 'pmt_000001' }),
  ledgerTx(30, { id: 'txn_trf_out', type: 'transfer_out', description: 'Internal move', referenceType: 'transfer', referenceId: 'trf_000001' }),
  ledgerTx(40, { id: 'txn_noise_2', description: 'Payroll', referenceType: 'payment', referenceId: 'pmt_000002' }),
];

type Mode = 'indexed' | 'scanned' | 'pending' | 'bulk load';
const MODES: Mode[] = ['indexed', 'scanned', 'pending', 'bulk load'];

function cacheWith(mode: Mode): Cache {
  const cache = tempCache({ tuning: { searchCandidateLimit: mode === 'scanned' ? 0 : 1000 } });
  cache.payments.upsertMany([payment(1, { reference: 'INV-2026-0042' }), payment(2, { reference: 'PO-77' })]);
  cache.collections.upsertMany([collection]);
  cache.transfers.upsertMany([transfer]);
  if (mode === 'bulk load') cache.ledgerTransactions.beginBulkLoad();
  cache.ledgerTransactions.upsertMany(ENTRIES, { deferSearchIndex: mode === 'pending' || mode === 'bulk load' });
  return cache;
}

function ids(cache: Cache, query: LedgerWindowQuery): string[] {
  return cache.ledgerTransactions.ledgerWindow({ limit: 500, ...query }).rows.map((tx) => tx.id);
}

describe.each(MODES)('ledger search by the originating resource (%s)', (mode) => {
  it("finds a payment's entries by its reference, newest first (the fee was posted after the payment_out)", () => {
    const cache = cacheWith(mode);
    expect(ids(cache, { search: 'inv-2026-0042' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: 'INV-2026-0042', towards: 'newer' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: 'inv-2026-0042', types: ['fee', 'payment_out'] })).toEqual(['txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: 'inv-2026-0042', types: ['fee'] })).toEqual(['txn_pay_fee']);
    expect(ids(cache, { search: 'inv-2026-0042', from: minutes(0), to: minutes(20) })).toEqual(['txn_pay_fee', 'txn_pay_out']);
  });

  it('pages one entry at a time across the two entries of one instant, both ways', () => {
    const cache = cacheWith(mode);
    const ledger = cache.ledgerTransactions;
    const query = { search: 'inv-2026-0042', to: minutes(20), limit: 1 };
    const first = ledger.ledgerWindow(query);
    expect(first.rows.map((tx) => tx.id)).toEqual(['txn_pay_fee']);
    const second = ledger.ledgerWindow({ ...query, cursor: first.olderCursor as string });
    expect(second.rows.map((tx) => tx.id)).toEqual(['txn_pay_out']);
    expect(second.olderCursor).toBeUndefined();
    const back = ledger.ledgerWindow({ ...query, cursor: second.newerCursor as string, towards: 'newer' });
    expect(back.rows.map((tx) => tx.id)).toEqual(['txn_pay_fee']);
    expect(back.newerCursor).toBeUndefined();
  });

  it("finds a collection's and a transfer's entries by their reference", () => {
    const cache = cacheWith(mode);
    expect(ids(cache, { search: 'rent march' })).toEqual(['txn_col_in']);
    expect(ids(cache, { search: 'SWEEP TO' })).toEqual(['txn_trf_out']);
  });

  it('returns an entry matching by its description and by its reference once', () => {
    const cache = cacheWith(mode);
    const found = ids(cache, { search: '2026-0042' });
    expect(found).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    expect(new Set(found).size).toBe(found.length);
  });

  it('a 2-character search matches references too', () => {
    const cache = cacheWith(mode);
    expect(ids(cache, { search: 'q7' })).toEqual(['txn_col_in']);
    expect(ids(cache, { search: 'O-' })).toEqual(['txn_noise_2', 'txn_noise_1']);
  });

  it('needs the reference type to agree, and still finds the entry by its own text', () => {
    const cache = cacheWith(mode);
    expect(ids(cache, { search: 'inv-2026-0042' })).not.toContain('txn_wrong_type');
    expect(ids(cache, { search: 'pmt_000001' })).toEqual(['txn_both', 'txn_wrong_type', 'txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: 'nowhere-at-all' })).toEqual([]);
  });
});

describe('ledger search by reference as resources change', () => {
  it('follows the cached reference: a payment synced after its entries, then edited', () => {
    const cache = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    cache.ledgerTransactions.upsertMany(ENTRIES);
    expect(ids(cache, { search: 'inv-2026' })).toEqual(['txn_both']);
    cache.payments.upsertMany([payment(1, { reference: 'INV-2026-0042' })]);
    expect(ids(cache, { search: 'inv-2026' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    cache.payments.upsertMany([payment(1, { reference: 'Renamed', updatedAt: minutes(99) })]);
    expect(ids(cache, { search: 'inv-2026' })).toEqual(['txn_both']);
    expect(ids(cache, { search: 'renamed' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
  });

  it('treats LIKE wildcards in the text literally in references too', () => {
    const cache = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    cache.payments.upsertMany([payment(1, { reference: '50%_off' }), payment(2, { reference: '50 off' })]);
    cache.ledgerTransactions.upsertMany(ENTRIES);
    expect(ids(cache, { search: '50%_' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: '0%' })).toEqual(['txn_both', 'txn_pay_fee', 'txn_pay_out']);
    expect(ids(cache, { search: '50 o' })).toEqual(['txn_noise_2', 'txn_noise_1']);
  });
});
