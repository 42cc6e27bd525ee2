// The sandbox's database handle with a cache of prepared statements, so hot paths
// (authentication, ledger pages, posting) never re-prepare SQL.
import type { Database, Statement } from 'better-sqlite3';

export class Store {
  private readonly statements = new Map<string, Statement>();

  constructor(readonly db: Database) {}

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
