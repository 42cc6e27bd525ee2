// The journal file: where it lives, its durability settings, its environment, and each
// numbered migration (001 outbox, 002 audit trail) on the schema before it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  JOURNAL_MIGRATIONS, JournalError, LATEST_JOURNAL_VERSION, journalPath, journalSchemaVersion, openJournal, runJournalMigrations,
} from '../../../electron/journal';
import type { NumberedMigration } from '../../../electron/journal';
import { cleanUp, journalIn, tempDataDir } from './outbox-fixtures';

afterEach(cleanUp);

const names = (db: Database.Database): string[] =>
  (db.prepare("SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

describe('openJournal', () => {
  it('creates <dataDir>/<environment>/journal.sqlite in WAL mode with synchronous=FULL', () => {
    const dataDir = tempDataDir();
    const journal = journalIn(dataDir);
    expect(journal.path).toBe(join(dataDir, 'sandbox', 'journal.sqlite'));
    expect(journal.path).toBe(journalPath(dataDir, 'sandbox'));
    expect(existsSync(journal.path)).toBe(true);
    expect(journal.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(journal.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(journalSchemaVersion(journal.db)).toBe(LATEST_JOURNAL_VERSION);
    expect(journal.isOpen).toBe(true);
    journal.close();
    expect(journal.isOpen).toBe(false);
    journal.close(); // twice is harmless
  });

  it('refuses a file of the other environment and keeps it intact', () => {
    const dataDir = tempDataDir();
    journalIn(dataDir, 'sandbox').close();
    // A production journal whose meta says sandbox (a file copied across by hand).
    journalIn(dataDir, 'production').close();
    const prod = new Database(journalPath(dataDir, 'production'));
    prod.prepare("UPDATE journal_meta SET value = 'sandbox' WHERE key = 'environment'").run();
    prod.close();
    expect(() => openJournal({ dataDir, environment: 'production' })).toThrow(JournalError);
    try {
      openJournal({ dataDir, environment: 'production' });
    } catch (error) {
      expect((error as JournalError).code).toBe('environment_mismatch');
      expect((error as Error).message).toMatch(/belongs to the sandbox environment, not production/);
    }
    expect(journalIn(dataDir, 'sandbox').environment).toBe('sandbox');
  });

  it('rejects bad options', () => {
    expect(() => openJournal({ dataDir: '', environment: 'sandbox' })).toThrow(/dataDir/);
    expect(() => openJournal({ dataDir: tempDataDir(), environment: 'staging' as never })).toThrow(/environment must be one of/);
  });

  it('refuses a file written by a newer app', () => {
    const dataDir = tempDataDir();
    journalIn(dataDir).close();
    const db = new Database(journalPath(dataDir, 'sandbox'));
    db.pragma(`user_version = ${LATEST_JOURNAL_VERSION + 1}`);
    db.close();
    expect(() => openJournal({ dataDir, environment: 'sandbox' })).toThrow(/newer than this app/);
  });
});

describe('journal migrations', () => {
  const fresh = () => new Database(join(tempDataDir(), 'journal.sqlite'));

  it('are numbered 1, 2, ... and the latest version is their count', () => {
    expect(JOURNAL_MIGRATIONS.map((m) => m.version)).toEqual(JOURNAL_MIGRATIONS.map((_, i) => i + 1));
    expect(LATEST_JOURNAL_VERSION).toBe(JOURNAL_MIGRATIONS.length);
  });

  it('001 creates the meta and outbox tables on an empty file', () => {
    const db = fresh();
    expect(runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 1))).toEqual({ fromVersion: 0, toVersion: 1, applied: [1] });
    expect(names(db)).toEqual(expect.arrayContaining(['journal_meta', 'outbox', 'outbox_unfinished']));
    expect(() => db.prepare("INSERT INTO outbox (id, created_at, updated_at, operation, method, path, body_text, idempotency_key, summary, state) VALUES ('a', 't', 't', 'op', 'GET', '/p', '{}', 'k', 's', 'pending')").run()).toThrow(/CHECK/);
    db.close();
  });

  it('002 applies to the schema of 001, adds the audit log, and makes it append-only', () => {
    const db = fresh();
    runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 1));
    db.prepare("INSERT INTO journal_meta (key, value) VALUES ('environment', 'sandbox')").run();
    expect(runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 2)).applied).toEqual([2]);
    expect(names(db)).toEqual(expect.arrayContaining(['journal_meta', 'outbox', 'audit_log', 'audit_log_no_update', 'audit_log_no_delete']));
    expect(db.prepare("SELECT value FROM journal_meta WHERE key = 'environment'").pluck().get()).toBe('sandbox');
    db.prepare("INSERT INTO audit_log (seq, at, kind, data, prev_hash, hash) VALUES (1, 't', 'request', '{}', 'p', 'h')").run();
    expect(() => db.prepare("UPDATE audit_log SET data = '{\"x\":1}'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit_log').run()).toThrow(/append-only/);
    db.close();
  });

  it('003 adds the send binding to the outbox of 002, and marks entries already sent as possibly delivered', () => {
    const db = fresh();
    runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 2));
    const insert = db.prepare(`INSERT INTO outbox (id, created_at, updated_at, operation, method, path, body_text, idempotency_key, summary, state, attempts)
      VALUES (?, 't', 't', 'createOpenPayment', 'POST', '/payments/open', '{}', ?, 's', ?, ?)`);
    insert.run('never', 'k1', 'pending', 0);
    insert.run('once', 'k2', 'sent', 1);
    expect(runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 3)).applied).toEqual([3]);
    const rows = db.prepare('SELECT id, base_url, credentials_id, maybe_delivered, first_sent_elapsed_ms FROM outbox ORDER BY seq').all();
    expect(rows).toEqual([
      { id: 'never', base_url: null, credentials_id: null, maybe_delivered: 0, first_sent_elapsed_ms: null },
      { id: 'once', base_url: null, credentials_id: null, maybe_delivered: 1, first_sent_elapsed_ms: null },
    ]);
    expect(() => db.prepare("UPDATE outbox SET maybe_delivered = 2 WHERE id = 'never'").run()).toThrow(/CHECK/);
    db.close();
  });

  it('004 adds the prepared id to the outbox of 003: entries written before it name no review', () => {
    const db = fresh();
    runJournalMigrations(db, JOURNAL_MIGRATIONS.slice(0, 3));
    db.prepare(`INSERT INTO outbox (id, created_at, updated_at, operation, method, path, body_text, idempotency_key, summary, state, attempts)
      VALUES ('older', 't', 't', 'createOpenPayment', 'POST', '/payments/open', '{}', 'k1', 's', 'pending', 0)`).run();
    expect(runJournalMigrations(db).applied).toEqual([4]);
    expect(db.prepare('SELECT id, prepared_id FROM outbox').all()).toEqual([{ id: 'older', prepared_id: null }]);
    db.close();
  });

  it('running the runner again changes nothing', () => {
    const db = fresh();
    runJournalMigrations(db);
    expect(runJournalMigrations(db)).toEqual({ fromVersion: LATEST_JOURNAL_VERSION, toVersion: LATEST_JOURNAL_VERSION, applied: [] });
    db.close();
  });

  it('a failing migration leaves the file at the previous version', () => {
    const db = fresh();
    const broken: NumberedMigration = { version: 2, name: 'broken', up: (d) => d.exec('CREATE TABLE half (x); SELECT no_such_function();') };
    expect(() => runJournalMigrations(db, [JOURNAL_MIGRATIONS[0] as NumberedMigration, broken])).toThrow();
    expect(journalSchemaVersion(db)).toBe(1);
    expect(names(db)).not.toContain('half');
    db.close();
  });

  it('refuses migrations out of sequence', () => {
    const db = fresh();
    expect(() => runJournalMigrations(db, [JOURNAL_MIGRATIONS[1] as NumberedMigration])).toThrow(JournalError);
    db.close();
  });
});
