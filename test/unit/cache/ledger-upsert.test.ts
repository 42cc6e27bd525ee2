// Writing ledger pages: idempotent, lossless (unknown fields, explicit nulls, the
// server's own createdAt form), all-or-nothing per page, and amounts stay strings.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isCacheError } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, tempCache } from './cache-fixtures';

describe('ledger upsertMany', () => {
  it('is idempotent: the same page twice changes nothing', () => {
    const cache = tempCache();
    const page = [ledgerTx(1), ledgerTx(2), ledgerTx(3)];
    expect(cache.ledgerTransactions.upsertMany(page)).toEqual({ written: 3, unchanged: 0, inserted: 3, updated: 0 });
    const dataVersion = new Database(cache.path, { readonly: true });
    const before = dataVersion.prepare('SELECT * FROM ledger_transactions ORDER BY rowid').all();
    expect(cache.ledgerTransactions.upsertMany(page)).toEqual({ written: 0, unchanged: 3, inserted: 0, updated: 0 });
    expect(dataVersion.prepare('SELECT * FROM ledger_transactions ORDER BY rowid').all()).toEqual(before);
    dataVersion.close();
    expect(cache.ledgerTransactions.count()).toBe(3);
  });

  it('reads back exactly what was written, unknown fields and explicit nulls included', () => {
    const cache = tempCache();
    const full = ledgerTx(1, {
      linkedTransactionId: null,
      transactionGroupId: 'grp_1',
      referenceType: 'payment',
      referenceId: 'pmt_1',
      description: 'Zürich — 東京 🚀',
      metadata: { invoiceReference: 'INV-9', note: null },
      futureField: { nested: [1, 'two'] },
      amount: '123456789012345678901234.12345678',
      balance: '0.00000001',
    });
    const minimal = ledgerTx(2);
    cache.ledgerTransactions.upsertMany([full, minimal]);
    expect(cache.ledgerTransactions.get(full.id)).toEqual(full);
    expect(cache.ledgerTransactions.get(minimal.id)).toEqual(minimal);
    expect(Object.keys(cache.ledgerTransactions.get(minimal.id) ?? {})).not.toContain('linkedTransactionId');
    expect(cache.ledgerTransactions.get('txn_missing')).toBeUndefined();
  });

  it('keeps a createdAt in another form as sent, and orders by its instant', () => {
    const cache = tempCache();
    const offset = ledgerTx(1, { createdAt: '2026-01-01T02:00:00+01:00' }); // 01:00Z
    const micro = ledgerTx(2, { createdAt: '2026-01-01T00:30:00.000001Z' });
    cache.ledgerTransactions.upsertMany([offset, micro]);
    expect(cache.ledgerTransactions.get(offset.id)?.createdAt).toBe('2026-01-01T02:00:00+01:00');
    expect(cache.ledgerTransactions.get(micro.id)?.createdAt).toBe('2026-01-01T00:30:00.000001Z');
    expect(cache.ledgerTransactions.ledgerWindow({}).rows.map((r) => r.id)).toEqual([offset.id, micro.id]);
  });

  it('stores amounts and balances as TEXT, never as numbers', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { amount: '0.10', balance: '1000000000000000000000.01' })]);
    const db = new Database(cache.path, { readonly: true });
    expect(db.prepare('SELECT typeof(amount) AS a, typeof(balance) AS b, amount, balance FROM ledger_transactions').get()).toEqual({
      a: 'text', b: 'text', amount: '0.10', balance: '1000000000000000000000.01',
    });
    db.close();
  });

  it('updates a changed entry and re-indexes its text for search', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'old words' }), ledgerTx(2)]);
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'old words' }).rows).toHaveLength(1);
    const result = cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'new text' }), ledgerTx(2), ledgerTx(3)]);
    expect(result).toEqual({ written: 2, unchanged: 1, inserted: 1, updated: 1 });
    expect(cache.ledgerTransactions.get('txn_000001')?.description).toBe('new text');
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'old words' }).rows).toHaveLength(0);
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'new text' }).rows.map((r) => r.id)).toEqual(['txn_000001']);
  });

  it.each<[string, Partial<LedgerTransaction> & Record<string, unknown>]>([
    ['a float amount', { amount: 12.5 as unknown as string }],
    ['a negative amount', { amount: '-1.00' }],
    ['an exponent', { balance: '1e5' }],
    ['a bad direction', { direction: 'sideways' as 'debit' }],
    ['a bad createdAt', { createdAt: 'yesterday' }],
    ['no account', { accountId: '' }],
  ])('refuses the whole page when an item has %s', (_label, overrides) => {
    const cache = tempCache();
    let error: unknown;
    try {
      cache.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2, overrides)]);
    } catch (caught) {
      error = caught;
    }
    expect(isCacheError(error, 'invalid_item')).toBe(true);
    expect((error as Error).message).toContain('txn_000002');
    expect(cache.ledgerTransactions.count()).toBe(0);
  });

  it('defers search indexing on request and still finds pending rows', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'Pending ACME' })], { deferSearchIndex: true });
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'acme' }).rows).toHaveLength(1);
    expect(cache.ledgerTransactions.indexPendingSearch({ maxRows: 10 })).toEqual({ indexed: 1, pending: 0 });
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'acme' }).rows).toHaveLength(1);
  });

  it('reports the newest entry overall and per account (where an incremental sync resumes)', () => {
    const cache = tempCache();
    expect(cache.ledgerTransactions.newest()).toBeUndefined();
    cache.ledgerTransactions.upsertMany([ledgerTx(3, { accountId: 'acc_b' }), ledgerTx(1), ledgerTx(2)]);
    expect(cache.ledgerTransactions.newest()?.id).toBe('txn_000003');
    expect(cache.ledgerTransactions.newest('acc_a')?.id).toBe('txn_000002');
  });
});
