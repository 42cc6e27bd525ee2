import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openBalance, postLedgerEntries, readBalance } from '../../../sandbox/bank/post-ledger-entries';
import { ApiError } from '../../../sandbox/http/api-error';
import { listBody } from '../../../sandbox/http/list-query';
import type { OperationContext } from '../../../sandbox/http/operation';
import { transactionOperations } from '../../../sandbox/routes/transactions';
import { ledgerRowToTransaction } from '../../../sandbox/store/ledger-rows';
import type { LedgerRow } from '../../../sandbox/store/ledger-rows';
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

describe('ledger entries keep the JSON they were posted with (migration 2)', () => {
  const handleList = transactionOperations.find((op) => op.method === 'GET' && op.path === '/transactions')?.handle;
  const listPage = (store: Store, query: Record<string, unknown> = {}): string => {
    if (handleList === undefined) throw new Error('GET /transactions not found');
    const result = handleList({ services: { store } as unknown as OperationContext['services'], now: 0, params: {}, query, body: undefined, key: {} as OperationContext['key'] });
    if (result.json === undefined) throw new Error('GET /transactions answered without JSON text');
    return result.json;
  };
  const objectPage = (store: Store): string => {
    const rows = store.db.prepare('SELECT * FROM ledger ORDER BY created_at, seq').all() as LedgerRow[];
    return JSON.stringify(listBody(rows.map(ledgerRowToTransaction), false));
  };

  function postSome(store: Store): void {
    openBalance(store, 'acc_a', 'USD', 2);
    postLedgerEntries(store, [{ accountId: 'acc_a', type: 'adjustment', direction: 'credit', amountMinor: 100_000n, description: 'Opening "balance"\n' }], 1_700_000_000_000);
    postLedgerEntries(store, [
      { accountId: 'acc_a', type: 'payment_out', direction: 'debit', amountMinor: 1_234n, referenceType: 'payment', referenceId: 'pay_1', transactionGroupId: 'grp_1', metadata: { reference: 'INV-1', note: null } },
      { accountId: 'acc_a', type: 'fee', direction: 'debit', amountMinor: 5n, referenceType: 'payment', referenceId: 'pay_1', transactionGroupId: 'grp_1' },
    ], 1_700_000_000_123);
  }

  it('a posted entry carries its JSON, and a page of them is the page the objects would write', () => {
    const store = new Store(openDatabase(undefined));
    postSome(store);
    expect((store.db.prepare('SELECT count(*) FROM ledger WHERE item_json IS NULL').pluck().get() as number)).toBe(0);
    expect(listPage(store)).toBe(objectPage(store));
    store.close();
  });

  it('rows posted before the JSON was kept (NULL) are written from their values, the same text', () => {
    const store = new Store(openDatabase(undefined));
    postSome(store);
    const kept = listPage(store);
    store.db.exec('UPDATE ledger SET item_json = NULL WHERE seq % 2 = 1');
    expect(listPage(store)).toBe(kept);
    expect(listPage(store, { limit: '1' })).toBe(JSON.stringify(listBody([JSON.parse(kept).items[0]], true)).replace('"hasMore":true}', `"hasMore":true,"nextCursor":${JSON.stringify(JSON.parse(kept).items[0].id)}}`));
    store.close();
  });

  it('a sandbox file of schema 1 gains the column and keeps its rows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'));
    try {
      const old = new Store(openDatabase(dir));
      postSome(old);
      const before = objectPage(old);
      old.db.exec('ALTER TABLE ledger DROP COLUMN item_json');
      old.db.pragma('user_version = 1');
      old.close();
      const store = new Store(openDatabase(dir));
      expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect((store.db.prepare('SELECT count(*) FROM ledger WHERE item_json IS NULL').pluck().get() as number)).toBe(3);
      expect(listPage(store)).toBe(before);
      store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
