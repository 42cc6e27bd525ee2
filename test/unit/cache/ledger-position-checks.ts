// The ledger and the checks the position index's tests share (ledger-positions.test.ts,
// ledger-positions-in-turns.test.ts): a deterministic ledger written out of time order,
// a seeded cache, and the answers against a brute-force ROW_NUMBER() over the table and
// an index built from scratch on another connection.
import type Database from 'better-sqlite3';
import { expect } from 'vitest';
import { createLedgerPositions } from '../../../electron/cache/repositories/ledger-positions';
import type { Cache, LedgerCountQuery, LedgerWindowQuery, WindowTuning } from '../../../electron/cache';
import type { LedgerTransaction } from '../../../shared/schemas';
import { ledgerTx, minutes, payment, tempCache } from './cache-fixtures';

export const ACCOUNTS = ['acc_a', 'acc_b', 'acc_c', 'acc_d'];
export const TYPES = ['payment_out', 'payment_in', 'fee', 'adjustment'] as const;
export const WORDS = ['ACME Corp', 'Payroll', 'Rent', 'Globex', 'rare-needle'];

/** A deterministic ledger in WRITE order: about four entries per minute, minutes shuffled, so posting order (rowid) and time disagree. */
export function ledger(count: number, seed = 7): LedgerTransaction[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n; // the high bits: the low ones of this generator repeat with a short period
  };
  return Array.from({ length: count }, (_, i) => {
    const word = WORDS[next(40) === 0 ? 4 : next(4)] as string;
    return ledgerTx(i, {
      id: `txn_${String((i * 7919) % 10007).padStart(5, '0')}_${i}`,
      accountId: ACCOUNTS[next(ACCOUNTS.length)] as string,
      type: TYPES[next(TYPES.length)] as LedgerTransaction['type'],
      direction: next(3) === 0 ? 'credit' : 'debit',
      createdAt: minutes(next(Math.ceil(count / 4))),
      description: `${word} #${i}`,
      ...(i % 9 === 0 && { referenceType: 'payment', referenceId: `pmt_${String(i % 5).padStart(6, '0')}` }),
    });
  });
}

export function idsOf(cache: Cache, query: LedgerWindowQuery): string[] {
  return cache.ledgerTransactions.ledgerWindow(query).rows.map((row) => row.id);
}

export function seeded(rows: readonly LedgerTransaction[], tuning: WindowTuning = {}): Cache {
  const cache = tempCache({ tuning });
  cache.payments.upsertMany([payment(1, { reference: 'INV-77' }), payment(2, { reference: 'PO-12' })]);
  for (let i = 0; i < rows.length; i += 500) cache.ledgerTransactions.upsertMany(rows.slice(i, i + 500));
  return cache;
}

/** Rows of `query` newest first by a plain ROW_NUMBER() over the whole table (no index of the app's, no keyset). */
export function bruteForce(db: Database.Database, query: LedgerCountQuery): string[] {
  const terms: string[] = [];
  const params: Record<string, string | number> = {};
  const list = (column: string, values: readonly string[] | undefined) => {
    if (values === undefined) return;
    values.forEach((value, i) => (params[`${column}${i}`] = value));
    terms.push(values.length === 0 ? '0' : `${column} IN (${values.map((_, i) => `@${column}${i}`).join(', ')})`);
  };
  list('account_id', query.accountIds);
  list('type', query.types);
  if (query.direction !== undefined) terms.push(`direction = '${query.direction}'`);
  if (query.from !== undefined) terms.push(`created_us >= ${Date.parse(query.from) * 1000}`);
  if (query.to !== undefined) terms.push(`created_us < ${Date.parse(query.to) * 1000}`);
  if (query.search !== undefined) {
    params['like'] = `%${query.search}%`;
    terms.push(`(description LIKE @like OR reference_id LIKE @like OR metadata_reference LIKE @like
      OR (reference_type = 'payment' AND reference_id IN (SELECT id FROM payments WHERE json ->> '$.reference' LIKE @like)))`);
  }
  const sql = `SELECT id FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY created_us DESC, rowid DESC) AS n FROM ledger_transactions
    ${terms.length === 0 ? '' : `WHERE ${terms.join(' AND ')}`}) ORDER BY n`;
  return db.prepare(sql).pluck().all(params) as string[];
}

/** Count and windows at every `every`-th index (and the last rows): the cache's kept index against brute force and a fresh index on `other`. */
export function checkAgainstBruteForce(cache: Cache, other: Database.Database, query: LedgerCountQuery, every: number, stride: number): void {
  const expected = bruteForce(other, query);
  const fresh = createLedgerPositions(other, { positionStride: stride, searchCandidateLimit: 100 });
  expect(cache.ledgerTransactions.ledgerCount(query)).toBe(expected.length);
  expect(fresh.count(query)).toBe(expected.length);
  const indexes = new Set([0, expected.length - 2, expected.length - 1, expected.length]);
  for (let i = 1; i < expected.length; i += every) indexes.add(i);
  for (const i of [...indexes].filter((n) => n >= 0)) {
    const want = expected.slice(i, i + 3);
    const kept = idsOf(cache, { ...query, startIndex: i, limit: 3 });
    if (kept.join() !== want.join()) expect({ query, index: i, ids: kept }).toEqual({ query, index: i, ids: want });
    expect(fresh.window({ ...query, startIndex: i, limit: 3 }).rows.map((row) => row.id)).toEqual(want);
  }
}
