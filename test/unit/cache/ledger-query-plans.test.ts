// The ledger reads must stay index seeks: these plans fail the build when an index or
// a query shape regresses to a table scan or a sort of the whole ledger.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { LedgerWindowQuery } from '../../../electron/cache';
import { BALANCE_HISTORY_SQL, LATEST_PER_ACCOUNT_SQL } from '../../../electron/cache/repositories/ledger-balances';
import { buildLedgerSelect, keyRange } from '../../../electron/cache/repositories/ledger-query';
import { buildWindowSelect } from '../../../electron/cache/repositories/ledger-window';
import { ledgerTx, payment, tempCache } from './cache-fixtures';

function planOf(db: Database.Database, sql: string, params: Record<string, unknown>): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((row) => row.detail);
}

function openPlanned(): Database.Database {
  const cache = tempCache();
  cache.payments.upsertMany([payment(1, { reference: 'INV-2026-0042' })]);
  cache.ledgerTransactions.upsertMany(
    Array.from({ length: 50 }, (_, i) =>
      ledgerTx(i, { description: i === 7 ? 'rare needle' : 'common words', accountId: `acc_${i % 3}`, referenceType: 'payment', referenceId: `pmt_${String(i % 5).padStart(6, '0')}` }),
    ),
  );
  return new Database(cache.path, { readonly: true });
}

const INDEXED_WINDOWS: Array<[string, LedgerWindowQuery, RegExp]> = [
  ['no filter', {}, /SEARCH ledger_transactions USING INDEX ledger_by_time \(created_us>\? AND created_us<\?\)/],
  ['a cursor', { cursor: Buffer.from('[2,1767225600000000,1]').toString('base64url') }, /USING INDEX ledger_by_time \(created_us>\?/],
  ['one account', { accountIds: ['acc_1'] }, /USING INDEX ledger_by_account_time \(account_id=\? AND created_us>\? AND created_us<\?\)/],
  ['three accounts + types', { accountIds: ['acc_0', 'acc_1', 'acc_2'], types: ['fee', 'payment_in'] }, /USING INDEX ledger_by_account_time \(account_id=\? AND created_us>\?/],
  ['more accounts than merged ranges', { accountIds: Array.from({ length: 65 }, (_, i) => `acc_${i}`) }, /USING INDEX ledger_by_time \(created_us>\?/],
  ['types', { types: ['fee', 'payment_in'] }, /USING INDEX ledger_by_type_time \(type=\? AND created_us>\?/],
  ['direction', { direction: 'credit' }, /USING INDEX ledger_by_time/],
  ['date range, newer', { from: '2026-01-01', to: '2026-02-01', towards: 'newer' }, /USING INDEX ledger_by_time/],
  ['common text', { search: 'words' }, /USING INDEX ledger_by_time/],
  ['short text', { search: 'wo', accountIds: ['acc_1'] }, /USING INDEX ledger_by_account_time/],
];

describe('ledger query plans', () => {
  it.each(INDEXED_WINDOWS)('a window with %s is an index range scan, never a table scan or a sort', (_label, query, expected) => {
    const db = openPlanned();
    const select = buildWindowSelect(db, query, { searchCandidateLimit: 10 });
    expect(select).not.toBeNull();
    const plan = planOf(db, select?.sql ?? '', select?.params ?? {});
    expect(plan.join('\n')).toMatch(expected);
    expect(plan.some((line) => /^SCAN ledger_transactions/.test(line))).toBe(false);
    expect(plan.some((line) => line.includes('TEMP B-TREE'))).toBe(false);
    const ranges = query.accountIds?.length ?? query.types?.length ?? 1;
    if (ranges > 1 && ranges <= 64) expect(plan).toContain('MERGE (UNION ALL)');
    else expect(plan).not.toContain('MERGE (UNION ALL)');
    db.close();
  });

  it('rare text is looked up in the trigram index, then by rowid', () => {
    const db = openPlanned();
    const select = buildWindowSelect(db, { search: 'rare needle' }, { searchCandidateLimit: 10 });
    const plan = planOf(db, select?.sql ?? '', select?.params ?? {}).join('\n');
    expect(plan).toMatch(/SCAN ledger_search VIRTUAL TABLE INDEX/);
    expect(plan).toMatch(/SEARCH ledger_transactions USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).toMatch(/SEARCH ledger_transactions USING INTEGER PRIMARY KEY \(rowid>\?\)/);
    db.close();
  });

  it("a payment's reference: the matching payments first, then their entries by (reference_type, reference_id)", () => {
    const db = openPlanned();
    const select = buildWindowSelect(db, { search: 'inv-2026-0042' }, { searchCandidateLimit: 20 });
    const plan = planOf(db, select?.sql ?? '', select?.params ?? {});
    const text = plan.join('\n');
    // Only payments have a matching reference (looked up first), so only they are joined.
    expect(plan.filter((line) => line === "SEARCH payments USING COVERING INDEX payments_by_reference (<expr>>?)")).toHaveLength(2);
    expect(plan.some((line) => /^SCAN payments/.test(line))).toBe(false);
    expect(plan.some((line) => /collections|transfers/.test(line))).toBe(false);
    expect(plan.filter((line) => /^SEARCH ledger_transactions USING INDEX ledger_by_reference \(reference_type=\? AND reference_id=\?/.test(line))).toHaveLength(1);
    expect(text).toMatch(/SEARCH ledger_transactions USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan.some((line) => /^SCAN ledger_transactions/.test(line))).toBe(false);
    // The only sorts are of the few candidates of each arm.
    expect(plan.filter((line) => line.includes('TEMP B-TREE'))).toHaveLength(3);
    db.close();
  });

  it('the scan path lists the matching resources once (a subquery), not per row', () => {
    const db = openPlanned();
    const select = buildWindowSelect(db, { search: 'in' }, { searchCandidateLimit: 20 });
    const plan = planOf(db, select?.sql ?? '', select?.params ?? {});
    expect(plan.filter((line) => /^LIST SUBQUERY/.test(line))).toHaveLength(1);
    expect(plan.some((line) => line.startsWith('CORRELATED'))).toBe(false);
    expect(plan.join('\n')).toMatch(/SEARCH ledger_transactions USING INDEX ledger_by_time \(created_us>\? AND created_us<\?\)/);
    db.close();
  });

  it('text no reference matches reads the ledger alone, as a plain text search', () => {
    const db = openPlanned();
    for (const search of ['words', 'wo', 'rare needle']) {
      const select = buildWindowSelect(db, { search }, { searchCandidateLimit: 10 });
      const plan = planOf(db, select?.sql ?? '', select?.params ?? {});
      expect(plan.some((line) => /payments|collections|transfers|ledger_by_reference/.test(line))).toBe(false);
    }
    db.close();
  });

  it('the export read merges per-account ranges in order without sorting', () => {
    const db = openPlanned();
    const filters = { accountIds: ['acc_0', 'acc_2'], from: '2026-01-01' };
    const select = buildLedgerSelect({ filters, range: keyRange(filters), order: 'oldest-first', indexed: true });
    const plan = planOf(db, select?.sql ?? '', select?.params ?? {});
    expect(plan).toContain('MERGE (UNION ALL)');
    expect(plan.filter((line) => line.includes('USING INDEX ledger_by_account_time'))).toHaveLength(2);
    expect(plan.some((line) => line.includes('TEMP B-TREE'))).toBe(false);
    db.close();
  });

  it('balances seek each account (skip-scan), never scan the ledger', () => {
    const db = openPlanned();
    const plan = planOf(db, LATEST_PER_ACCOUNT_SQL, {});
    expect(plan.some((line) => /^SCAN ledger_transactions/.test(line))).toBe(false);
    expect(plan.filter((line) => line.includes('ledger_by_account_time')).length).toBeGreaterThanOrEqual(3);
    expect(plan.some((line) => line.includes('TEMP B-TREE'))).toBe(false);
    db.close();
  });

  it('balance history seeks once per bucket', () => {
    const db = openPlanned();
    const plan = planOf(db, BALANCE_HISTORY_SQL, { account: 'acc_1', from: 0, to: 10, width: 1 });
    expect(plan.join('\n')).toMatch(/SEARCH ledger_transactions USING (COVERING )?INDEX ledger_by_account_time \(account_id=\? AND created_us>\? AND created_us<\?\)/);
    expect(plan.some((line) => /^SCAN ledger_transactions/.test(line))).toBe(false);
    // The only sort is of the (at most maxPoints) buckets, by their start.
    expect(plan.filter((line) => line.includes('TEMP B-TREE'))).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
    db.close();
  });
});
