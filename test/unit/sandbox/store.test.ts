import { describe, expect, it } from 'vitest';
import { openBalance, postLedgerEntries, readBalance } from '../../../sandbox/bank/post-ledger-entries';
import { ApiError } from '../../../sandbox/http/api-error';
import { selectPage } from '../../../sandbox/store/keyset-page';
import { SCHEMA_VERSION } from '../../../sandbox/store/migrations';
import { openDatabase } from '../../../sandbox/store/open-database';
import { insertResource } from '../../../sandbox/store/resources';
import { Store } from '../../../sandbox/store/store';
import { SeededRandom } from '../../../sandbox/simulation/seeded-random';

describe('sandbox store', () => {
  it('migrates a fresh database to the current schema', () => {
    const store = new Store(openDatabase(undefined));
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    store.close();
  });

  it('posts exact running balances and refuses an overdraft atomically', () => {
    const store = new Store(openDatabase(undefined));
    openBalance(store, 'acc_a', 'USD', 2);
    postLedgerEntries(store, [{ accountId: 'acc_a', type: 'adjustment', direction: 'credit', amountMinor: 1000n }], 1);
    expect(() =>
      store.transaction(() =>
        postLedgerEntries(store, [
          { accountId: 'acc_a', type: 'payment_out', direction: 'debit', amountMinor: 600n },
          { accountId: 'acc_a', type: 'fee', direction: 'debit', amountMinor: 500n },
        ], 2),
      ),
    ).toThrow(ApiError);
    expect(readBalance(store, 'acc_a')?.balanceMinor).toBe(1000n);
    expect((store.db.prepare('SELECT COUNT(*) AS n FROM ledger').get() as { n: number }).n).toBe(1);
    store.close();
  });

  it('pages by (created_at, seq) both ways without gaps or repeats', () => {
    const store = new Store(openDatabase(undefined));
    const random = new SeededRandom(9);
    for (let i = 0; i < 57; i += 1) insertResource(store, { kind: 'counterparty', id: `cpt_${i}`, createdAt: random.int(0, 5), body: { id: `cpt_${i}` } });
    const all = (store.db.prepare("SELECT id, created_at, seq FROM resources ORDER BY created_at, seq").all() as { id: string; created_at: number; seq: number }[]);
    const seen: string[] = [];
    let after: { createdAt: number; seq: number } | undefined;
    for (;;) {
      const page = selectPage<{ id: string; created_at: number; seq: number }>(store, { table: 'resources', where: ["kind = 'counterparty'"], params: [] }, { limit: 10, ...(after ? { startingAfter: after } : {}) });
      seen.push(...page.rows.map((r) => r.id));
      const last = page.rows[page.rows.length - 1];
      if (!page.hasMore || !last) break;
      after = { createdAt: last.created_at, seq: last.seq };
    }
    expect(seen).toEqual(all.map((r) => r.id));
    const pivot = all[20];
    const before = selectPage<{ id: string }>(store, { table: 'resources', where: [], params: [] }, { limit: 5, endingBefore: { createdAt: pivot?.created_at ?? 0, seq: pivot?.seq ?? 0 } });
    expect(before.rows.map((r) => r.id)).toEqual(all.slice(15, 20).map((r) => r.id));
    store.close();
  });
});
