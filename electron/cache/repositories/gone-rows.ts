// Rows the server stopped listing (migration 007-gone-rows.ts), for the tables a sync
// re-reads whole: accounts, counterparties, payment methods, webhook subscriptions.
//
// A gone row stays (ledger entries name accounts, payments name counterparties): it is
// marked with `gone_at`, the cache's clock in the canonical UTC form. Only a sync that
// read a list (or one scope of it) completely may mark: it notes which ids were present
// before it started (`presentIds`) and, in the transaction of its last page, marks those
// it did not see (`markGone`). Any write of the row from the server clears the mark
// (resource-table.ts `tracksGone`): seeing it again is proof it exists.
import type { Database } from 'better-sqlite3';

export type GoneTable = 'accounts' | 'counterparties' | 'payment_methods' | 'webhook_subscriptions';

export interface GoneRows {
  /** When the row was found missing from its list; null while listed; undefined when not cached. */
  goneAt(id: string): string | null | undefined;
  /** Every gone row's id and time (few rows: read whole); with a scope, that scope's only. */
  goneSince(scope?: string): Map<string, string>;
  /** Ids of the rows not marked gone; with a scope (payment methods: a counterparty id), that scope's only. */
  presentIds(scope?: string): string[];
  /** Marks these rows gone now (the cache's clock); rows already gone keep their first time. Returns rows marked. */
  markGone(ids: readonly string[]): number;
}

export interface GoneRowsOptions {
  readonly table: GoneTable;
  /** The column that splits the table into separately listed scopes (payment methods: `counterparty_id`). */
  readonly scopeColumn?: 'counterparty_id';
  /** The cache's clock. */
  readonly now: () => Date;
}

export function createGoneRows(db: Database, options: GoneRowsOptions): GoneRows {
  const { table, scopeColumn, now } = options;
  // No scope given: the whole table.
  const scoped = (sql: string): string => (scopeColumn === undefined ? sql : `${sql} AND (@scope IS NULL OR ${scopeColumn} = @scope)`);
  const byId = db.prepare(`SELECT gone_at FROM ${table} WHERE id = ?`);
  const gone = db.prepare(scoped(`SELECT id, gone_at FROM ${table} WHERE gone_at IS NOT NULL`));
  const present = db.prepare(scoped(`SELECT id FROM ${table} WHERE gone_at IS NULL`)).pluck();
  const mark = db.prepare(`UPDATE ${table} SET gone_at = @at WHERE gone_at IS NULL AND id IN (SELECT value FROM json_each(@ids))`);
  const params = (scope: string | undefined): Record<string, string | null> => (scopeColumn === undefined ? {} : { scope: scope ?? null });
  return {
    goneAt(id) {
      const row = byId.get(id) as { gone_at: string | null } | undefined;
      return row === undefined ? undefined : row.gone_at;
    },
    goneSince(scope) {
      const rows = gone.all(params(scope)) as Array<{ id: string; gone_at: string }>;
      return new Map(rows.map((row) => [row.id, row.gone_at]));
    },
    presentIds: (scope) => present.all(params(scope)) as string[],
    markGone(ids) {
      if (ids.length === 0) return 0;
      return mark.run({ at: now().toISOString(), ids: JSON.stringify(ids) }).changes;
    },
  };
}
