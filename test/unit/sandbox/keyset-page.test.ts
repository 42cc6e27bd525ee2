// Keyset pages inside a createdAt range: the cursor, not the range's bound, is where the
// index seek starts, so a page deep in a range visits about `limit` rows, not every row
// from the range's start (which made paging through a range quadratic); and the rows
// are exactly those of the plain definition. Rows visited are counted by running the
// page's own SQL with a counting function as its first WHERE term (SQLite evaluates it
// on every index entry the scan steps on, before the other terms), not by timing.
import { describe, expect, it } from 'vitest';
import { selectPage } from '../../../sandbox/store/keyset-page';
import type { CursorPosition, PageQuery, PageWindow } from '../../../sandbox/store/keyset-page';
import { openDatabase } from '../../../sandbox/store/open-database';
import { Store } from '../../../sandbox/store/store';
import { SeededRandom } from '../../../sandbox/simulation/seeded-random';

interface Row {
  seq: number;
  id: string;
  created_at: number;
  account_id: string;
  type: string;
}

const ROWS = 400;

function ledgerStore(): { store: Store; rows: Row[] } {
  const store = new Store(openDatabase(undefined));
  const random = new SeededRandom(3);
  const insert = store.db.prepare(`INSERT INTO ledger (id, account_id, created_at, type, direction, amount_minor, balance_minor, currency, exponent)
    VALUES (?, ?, ?, ?, 'credit', '100', '100', 'USD', 2)`);
  store.transaction(() => {
    for (let i = 0; i < ROWS; i += 1) {
      // Few distinct instants: many rows share a created_at, so seq decides ties.
      insert.run(`txn_${i}`, random.next() < 0.5 ? 'acc_a' : 'acc_b', 1000 + random.int(0, 60) * 10, random.next() < 0.5 ? 'fee' : 'payment_in');
    }
  });
  const rows = store.db.prepare('SELECT seq, id, created_at, account_id, type FROM ledger ORDER BY created_at, seq').all() as Row[];
  return { store, rows };
}

/** Runs selectPage and returns its rows with the SQL and parameters it ran. */
function pageWithSql(store: Store, query: PageQuery, window: PageWindow): { ids: string[]; hasMore: boolean; sql: string; params: unknown[] } {
  const seen: Array<{ sql: string; params: unknown[] }> = [];
  const original = store.stmt.bind(store);
  const spy = (sql: string) => {
    const statement = original(sql);
    return new Proxy(statement, {
      get(target, key, receiver) {
        if (key === 'all') return (...params: unknown[]) => {
          seen.push({ sql, params });
          return target.all(...params);
        };
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  store.stmt = spy as typeof store.stmt;
  try {
    const page = selectPage<Row>(store, query, window);
    const ran = seen.at(-1);
    if (ran === undefined) throw new Error('selectPage ran no query');
    return { ids: page.rows.map((r) => r.id), hasMore: page.hasMore, ...ran };
  } finally {
    store.stmt = original;
  }
}

function planOf(store: Store, sql: string, params: unknown[]): string {
  return (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((r) => r.detail).join('\n');
}

/** How many rows SQLite steps on to answer the SQL (see the top of this file). */
function rowsVisited(store: Store, sql: string, params: unknown[]): number {
  let visits = 0;
  store.db.function('count_visit', { deterministic: false }, (_value: unknown) => {
    visits += 1;
    return 1;
  });
  const counted = sql.replace(/ WHERE /, ' WHERE count_visit(created_at) AND ');
  expect(counted).not.toBe(sql);
  store.db.prepare(counted).all(...params);
  return visits;
}

/** The definition: rows in the range, after (or before) the cursor, in order, `limit` of them from the cursor's side. */
function expected(rows: Row[], filter: (r: Row) => boolean, window: PageWindow): { ids: string[]; hasMore: boolean } {
  const cmp = (r: Row, c: CursorPosition) => (r.created_at !== c.createdAt ? r.created_at - c.createdAt : r.seq - c.seq);
  const matching = rows.filter((r) => filter(r)
    && (window.createdGte === undefined || r.created_at >= window.createdGte)
    && (window.createdLte === undefined || r.created_at <= window.createdLte)
    && (window.startingAfter === undefined || cmp(r, window.startingAfter) > 0)
    && (window.startingAfter !== undefined || window.endingBefore === undefined || cmp(r, window.endingBefore) < 0));
  const backward = window.startingAfter === undefined && window.endingBefore !== undefined;
  const page = backward ? matching.slice(Math.max(0, matching.length - window.limit)) : matching.slice(0, window.limit);
  return { ids: page.map((r) => r.id), hasMore: matching.length > window.limit };
}

const position = (row: Row): CursorPosition => ({ createdAt: row.created_at, seq: row.seq });

describe('keyset pages inside a createdAt range', () => {
  it('forward from a cursor deep inside [gte, lte]: about `limit` rows visited, not every row from gte', () => {
    const { store, rows } = ledgerStore();
    const cursor = rows[300] as Row;
    const window: PageWindow = { limit: 20, createdGte: 1100, createdLte: 1550, startingAfter: position(cursor) };
    const ran = pageWithSql(store, { table: 'ledger', where: [], params: [] }, window);
    expect(ran).toMatchObject(expected(rows, () => true, window));
    const fromGte = rows.filter((r) => r.created_at >= 1100 && r.created_at <= cursor.created_at).length;
    expect(fromGte).toBeGreaterThan(150); // what the unmerged bounds stepped over
    const sameInstant = rows.filter((r) => r.created_at === cursor.created_at).length;
    expect(rowsVisited(store, ran.sql, ran.params)).toBeLessThanOrEqual(window.limit + 1 + sameInstant);
    const plan = planOf(store, ran.sql, ran.params);
    expect(plan).toMatch(/SEARCH ledger USING INDEX ledger_by_time/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    store.close();
  });

  it('backward from a cursor deep inside [gte, lte] (ending_before): about `limit` rows visited, not every row down from lte', () => {
    const { store, rows } = ledgerStore();
    const cursor = rows[80] as Row;
    const window: PageWindow = { limit: 20, createdGte: 1000, createdLte: 1550, endingBefore: position(cursor) };
    const ran = pageWithSql(store, { table: 'ledger', where: [], params: [] }, window);
    expect(ran).toMatchObject(expected(rows, () => true, window));
    const sameInstant = rows.filter((r) => r.created_at === cursor.created_at).length;
    expect(rowsVisited(store, ran.sql, ran.params)).toBeLessThanOrEqual(window.limit + 1 + sameInstant);
    expect(planOf(store, ran.sql, ran.params)).not.toMatch(/TEMP B-TREE/);
    store.close();
  });

  it('with an equality filter (one account): the seek is (account_id, cursor), about `limit` rows visited', () => {
    const { store, rows } = ledgerStore();
    const ofA = rows.filter((r) => r.account_id === 'acc_a');
    const cursor = ofA[150] as Row;
    const window: PageWindow = { limit: 20, createdGte: 1000, createdLte: 1600, startingAfter: position(cursor) };
    const ran = pageWithSql(store, { table: 'ledger', where: ['account_id = ?'], params: ['acc_a'] }, window);
    expect(ran).toMatchObject(expected(rows, (r) => r.account_id === 'acc_a', window));
    expect(planOf(store, ran.sql, ran.params)).toMatch(/SEARCH ledger USING INDEX ledger_by_account \(account_id=\?/);
    const sameInstant = ofA.filter((r) => r.created_at === cursor.created_at).length;
    expect(rowsVisited(store, ran.sql, ran.params)).toBeLessThanOrEqual(window.limit + 1 + sameInstant);
    store.close();
  });

  it('a cursor before the range (forward) or after it (backward): the range bound is the seek', () => {
    const { store, rows } = ledgerStore();
    const early = rows[5] as Row;
    const late = rows[390] as Row;
    for (const window of [
      { limit: 15, createdGte: 1300, createdLte: 1500, startingAfter: position(early) },
      { limit: 15, createdGte: 1100, createdLte: 1300, endingBefore: position(late) },
    ] satisfies PageWindow[]) {
      const ran = pageWithSql(store, { table: 'ledger', where: [], params: [] }, window);
      expect(ran).toMatchObject(expected(rows, () => true, window));
      expect(rowsVisited(store, ran.sql, ran.params)).toBeLessThanOrEqual(window.limit + 1);
    }
    store.close();
  });

  it('returns exactly the rows of the definition for cursors before, inside, at the edges of and after the range', () => {
    const { store, rows } = ledgerStore();
    const random = new SeededRandom(17);
    const filters: Array<[PageQuery, (r: Row) => boolean]> = [
      [{ table: 'ledger', where: [], params: [] }, () => true],
      [{ table: 'ledger', where: ['account_id = ?'], params: ['acc_b'] }, (r) => r.account_id === 'acc_b'],
      [{ table: 'ledger', where: ['type = ?'], params: ['fee'] }, (r) => r.type === 'fee'],
    ];
    for (let trial = 0; trial < 300; trial += 1) {
      const [query, filter] = filters[trial % filters.length] as [PageQuery, (r: Row) => boolean];
      const a = 990 + random.int(0, 62) * 10;
      const b = 990 + random.int(0, 62) * 10;
      const cursor = rows[random.int(0, ROWS - 1)] as Row;
      const window: PageWindow = {
        limit: random.int(1, 40),
        ...(random.next() < 0.8 ? { createdGte: Math.min(a, b) } : {}),
        ...(random.next() < 0.8 ? { createdLte: Math.max(a, b) } : {}),
        ...(random.next() < 0.5 ? { startingAfter: position(cursor) } : random.next() < 0.7 ? { endingBefore: position(cursor) } : {}),
      };
      const ran = pageWithSql(store, query, window);
      expect({ ids: ran.ids, hasMore: ran.hasMore }, JSON.stringify(window)).toEqual(expected(rows, filter, window));
    }
    store.close();
  });

  it('paging a whole range forward visits each row once, in order', () => {
    const { store, rows } = ledgerStore();
    const inRange = rows.filter((r) => r.created_at >= 1200 && r.created_at <= 1450).map((r) => r.id);
    const seen: string[] = [];
    let after: CursorPosition | undefined;
    for (;;) {
      const page = selectPage<Row>(store, { table: 'ledger', where: [], params: [] }, { limit: 7, createdGte: 1200, createdLte: 1450, ...(after ? { startingAfter: after } : {}) });
      seen.push(...page.rows.map((r) => r.id));
      const last = page.rows.at(-1);
      if (!page.hasMore || last === undefined) break;
      after = position(last);
    }
    expect(seen).toEqual(inRange);
    store.close();
  });
});
