// Each migration applies cleanly to the schema before it, the runner is idempotent,
// a failing migration leaves the file untouched, and data written under 001 survives 002.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { CacheError, LATEST_SCHEMA_VERSION, MIGRATIONS, openCache, runMigrations, schemaVersion } from '../../../electron/cache';
import type { NumberedMigration } from '../../../electron/cache';
import { ledgerTx, tempDir } from './cache-fixtures';

function freshDb(): Database.Database {
  return new Database(join(tempDir(), 'cache.sqlite'));
}

function schemaOf(db: Database.Database): Array<{ type: string; name: string; sql: string | null }> {
  return db.prepare("SELECT type, name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all() as never;
}

function names(db: Database.Database): string[] {
  return schemaOf(db).map((entry) => entry.name);
}

describe('migrations', () => {
  it('are numbered 1, 2, ... and the latest version is their count', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  it('001 creates the meta, sync state and resource tables on an empty file', () => {
    const db = freshDb();
    const result = runMigrations(db, MIGRATIONS.slice(0, 1));
    expect(result).toEqual({ fromVersion: 0, toVersion: 1, applied: [1] });
    expect(names(db)).toEqual(
      expect.arrayContaining([
        'cache_meta', 'sync_state', 'accounts', 'ledger_transactions', 'ledger_by_time', 'ledger_by_account_time', 'ledger_by_type_time',
        'payments', 'collections', 'transfers', 'counterparties', 'payment_methods', 'rails', 'webhook_subscriptions',
      ]),
    );
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  it('002 applies cleanly to the schema of 001 and adds the search index', () => {
    const db = freshDb();
    runMigrations(db, MIGRATIONS.slice(0, 1));
    const before = names(db);
    const result = runMigrations(db, MIGRATIONS.slice(0, 2));
    expect(result.applied).toEqual([2]);
    expect(names(db)).toEqual(expect.arrayContaining([...before, 'ledger_search']));
    expect(db.prepare("SELECT value FROM cache_meta WHERE key = 'ledger_search_indexed_rowid'").pluck().get()).toBe('0');
    db.close();
  });

  it('running the runner again changes nothing', () => {
    const db = freshDb();
    runMigrations(db);
    const schema = schemaOf(db);
    expect(runMigrations(db)).toEqual({ fromVersion: LATEST_SCHEMA_VERSION, toVersion: LATEST_SCHEMA_VERSION, applied: [] });
    expect(schemaOf(db)).toEqual(schema);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    db.close();
  });

  it('data written under 001 survives 002 and becomes searchable', () => {
    const dataDir = tempDir();
    const path = join(dataDir, 'sandbox', 'cache.sqlite');
    const first = openCache({ dataDir, environment: 'sandbox' });
    first.close();
    // Rewind the file to version 1, as an app of that version would have left it.
    const db = new Database(path);
    db.exec("DROP TABLE ledger_search; DELETE FROM cache_meta WHERE key = 'ledger_search_indexed_rowid'; PRAGMA user_version = 1;");
    db.prepare(`INSERT INTO ledger_transactions (id, account_id, created_us, type, direction, amount, currency, balance, description)
      VALUES ('txn_old1', 'acc_a', 1767225600000000, 'fee', 'debit', '1.25', 'USD', '98.75', 'Monthly fee for Zürich office')`).run();
    db.close();

    const cache = openCache({ dataDir, environment: 'sandbox' });
    expect(cache.ledgerTransactions.get('txn_old1')).toMatchObject({ amount: '1.25', balance: '98.75', description: 'Monthly fee for Zürich office' });
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'zürich' }).rows.map((r) => r.id)).toEqual(['txn_old1']);
    expect(cache.ledgerTransactions.indexPendingSearch()).toEqual({ indexed: 1, pending: 0 });
    expect(cache.ledgerTransactions.ledgerWindow({ search: 'monthly fee' }).rows.map((r) => r.id)).toEqual(['txn_old1']);
    cache.ledgerTransactions.upsertMany([ledgerTx(1)]);
    expect(cache.ledgerTransactions.count()).toBe(2);
    cache.close();
  });

  it('a failing migration leaves the file at the previous version with nothing half-applied', () => {
    const db = freshDb();
    const broken: NumberedMigration = {
      version: MIGRATIONS.length + 1,
      name: 'broken',
      up(target) {
        target.exec('CREATE TABLE half_done (x INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => runMigrations(db, [...MIGRATIONS, broken])).toThrow('boom');
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(names(db)).not.toContain('half_done');
    db.close();
  });

  it('refuses a file written by a newer app, and a list with a gap', () => {
    const db = freshDb();
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    expect(() => runMigrations(db)).toThrow(expect.objectContaining({ code: 'schema_too_new' }));
    const gap = [MIGRATIONS[0] as NumberedMigration, { ...(MIGRATIONS[1] as NumberedMigration), version: 3 }];
    const other = freshDb();
    expect(() => runMigrations(other, gap)).toThrow(CacheError);
    other.close();
    db.close();
  });
});
