// Text search: the same answers through the trigram index and through the scan, for
// rare and common text, special characters, non-ASCII, and rows not yet indexed.
import { describe, expect, it } from 'vitest';
import type { Cache } from '../../../electron/cache';
import { trigramQuery } from '../../../electron/cache/repositories/ledger-search';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, tempCache } from './cache-fixtures';

const DESCRIPTIONS = [
  'Invoice ACME Corp 2026-01',
  'acme corp refund',
  'Payroll January',
  '50% discount_applied',
  'He said "hello, world"',
  'Zürich — 東京 office rent',
  'Rocket fuel 🚀 supplies',
  'ZÜRICH upper case',
  'Bell\u0007 and tab\there',
  'nul\u0000inside',
];

function rows(): LedgerTransaction[] {
  return DESCRIPTIONS.map((description, i) =>
    ledgerTx(i, { description, referenceId: `pmt_Ref${i}`, ...(i === 2 && { metadata: { customerReference: 'PO-991', other: 'hidden' } }) }),
  );
}

function searchIds(cache: Cache, search: string): string[] {
  return cache.ledgerTransactions.ledgerWindow({ search, limit: 500 }).rows.map((r) => r.id).sort();
}

const CASES: Array<[string, number[]]> = [
  ['acme corp', [0, 1]],
  ['ACME', [0, 1]],
  ['50%', [3]],
  ['%', [3]],
  ['t_a', [3]],
  ['_', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ['"hello, world"', [4]],
  ['zürich', [5]],
  ['東京', [5]],
  ['— 東京 o', [5]],
  ['🚀', [6]],
  ['fuel 🚀 sup', [6]],
  ['pmt_ref3', [3]],
  ['ref', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ['PO-99', [2]],
  ['hidden', []],
  ['a long phrase that is nowhere in the ledger at all', []],
  ['  payroll  ', [2]],
  // Control characters: matched like any other (a NUL used to match every row, or fail).
  ['\u0000', [9]],
  ['l\u0000i', [9]],
  ['NUL\u0000INS', [9]],
  ['\u0007', [8]],
  ['\u0007 and', [8]],
  ['tab\there', [8]],
  ['\u0001', []],
  ['\u0000\u0000\u0000', []],
  ['x\u0000y', []],
];

describe('ledger search', () => {
  it.each(CASES)('%j finds the same rows by index, by scan and while unindexed', (search, expected) => {
    const ids = expected.map((i) => ledgerTx(i).id).sort();
    const indexed = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    indexed.ledgerTransactions.upsertMany(rows());
    expect(searchIds(indexed, search)).toEqual(ids);
    const scanned = tempCache({ tuning: { searchCandidateLimit: 0 } });
    scanned.ledgerTransactions.upsertMany(rows());
    expect(searchIds(scanned, search)).toEqual(ids);
    const pending = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    pending.ledgerTransactions.upsertMany(rows().slice(0, 4));
    pending.ledgerTransactions.upsertMany(rows().slice(4), { deferSearchIndex: true });
    expect(searchIds(pending, search)).toEqual(ids);
  });

  it('folds ASCII case only (non-ASCII letters match as written)', () => {
    const cache = tempCache();
    cache.ledgerTransactions.upsertMany(rows());
    expect(searchIds(cache, 'ZÜRICH')).toEqual([ledgerTx(7).id]);
    expect(searchIds(cache, 'zürich')).toEqual([ledgerTx(5).id]);
  });

  it('finds the last indexed row and the first pending one (the watermark boundary)', () => {
    const cache = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    cache.ledgerTransactions.upsertMany([ledgerTx(1, { description: 'boundary alpha' }), ledgerTx(2, { description: 'boundary beta' })]);
    cache.ledgerTransactions.upsertMany([ledgerTx(3, { description: 'boundary gamma' })], { deferSearchIndex: true });
    expect(searchIds(cache, 'boundary')).toEqual([ledgerTx(1).id, ledgerTx(2).id, ledgerTx(3).id]);
    expect(searchIds(cache, 'beta')).toEqual([ledgerTx(2).id]);
    expect(searchIds(cache, 'gamma')).toEqual([ledgerTx(3).id]);
  });

  it('combines with the other filters and pages with cursors', () => {
    const cache = tempCache({ tuning: { searchCandidateLimit: 1000 } });
    cache.ledgerTransactions.upsertMany(
      Array.from({ length: 30 }, (_, i) => ledgerTx(i, { accountId: i % 2 === 0 ? 'acc_a' : 'acc_b', description: i % 3 === 0 ? 'Needle here' : 'hay' })),
    );
    const first = cache.ledgerTransactions.ledgerWindow({ search: 'needle', accountIds: ['acc_a'], limit: 2 });
    expect(first.rows.map((r) => r.id)).toEqual([ledgerTx(24).id, ledgerTx(18).id]);
    const second = cache.ledgerTransactions.ledgerWindow({ search: 'needle', accountIds: ['acc_a'], limit: 2, cursor: first.olderCursor as string });
    expect(second.rows.map((r) => r.id)).toEqual([ledgerTx(12).id, ledgerTx(6).id]);
  });

  it('builds index queries from at most 12 trigrams, quoting double quotes', () => {
    expect(trigramQuery('ab')).toBeNull();
    expect(trigramQuery('abc')).toBe('"abc"');
    expect(trigramQuery('a"bc')).toBe('"a""b" AND """bc"');
    expect(trigramQuery('🚀ab')).toBe('"🚀ab"');
    expect(trigramQuery('x'.repeat(40))).toBe('"xxx"');
    expect(trigramQuery('abcdefghijklmnopqrstuvwxyz')?.split(' AND ')).toHaveLength(12);
  });
});
