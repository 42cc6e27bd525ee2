// The sandbox's database handle with a cache of prepared statements, so hot paths
// (authentication, ledger pages, posting) never re-prepare SQL.
import type { Database, Statement } from 'better-sqlite3';
import type { IdKind } from '../../shared/ids';
import { ID_PREFIXES } from '../../shared/ids';
import { alphanumericFrom, randomAlphanumeric } from './new-id';

export type OpaquePrefix = 'grp_' | 'di_' | 'key_' | 'req_';

export class Store {
  private readonly statements = new Map<string, Statement>();

  private idBody: () => string = () => randomAlphanumeric(24);

  constructor(readonly db: Database) {}

  /** A new id of one resource kind: random, or from the seeded generator while seeding. */
  newId(kind: IdKind): string {
    return ID_PREFIXES[kind] + this.idBody();
  }

  newOpaqueId(prefix: OpaquePrefix): string {
    return prefix + this.idBody();
  }

  /** Runs `fn` with ids drawn from `next` (a seeded generator), so seeded data is reproducible. */
  withSeededIds<T>(next: () => number, fn: () => T): T {
    const previous = this.idBody;
    this.idBody = () => alphanumericFrom(next);
    try {
      return fn();
    } finally {
      this.idBody = previous;
    }
  }

  stmt(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** Runs `fn` in a transaction (a savepoint when already inside one). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }

  getSetting(name: string): string | undefined {
    const row = this.stmt('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined;
    return row?.value;
  }

  setSetting(name: string, value: string): void {
    this.stmt('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
  }

  close(): void {
    this.statements.clear();
    if (this.db.open) this.db.close();
  }
}
