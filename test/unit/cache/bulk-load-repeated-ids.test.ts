// A bulk load writes without ledger_by_id (ledger-indexes.ts): entries known before it are
// updated in place, entries written twice during it are merged at its end exactly as
// upserts would have left them (ledger-duplicate-ids.ts), search follows, and a crash
// mid-load with repeated ids is repaired by the next openCache.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openCache } from '../../../electron/cache';
import type { Cache } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, tempCache, tempDir } from './cache-fixtures';

function rowids(cache: Cache): Array<{ rowid: number; id: string; description: string | null }> {
  const db = new Database(cache.path, { readonly: true });
  try {
    return db.prepare('SELECT rowid, id, description FROM ledger_transactions ORDER BY rowid').all() as Array<{ rowid: number; id: string; description: string | null }>;
  } finally {
    db.close();
  }
}

function watermark(cache: Cache): number {
  const db = new Database(cache.path, { readonly: true });
  try {
    return Number(db.prepare("SELECT value FROM cache_meta WHERE key = 'ledger_search_indexed_rowid'").pluck().get());
  } finally {
    db.close();
  }
}

/** Ids oldest first by (createdAt, posting order), as the window and the export read them. */
const ids = (cache: Cache, search?: string) =>
  cache.ledgerTransactions.ledgerWindow({ limit: 500, ...(search !== undefined && { search }) }).rows.map((r) => r.id).reverse();

describe('bulk load: ids written more than once', () => {
  it('an entry known before the load is updated in place during it: one row, its rowid, its new values at once', () => {
    const cache = tempCache();
    const known = [ledgerTx(1, { description: 'Rent' }), ledgerTx(2, { description: 'Payroll' })];
    cache.ledgerTransactions.upsertMany(known);
    const before = rowids(cache);
    cache.ledgerTransactions.beginBulkLoad();
    const again = cache.ledgerTransactions.upsertMany([known[0] as LedgerTransaction, { ...(known[1] as LedgerTransaction), description: 'Payroll March' }, ledgerTx(3)]);
    expect(again).toMatchObject({ written: 2, unchanged: 1, inserted: 1, updated: 1 });
    expect(cache.ledgerTransactions.count()).toBe(3); // no second copy, even during the load
    expect(cache.ledgerTransactions.get('txn_000002')?.description).toBe('Payroll March');
    expect(ids(cache, 'payroll march')).toEqual(['txn_000002']); // re-indexed for search (it was indexed before the load)
    const ended = cache.ledgerTransactions.endBulkLoad();
    expect(ended.merged).toEqual({ ids: 0, removedRows: 0 });
    expect(rowids(cache).slice(0, 2).map((r) => r.rowid)).toEqual(before.map((r) => r.rowid));
    expect(ids(cache)).toEqual(['txn_000001', 'txn_000002', 'txn_000003']);
  });

  it('an entry written twice during the load keeps its first place (posting order) and takes the last values', () => {
    const cache = tempCache();
    cache.ledgerTransactions.beginBulkLoad();
    // Three entries at one instant, in posting order a, b, c; then b again, changed, in another page.
    const at = minutes(5);
    const a = ledgerTx(10, { id: 'txn_a', createdAt: at, description: 'first' });
    const b = ledgerTx(11, { id: 'txn_b', createdAt: at, description: 'second' });
    const c = ledgerTx(12, { id: 'txn_c', createdAt: at, description: 'third' });
    cache.ledgerTransactions.upsertMany([a, b, c], { deferSearchIndex: true });
    cache.ledgerTransactions.upsertMany([{ ...b, description: 'second, corrected', balance: '55.00' }, ledgerTx(20, { id: 'txn_d' })], { deferSearchIndex: true });
    expect(cache.ledgerTransactions.count()).toBe(5);
    const ended = cache.ledgerTransactions.endBulkLoad();
    expect(ended.merged).toEqual({ ids: 1, removedRows: 1 });
    expect(ids(cache)).toEqual(['txn_a', 'txn_b', 'txn_c', 'txn_d']);
    expect(rowids(cache).map((r) => r.id)).toEqual(['txn_a', 'txn_b', 'txn_c', 'txn_d']);
    expect(cache.ledgerTransactions.get('txn_b')).toMatchObject({ description: 'second, corrected', balance: '55.00' });
    cache.ledgerTransactions.indexPendingSearch();
    expect(ids(cache, 'corrected')).toEqual(['txn_b']);
    expect(ids(cache, 'second')).toEqual(['txn_b']);
    // Upserts by id work again, and change nothing for the same page.
    expect(cache.ledgerTransactions.upsertMany([a, c])).toMatchObject({ written: 0, unchanged: 2 });
  });

  it('copies already in the search index leave it, and the watermark never stays above the largest rowid', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'kept' })]);
    cache.ledgerTransactions.beginBulkLoad();
    const repeated = ledgerTx(2, { id: 'txn_rep', description: 'old words' });
    // Indexed page by page (no deferral): the copies are in the search index too.
    cache.ledgerTransactions.upsertMany([repeated]);
    cache.ledgerTransactions.upsertMany([{ ...repeated, description: 'new words' }]);
    cache.ledgerTransactions.upsertMany([{ ...repeated, description: 'newest words' }]);
    expect(watermark(cache)).toBe(4);
    expect(cache.ledgerTransactions.endBulkLoad().merged).toEqual({ ids: 1, removedRows: 2 });
    expect(rowids(cache).map((r) => [r.rowid, r.id, r.description])).toEqual([[1, 'txn_000001', 'kept'], [2, 'txn_rep', 'newest words']]);
    expect(watermark(cache)).toBe(2);
    expect(ids(cache, 'old words')).toEqual([]);
    expect(ids(cache, 'new words')).toEqual([]);
    expect(ids(cache, 'newest words')).toEqual(['txn_rep']);
    // The freed rowid 3 is taken by the next entry, which is indexed (not mistaken for indexed).
    cache.ledgerTransactions.upsertMany([ledgerTx(3, { id: 'txn_next', description: 'arrived later' })]);
    expect(rowids(cache).at(-1)).toMatchObject({ rowid: 3, id: 'txn_next' });
    expect(ids(cache, 'arrived later')).toEqual(['txn_next']);
    expect(ids(cache, 'words')).toEqual(['txn_rep']);
  });

  it('a crash mid-load with repeated ids: the next openCache merges them and builds ledger_by_id before anything reads', () => {
    const dataDir = tempDir();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    cache.ledgerTransactions.beginBulkLoad();
    const page = Array.from({ length: 20 }, (_, i) => ledgerTx(i, { description: `entry ${i}` }));
    cache.ledgerTransactions.upsertMany(page, { deferSearchIndex: true });
    cache.ledgerTransactions.upsertMany(page.slice(5, 8).map((t) => ({ ...t, amount: '99.00' })), { deferSearchIndex: true });
    cache.close(); // the app dies: endBulkLoad never runs
    const raw = new Database(join(dataDir, 'sandbox', 'cache.sqlite'), { readonly: true });
    expect(raw.prepare('SELECT count(*) FROM ledger_transactions').pluck().get()).toBe(23);
    raw.close();

    const reopened = openCache({ dataDir, environment: 'sandbox' });
    try {
      expect(reopened.ledgerTransactions.isBulkLoading()).toBe(false);
      expect(reopened.ledgerTransactions.count()).toBe(20);
      expect(ids(reopened)).toEqual(page.map((t) => t.id));
      expect(page.map((t) => reopened.ledgerTransactions.get(t.id)?.amount)).toEqual(page.map((t, i) => (i >= 5 && i < 8 ? '99.00' : t.amount)));
      expect(reopened.ledgerTransactions.upsertMany(page.slice(0, 5))).toMatchObject({ written: 0, unchanged: 5 });
    } finally {
      reopened.close();
    }
  });
});
