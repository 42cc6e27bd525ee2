// Opens the journal of one environment: `<dataDir>/<environment>/journal.sqlite`. It
// holds the outbox (every confirmed write, before it leaves the machine) and the audit
// trail. Unlike the cache it is the record of what the person asked for, so every
// commit is durable: WAL with synchronous=FULL (a commit returns only once the WAL is
// fsynced). A file records the environment it was created for and is never opened as
// another, so a sandbox intent can never be sent to production.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { ENVIRONMENTS } from '../../shared/schemas/enums';
import type { Environment } from '../../shared/schemas/enums';
import { systemClock, type Clock } from '../clock';
import { JournalError, journalDamagedError } from './journal-errors';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { claimFileEnvironment } from '../sqlite/file-meta';
import { preparePrivateSqliteFile, tightenSqliteFiles } from '../sqlite/private-files';
import { sqliteDamage } from '../sqlite/sqlite-damage';
import { runJournalMigrations } from './migrations/run-journal-migrations';

export const JOURNAL_FILE_NAME = 'journal.sqlite';

export interface OpenJournalOptions {
  /** The app's data directory; the journal lives in `<dataDir>/<environment>/`. */
  readonly dataDir: string;
  readonly environment: Environment;
  /** Clock for the file's creation time (default: the system clock). */
  readonly clock?: Clock;
}

export interface Journal {
  readonly environment: Environment;
  /** Absolute path of the SQLite file. */
  readonly path: string;
  /** The connection, for the outbox and the audit trail (electron/outbox, electron/audit) only. */
  readonly db: Database.Database;
  /**
   * Runs `fn` in one write transaction (BEGIN IMMEDIATE; a savepoint when nested): its
   * writes commit together, durably, or not at all. `fn` must be synchronous.
   */
  transaction<T>(fn: () => T): T;
  readonly isOpen: boolean;
  close(): void;
}

export function journalPath(dataDir: string, environment: Environment): string {
  return join(resolve(dataDir), environment, JOURNAL_FILE_NAME);
}

function configure(db: Database.Database): void {
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`the journal needs WAL journaling; SQLite answered ${String(mode)}`);
  // Every confirmed intent must survive a crash or a power cut before anything is sent.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // A second process (another window, the CLI) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
}

/**
 * Reads an existing journal through a read-only connection first, so a damaged one is
 * reported without SQLite ever writing to it: a writable connection would checkpoint
 * its -wal into the damaged file and delete the -wal when it closes. Other failures
 * here (a lock, no -shm yet) are left for the writable open to report.
 */
function refuseDamaged(path: string): void {
  if (!existsSync(path)) return;
  let probe: Database.Database | undefined;
  try {
    probe = new Database(path, { readonly: true, fileMustExist: true });
    probe.pragma('user_version', { simple: true });
    const tables = probe.prepare('SELECT name FROM sqlite_schema WHERE type = ?').pluck().all('table') as string[];
    if (tables.includes('journal_meta')) probe.prepare('SELECT count(*) FROM journal_meta').get();
  } catch (error) {
    const damage = sqliteDamage(error);
    if (damage !== undefined) throw journalDamagedError(path, damage, error);
  } finally {
    probe?.close();
  }
}

export function openJournal(options: OpenJournalOptions): Journal {
  if (!(ENVIRONMENTS as readonly string[]).includes(options.environment)) {
    throw new JournalError('invalid_options', `environment must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  if (typeof options.dataDir !== 'string' || options.dataDir.length === 0) throw new JournalError('invalid_options', 'dataDir is required');
  const { environment } = options;
  const path = journalPath(options.dataDir, environment);
  const clock = options.clock ?? systemClock;
  const now = (): Date => clock.now();
  ensureDataDirectory(options.dataDir, environment);
  refuseDamaged(path);
  let db: Database.Database | undefined;
  try {
    preparePrivateSqliteFile(path); // 0600 whatever the umask, -wal and -shm too
    db = new Database(path);
    configure(db);
    tightenSqliteFiles(path);
    claimFileEnvironment(db, { table: 'journal_meta', environment, phase: 'before', now, mismatch: (stored) => new JournalError('environment_mismatch', `the journal file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
    runJournalMigrations(db);
    claimFileEnvironment(db, { table: 'journal_meta', environment, phase: 'after', now, mismatch: (stored) => new JournalError('environment_mismatch', `the journal file ${path} belongs to the ${stored} environment, not ${environment}; it was not opened`) });
  } catch (error) {
    db?.close();
    // Never moved or deleted: the error says what the file holds and what to do.
    const damage = sqliteDamage(error);
    throw damage === undefined ? error : journalDamagedError(path, damage, error);
  }
  const opened = db;
  return {
    environment,
    path,
    db: opened,
    transaction: (fn) => opened.transaction(fn).immediate(),
    get isOpen() {
      return opened.open;
    },
    close() {
      if (opened.open) opened.close();
    },
  };
}
