// Damaged SQLite files: a damaged cache is a CacheError (`cache_damaged`) naming the
// file and saying it can be rebuilt, and the host rebuilds it without opening it (the
// damaged file and its -wal/-shm moved aside, a fresh cache created). A damaged journal
// is a JournalError (`journal_damaged`) and is never moved, rebuilt or deleted.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuditTrail } from '../../../electron/audit';
import { CacheError, cachePath, openCache } from '../../../electron/cache';
import { createAppHost, type AppHost } from '../../../electron/host';
import { JournalError, journalPath, openJournal } from '../../../electron/journal';
import { keychainSecretStore } from '../../../electron/secrets';
import { fixedClock } from '../../support/manual-clock';

const made: string[] = [];
const hosts: AppHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'damaged-'));
  made.push(dir);
  return dir;
}

const prefix = `treasury-test-${randomBytes(6).toString('hex')}`;
function hostIn(dataDir: string): AppHost {
  // The real keychain store; these tests never read or write a secret through it.
  const host = createAppHost({ dataDir: { root: dataDir }, secretStoreFor: (environment) => keychainSecretStore(environment, { serviceNamePrefix: prefix }), clock: fixedClock('2026-03-02T09:00:00.000Z') });
  hosts.push(host);
  return host;
}

/** Overwrites the b-tree header of page 1 (the schema table) with 0xFF: SQLite then reports the file malformed. */
function breakSchemaPage(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, Buffer.alloc(200, 0xff), 0, 200, 100);
  } finally {
    closeSync(fd);
  }
}

/** A journal with two audit entries and a cache with one account, both closed. */
function populated(dataDir: string): void {
  const journal = openJournal({ dataDir, environment: 'sandbox' });
  const audit = createAuditTrail({ journal });
  audit.appendResolution({ environment: 'sandbox', outboxEntryId: 'obx_1', idempotencyKey: 'k1', operation: 'createOpenPayment', summary: 'Pay 5.00 USD', previousState: 'unknown', resolution: 'not_sent', note: 'checked' });
  audit.appendResolution({ environment: 'sandbox', outboxEntryId: 'obx_2', idempotencyKey: 'k2', operation: 'createOpenPayment', summary: 'Pay 6.00 USD', previousState: 'unknown', resolution: 'not_sent', note: 'checked' });
  journal.close();
  openCache({ dataDir, environment: 'sandbox', server: 'embedded' }).close();
}

/** What this process's file descriptors point at (Linux). */
function openFiles(): string[] {
  return readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(join('/proc/self/fd', fd));
    } catch {
      return '';
    }
  });
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('a damaged cache', () => {
  it('that is not a database is a CacheError naming the file and the rebuild', () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'sandbox'));
    writeFileSync(cachePath(dataDir, 'sandbox', 'embedded'), 'this is not a database, but long enough to have a header of sorts '.repeat(40));
    const error = thrown(() => openCache({ dataDir, environment: 'sandbox', server: 'embedded' }));
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({
      code: 'cache_damaged',
      message: `The cache file ${cachePath(dataDir, 'sandbox', 'embedded')} is damaged (it is not a SQLite database). It only holds copies of server data and can be rebuilt.`,
    });
    expect((error as CacheError).messageFor('cli')).toMatch(/can be rebuilt\. Run `treasury cache rebuild` \(the damaged file is kept aside\), then sync to fill it again\.$/);
    // The window has no rebuild: it says what a person can do, in words.
    expect((error as CacheError).messageFor('window')).toMatch(/can be rebuilt\. This window cannot rebuild it: quit the app, move the file out of its folder .* open the app again and sync/);
  });

  it('that is malformed is a CacheError too', () => {
    const dataDir = tempDir();
    openCache({ dataDir, environment: 'sandbox', server: 'embedded' }).close();
    breakSchemaPage(cachePath(dataDir, 'sandbox', 'embedded'));
    expect(thrown(() => openCache({ dataDir, environment: 'sandbox', server: 'embedded' }))).toMatchObject({ name: 'CacheError', code: 'cache_damaged' });
  });

  it('is rebuilt by the host without touching the journal, and the services work again', async () => {
    const dataDir = tempDir();
    populated(dataDir);
    const cacheFile = cachePath(dataDir, 'sandbox', 'embedded');
    breakSchemaPage(cacheFile);
    const damaged = readFileSync(cacheFile);
    const journalBytes = readFileSync(journalPath(dataDir, 'sandbox'));

    const host = hostIn(dataDir);
    expect(thrown(() => host.services())).toMatchObject({ name: 'CacheError', code: 'cache_damaged' });
    // As another process (the desktop app) would leave them beside the damaged file.
    writeFileSync(`${cacheFile}-wal`, 'leftover wal');
    writeFileSync(`${cacheFile}-shm`, 'leftover shm');
    const rebuilt = await host.rebuildCache();

    const aside = `${cacheFile}.damaged-2026-03-02T09-00-00-000Z`;
    expect(rebuilt).toEqual({ path: cacheFile, movedAside: [`${aside}-wal`, `${aside}-shm`, aside] });
    expect(readFileSync(aside)).toEqual(damaged);
    expect(readFileSync(`${aside}-wal`, 'utf8')).toBe('leftover wal');
    expect(readFileSync(journalPath(dataDir, 'sandbox'))).toEqual(journalBytes);
    const services = host.services();
    expect(services.cache.accounts.count()).toBe(0);
    expect(services.money.audit.head().seq).toBe(2);
    expect(readdirSync(join(dataDir, 'sandbox')).filter((name) => name.includes('damaged')).sort()).toEqual(rebuilt.movedAside.map((p) => p.slice(p.lastIndexOf('/') + 1)).sort());
  });

  it('a second rebuild at the same moment keeps the first damaged copy', async () => {
    const dataDir = tempDir();
    openCache({ dataDir, environment: 'sandbox', server: 'embedded' }).close();
    const host = hostIn(dataDir);
    const first = await host.rebuildCache('sandbox');
    const second = await host.rebuildCache('sandbox');
    expect(first.movedAside).toHaveLength(1);
    expect(second.movedAside).toEqual([`${cachePath(dataDir, 'sandbox', 'embedded')}.damaged-2026-03-02T09-00-00-000Z-2`]);
  });
});

describe('a damaged journal', () => {
  it('is a JournalError that says what it holds and what to do, and is left in place', () => {
    const dataDir = tempDir();
    populated(dataDir);
    const file = journalPath(dataDir, 'sandbox');
    breakSchemaPage(file);
    writeFileSync(`${file}-wal`, 'the write-ahead log, as a crash left it');
    const bytes = readFileSync(file);
    const error = thrown(() => openJournal({ dataDir, environment: 'sandbox' }));
    expect(error).toBeInstanceOf(JournalError);
    expect(error).toMatchObject({ code: 'journal_damaged' });
    const { message } = error as Error;
    expect(message).toContain(`The journal file ${file} is damaged (SQLite reports it as malformed).`);
    expect(message).toContain('It holds the payment outbox and the audit trail and cannot be rebuilt from the server: do not delete it.');
    expect(message).toContain(`Keep a copy of it (with any ${file}-wal and ${file}-shm beside it)`);
    expect(message).toContain('the app refuses to move money');
    expect(readFileSync(file)).toEqual(bytes);
    // Never opened for writing: SQLite would have checkpointed and deleted the -wal on close.
    expect(readFileSync(`${file}-wal`, 'utf8')).toBe('the write-ahead log, as a crash left it');
  });

  it('keeps the cache readable, refuses what needs the journal, closes cleanly, and survives a cache rebuild', async () => {
    const dataDir = tempDir();
    populated(dataDir);
    const file = journalPath(dataDir, 'sandbox');
    writeFileSync(file, 'not a database at all '.repeat(100));
    const host = hostIn(dataDir);
    // Reading the cache does not need the journal: balances still show.
    expect(host.services().cache.ledgerTransactions.balances().accounts).toEqual([]); // the empty cache of populated(), read without error
    expect(thrown(() => host.services().money)).toMatchObject({ name: 'JournalError', code: 'journal_damaged' });
    await host.close();
    // Closed: no descriptor of this process points at the cache any more.
    expect(openFiles().filter((target) => target.startsWith(cachePath(dataDir, 'sandbox', 'embedded')))).toEqual([]);
    const again = hostIn(dataDir);
    await again.rebuildCache();
    expect(readFileSync(file, 'utf8')).toBe('not a database at all '.repeat(100));
    expect(thrown(() => again.services().money)).toMatchObject({ code: 'journal_damaged' });
    await again.close();
  });
});
