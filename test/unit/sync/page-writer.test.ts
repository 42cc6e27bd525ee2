// page-writer.ts: the in-thread writer commits a page with its sync state in ONE
// transaction, in the order pages are handed in; a commit that fails rolls both back and
// rejects (as a worker's writer would), and resolves to the rows written otherwise.
import { describe, expect, it } from 'vitest';
import { inThreadPageWriter } from '../../../electron/sync/page-writer';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, tempCache } from '../cache/cache-fixtures';

describe('the in-thread page writer', () => {
  it('writes the page and its cursor together, in order, and resolves to the rows written', async () => {
    const cache = tempCache();
    const writer = inThreadPageWriter<LedgerTransaction>(cache, (items, cursor, done) => {
      const written = cache.ledgerTransactions.upsertMany(items).written;
      cache.putSyncState({ resource: 'ledgerTransactions', scope: 'test', cursor, completed: done });
      return written;
    });
    const first = writer.writePage([ledgerTx(1), ledgerTx(2)], 'txn_000002', false);
    const second = writer.writePage([ledgerTx(3)], 'txn_000003', true);
    expect(await first).toBe(2);
    expect(await second).toBe(1);
    expect(cache.ledgerTransactions.count()).toBe(3);
    expect(cache.getSyncState('ledgerTransactions', 'test')).toMatchObject({ cursor: 'txn_000003', completed: true });
  });

  it('a commit that fails leaves neither the page nor its cursor, and rejects', async () => {
    const cache = tempCache();
    const writer = inThreadPageWriter<LedgerTransaction>(cache, (items, cursor, done) => {
      cache.ledgerTransactions.upsertMany(items);
      cache.putSyncState({ resource: 'ledgerTransactions', scope: 'test', cursor, completed: done });
      throw new Error('disk full');
    });
    await expect(writer.writePage([ledgerTx(1)], 'txn_000001', false)).rejects.toThrow('disk full');
    expect(cache.ledgerTransactions.count()).toBe(0);
    expect(cache.getSyncState('ledgerTransactions', 'test')).toBeUndefined();
  });
});
