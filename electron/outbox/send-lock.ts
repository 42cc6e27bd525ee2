// The lock behind an outbox claim: while a sender works on an entry it holds an exclusive
// SQLite lock on a small file of its own, `outbox-send-<claim token>.lock` beside the
// journal. The OS releases that lock when the holder's process ends in any way (a crash,
// a kill), whatever PID namespace or machine-local view of processes the holder had; a
// live holder keeps it however long its send takes. Another sender probes the lock named
// by the row's claim token: held means busy, free means the holder is gone.
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { preparePrivateSqliteFile } from '../sqlite/private-files';

const PREFIX = 'outbox-send-';
const SUFFIX = '.lock';
const TOKEN = /^[0-9a-f-]{36}$/;

export interface SendLock {
  readonly token: string;
  /** Releases the lock and removes its file. Safe to call twice. */
  release(): void;
}

export type LockProbe = 'held' | 'free' | 'absent';

export function sendLockPath(directory: string, token: string): string {
  if (!TOKEN.test(token)) throw new RangeError('a send lock token is a UUID');
  return join(directory, `${PREFIX}${token}${SUFFIX}`);
}

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or (on Windows) still open elsewhere: a later sweep removes it.
  }
}

/**
 * The connections of the locks this process holds. A lock lives as long as its
 * connection, and a connection that nothing refers to is closed when it is garbage
 * collected: a send whose request nothing else keeps (one that never answers) would then
 * drop its lock while it still runs. Held here until released, never collected.
 */
const heldConnections = new Set<Database.Database>();

/** Takes the lock of a fresh claim token (nobody else knows it yet, so it never waits). */
export function acquireSendLock(directory: string, token: string): SendLock {
  const path = sendLockPath(directory, token);
  preparePrivateSqliteFile(path);
  const db = new Database(path, { timeout: 0 });
  try {
    // Nothing is ever written: no rollback journal file beside the lock.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    throw error;
  }
  heldConnections.add(db);
  let held = true;
  return {
    token,
    release() {
      if (!held) return;
      held = false;
      heldConnections.delete(db);
      db.close();
      removeFile(path);
    },
  };
}

const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
};

/**
 * Whether the lock of `token` is held by a live sender. `absent`: no such file (a claim
 * made without one, or released already). A lock that cannot be probed counts as held.
 */
export function probeSendLock(directory: string, token: string): LockProbe {
  if (!TOKEN.test(token)) return 'absent';
  const path = sendLockPath(directory, token);
  if (!existsSync(path)) return 'absent';
  let db: Database.Database | undefined;
  try {
    db = new Database(path, { timeout: 0, fileMustExist: true });
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
    return 'free';
  } catch (error) {
    if (isBusy(error)) return 'held';
    return existsSync(path) ? 'held' : 'absent';
  } finally {
    db?.close();
  }
}

/** Removes the file of a lock that is free (its holder is gone). */
export function removeFreeSendLock(directory: string, token: string): void {
  if (probeSendLock(directory, token) === 'free') removeFile(sendLockPath(directory, token));
}

/** Removes lock files left by senders that died before their claim was recorded (no row names them). */
export function sweepSendLocks(directory: string, inUse: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !name.endsWith(SUFFIX)) continue;
    const token = name.slice(PREFIX.length, -SUFFIX.length);
    if (TOKEN.test(token) && !inUse.has(token)) removeFreeSendLock(directory, token);
  }
}
