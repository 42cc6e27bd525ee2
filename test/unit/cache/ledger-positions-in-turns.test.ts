// The ledger's long reads in turns of the event loop (a first sync writes pages on the
// same thread): the position index's `prepare` builds a scanning index in slices and
// extends a far-behind one a slice at a time while pages are written between its turns,
// and every answer after it equals a brute-force ROW_NUMBER() and a fresh build; a change
// in place during a build drops it and the answer stays exact. balancesInTurns answers
// what balances() answers, during a bulk load and after; the end of a bulk load one index
// per call leaves reads exact at every step.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { dirname } from 'node:path';
import { openCache, type LedgerCountQuery } from '../../../electron/cache';
import { missingLedgerIndexes } from '../../../electron/cache/ledger-indexes';
import { justOlderThan } from '../../../electron/cache/repositories/ledger-position-buckets';
import { filterSetOf, positionReads } from '../../../electron/cache/repositories/ledger-position-reads';
import type { LedgerTransaction } from '../../../shared/schemas';
import { minutes } from './cache-fixtures';
import { bruteForce, checkAgainstBruteForce, ledger, seeded } from './ledger-position-checks';

const STRIDE = 4;
const SLICED = { positionStride: STRIDE, searchCandidateLimit: 100, positionSliceRows: 16, positionTurnMs: 0 };
const QUERIES: LedgerCountQuery[] = [{}, { accountIds: ['acc_b'] }, { types: ['fee', 'payment_in'], direction: 'credit' }, { from: minutes(50), to: minutes(150) }, { search: 'acme' }, { accountIds: ['acc_d'], search: 'payroll' }];

type KeyPair = [number, number];

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Page p of rows written while a read runs in turns: newer than all, older than all, and among existing instants. */
function page(p: number): LedgerTransaction[] {
  return ledger(6, 300 + p).map((tx, i) => ({ ...tx, id: `txn_during_${p}_${i}`, createdAt: i % 3 === 0 ? minutes(6000 + p) : i % 3 === 1 ? minutes(-6000 - p) : minutes((p * 13 + i) % 200) }));
}

/** Runs `read` to its end, writing `write(turn)` between its turns; returns the turns it took. */
async function withWritesBetweenTurns(read: Promise<void>, write: (turn: number) => void): Promise<number> {
  let settled = false;
  const done = read.then(() => {
    settled = true;
  });
  let turns = 0;
  while (!settled) {
    await turn();
    if (!settled) write(turns);
    turns += 1;
  }
  await done;
  return turns;
}

describe('the position index in turns', () => {
  it('during a bulk load, builds each filter set in slices while pages are written between its turns; every answer then equals brute force', async () => {
    const cache = seeded(ledger(600, 5), SLICED);
    const other = new Database(cache.path, { readonly: true });
    try {
      cache.ledgerTransactions.beginBulkLoad();
      let p = 0;
      for (const query of QUERIES) {
        // A window's anchors (a count alone is counted in SQL: below).
        const turns = await withWritesBetweenTurns(cache.ledgerTransactions.preparePositions({ ...query, startIndex: 1 }), () => cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true }));
        expect(turns).toBeGreaterThan(10); // it did not run in one go
        checkAgainstBruteForce(cache, other, query, 11, STRIDE);
      }
      // Far behind (many pages since): extended a slice at a time, between more pages.
      for (let i = 0; i < 40; i += 1) cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true });
      for (const query of QUERIES) {
        await withWritesBetweenTurns(cache.ledgerTransactions.preparePositions({ ...query, startIndex: 1 }), () => cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true }));
        checkAgainstBruteForce(cache, other, query, 11, STRIDE);
      }
    } finally {
      other.close();
    }
  }, 120_000);

  it('builds a search in slices with the indexes present too', async () => {
    const cache = seeded(ledger(600, 6), SLICED);
    const other = new Database(cache.path, { readonly: true });
    try {
      let p = 0;
      const query = { search: 'acme' };
      expect(await withWritesBetweenTurns(cache.ledgerTransactions.preparePositions({ ...query, startIndex: 1 }), () => cache.ledgerTransactions.upsertMany(page(p++)))).toBeGreaterThan(10);
      checkAgainstBruteForce(cache, other, query, 7, STRIDE);
    } finally {
      other.close();
    }
  }, 60_000);

  it('drops a build that an entry changed in place overtook, and stays exact', async () => {
    const rows = ledger(600, 7);
    const cache = seeded(rows, SLICED);
    const other = new Database(cache.path, { readonly: true });
    try {
      cache.ledgerTransactions.beginBulkLoad();
      const moved = rows[20] as LedgerTransaction;
      const query = { accountIds: [moved.accountId] };
      await withWritesBetweenTurns(cache.ledgerTransactions.preparePositions(query), (n) => {
        // Halfway, the entry moves to the other end of the order: not an append.
        if (n === 8) expect(cache.ledgerTransactions.upsertMany([{ ...moved, createdAt: minutes(-9999) }]).updated).toBe(1);
      });
      checkAgainstBruteForce(cache, other, query, 5, STRIDE);
      expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
    } finally {
      other.close();
    }
  }, 60_000);
});

describe('a count without an index, counted in SQL', () => {
  it('each slice counts what a brute-force ROW_NUMBER() finds, for every filter set', () => {
    const cache = seeded(ledger(600, 10), SLICED);
    const db = new Database(cache.path, { readonly: true });
    try {
      const reads = positionReads(db, 100);
      const upTo = reads.maxRowid() - 37; // rows appended after the count began are left out
      const keyOf = db.prepare('SELECT created_us, rowid FROM ledger_transactions WHERE id = ?').raw(true);
      const after = (a: KeyPair, b: { createdUs: number; seq: number }) => a[0] > b.createdUs || (a[0] === b.createdUs && a[1] > b.seq);
      for (const query of QUERIES) {
        const set = filterSetOf(query);
        const matching = bruteForce(db, query).map((id) => keyOf.get(id) as KeyPair).filter((key) => key[1] <= upTo);
        let counted = 0;
        let slices = 0;
        // The slices a count reads: 50 rows of the whole ledger each, newest first, bounds exclusive.
        for (let upper = set.range.upper; ;) {
          const boundary = reads.rowKeyBelow(upper, set.range.lower, 49);
          const range = { lower: boundary === undefined ? set.range.lower : justOlderThan(boundary), upper };
          const inSlice = matching.filter((key) => after(key, range.lower) && after([range.upper.createdUs, range.upper.seq], { createdUs: key[0], seq: key[1] }));
          expect(reads.sliceCount(set, range, upTo)).toBe(inSlice.length);
          counted += inSlice.length;
          slices += 1;
          if (boundary === undefined) break;
          upper = boundary;
        }
        expect(counted).toBe(matching.length);
        expect(slices).toBeGreaterThan(2);
        expect(reads.appendedCount(set, upTo - 100, upTo + 37)).toBe(bruteForce(db, query).map((id) => keyOf.get(id) as KeyPair).filter((key) => key[1] > upTo - 100).length);
      }
    } finally {
      db.close();
    }
  });

  it('a kept count follows appended pages and is counted again after a change in place; it equals brute force throughout', async () => {
    const rows = ledger(600, 11);
    let builds = 0;
    const cache = seeded(rows, { ...SLICED, onPositionBuild: () => (builds += 1) });
    const other = new Database(cache.path, { readonly: true });
    try {
      cache.ledgerTransactions.beginBulkLoad();
      let p = 0;
      for (const query of QUERIES) {
        const turns = await withWritesBetweenTurns(cache.ledgerTransactions.preparePositions(query), () => cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true }));
        expect(turns).toBeGreaterThan(10); // it did not run in one go
        expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
        for (let i = 0; i < 3; i += 1) {
          cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true });
          expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
        }
        // Far behind: extended a slice of rowids at a time.
        for (let i = 0; i < 10; i += 1) cache.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true });
        await cache.ledgerTransactions.preparePositions(query);
        expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      }
      const moved = rows[30] as LedgerTransaction;
      expect(cache.ledgerTransactions.upsertMany([{ ...moved, accountId: 'acc_b', createdAt: minutes(-9999) }]).updated).toBe(1);
      for (const query of QUERIES) {
        await cache.ledgerTransactions.preparePositions(query);
        expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      }
    } finally {
      other.close();
    }
    // No position index was built: every count came from a kept count.
    expect(builds).toBe(0);
  }, 60_000);
});

describe('a kept count and another connection\'s commits (a page writer of its own)', () => {
  it('extends by the pages another connection appends and counts again after its update; every count equals brute force', async () => {
    let builds = 0;
    const cache = seeded(ledger(600, 12), { ...SLICED, onPositionBuild: () => (builds += 1) });
    const other = new Database(cache.path);
    // Opened before the load begins (opening a cache builds missing indexes).
    const writer = openCache({ dataDir: dirname(dirname(cache.path)), environment: 'sandbox' });
    try {
      cache.ledgerTransactions.beginBulkLoad();
      expect(missingLedgerIndexes(other).length).toBeGreaterThan(0);
      for (const query of QUERIES) await cache.ledgerTransactions.preparePositions(query);
      let p = 0;
      for (let round = 0; round < 4; round += 1) {
        writer.transaction(() => writer.ledgerTransactions.upsertMany(page(p++), { deferSearchIndex: true }));
        for (const query of QUERIES) expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      }
      other.prepare("UPDATE ledger_transactions SET account_id = 'acc_b', created_us = 0 WHERE rowid = 11").run();
      for (const query of QUERIES) {
        await cache.ledgerTransactions.preparePositions(query);
        expect(cache.ledgerTransactions.ledgerCount(query)).toBe(bruteForce(other, query).length);
      }
      expect(missingLedgerIndexes(other).length).toBeGreaterThan(0);
    } finally {
      writer.close();
      other.close();
    }
    expect(builds).toBe(0);
  }, 60_000);
});

describe('the ledger\'s other long reads in turns', () => {
  it('balancesInTurns answers what balances() answers, during a bulk load and after it', async () => {
    const cache = seeded(ledger(9000, 8));
    cache.ledgerTransactions.beginBulkLoad();
    cache.ledgerTransactions.upsertMany(page(1), { deferSearchIndex: true });
    const during = cache.ledgerTransactions.balances();
    expect(during.accounts.length).toBe(4);
    expect(await cache.ledgerTransactions.balancesInTurns()).toEqual(during);
    cache.ledgerTransactions.endBulkLoad();
    expect(await cache.ledgerTransactions.balancesInTurns()).toEqual(during);
  }, 60_000);

  it('ends a bulk load one index per call, ledger_by_id first, every read exact in between', () => {
    const cache = seeded(ledger(300, 9), { positionStride: STRIDE });
    const other = new Database(cache.path, { readonly: true });
    try {
      cache.ledgerTransactions.beginBulkLoad();
      const missing = missingLedgerIndexes(other);
      expect(missing[0]).toBe('ledger_by_id');
      for (let built = 1; built <= missing.length; built += 1) {
        expect(cache.ledgerTransactions.endBulkLoad({ indexes: 1 }).rebuilt).toEqual([missing[built - 1]]);
        expect(missingLedgerIndexes(other)).toEqual(missing.slice(built));
        expect(cache.ledgerTransactions.isBulkLoading()).toBe(built < missing.length);
        for (const query of QUERIES) checkAgainstBruteForce(cache, other, query, 17, STRIDE);
      }
    } finally {
      other.close();
    }
  }, 60_000);
});
