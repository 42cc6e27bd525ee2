// Opening the cache: one file per environment, WAL and pragmas, environments never mix.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePath, isCacheError, openCache } from '../../../electron/cache';
import type { Environment } from '../../../shared/schemas';
import { ledgerTx, tempDir } from './cache-fixtures';

describe('openCache', () => {
  it('creates <dataDir>/<environment>/cache.sqlite (private directory, WAL, environment recorded)', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const cache = openCache({ dataDir, environment: 'sandbox' });
    expect(cache.path).toBe(join(dataDir, 'sandbox', 'cache.sqlite'));
    expect(cache.path).toBe(cachePath(dataDir, 'sandbox'));
    expect(existsSync(cache.path)).toBe(true);
    expect(statSync(join(dataDir, 'sandbox')).mode & 0o777).toBe(0o700);
    cache.close();
    const db = new Database(cache.path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare("SELECT value FROM cache_meta WHERE key = 'environment'").pluck().get()).toBe('sandbox');
    db.close();
  });

  it('keeps sandbox and production apart: separate files, and a file is never opened as the other environment', () => {
    const dataDir = tempDir();
    const sandbox = openCache({ dataDir, environment: 'sandbox' });
    sandbox.ledgerTransactions.upsertMany([ledgerTx(1)]);
    sandbox.close();
    const production = openCache({ dataDir, environment: 'production' });
    expect(production.ledgerTransactions.count()).toBe(0);
    expect(production.path).not.toBe(sandbox.path);
    production.close();

    // A sandbox file copied into the production place is refused, and left unchanged.
    const db = new Database(production.path);
    db.prepare("UPDATE cache_meta SET value = 'sandbox' WHERE key = 'environment'").run();
    db.close();
    const before = readFileSync(production.path);
    let error: unknown;
    try {
      openCache({ dataDir, environment: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(isCacheError(error, 'environment_mismatch')).toBe(true);
    expect((error as Error).message).toMatch(/belongs to the sandbox environment, not production/);
    expect(readFileSync(production.path).equals(before)).toBe(true);
  });

  it('refuses an unknown environment name (no path tricks)', () => {
    expect(() => openCache({ dataDir: tempDir(), environment: '../production' as Environment })).toThrow(/environment must be one of/);
  });

  it('reopens an existing cache with its data', () => {
    const dataDir = tempDir();
    const first = openCache({ dataDir, environment: 'sandbox' });
    first.ledgerTransactions.upsertMany([ledgerTx(1), ledgerTx(2)]);
    first.close();
    first.close();
    const second = openCache({ dataDir, environment: 'sandbox' });
    expect(second.ledgerTransactions.count()).toBe(2);
    second.close();
  });

  it('commits all writes of a transaction together, or none', () => {
    const dataDir = tempDir();
    const cache = openCache({ dataDir, environment: 'sandbox' });
    expect(() =>
      cache.transaction(() => {
        cache.ledgerTransactions.upsertMany([ledgerTx(1)]);
        cache.putSyncState({ resource: 'ledgerTransactions', scope: '', cursor: 'txn_000001', completed: false });
        throw new Error('network dropped mid-page');
      }),
    ).toThrow('network dropped');
    expect(cache.ledgerTransactions.count()).toBe(0);
    expect(cache.getSyncState('ledgerTransactions')).toBeUndefined();
    cache.transaction(() => {
      cache.ledgerTransactions.upsertMany([ledgerTx(1)]);
      cache.putSyncState({ resource: 'ledgerTransactions', scope: '', cursor: 'txn_000001', completed: false });
    });
    expect(cache.ledgerTransactions.count()).toBe(1);
    expect(cache.getSyncState('ledgerTransactions')?.cursor).toBe('txn_000001');
    cache.close();
  });

  it('two processes on one file (app and CLI) both write and read each other', () => {
    const dataDir = tempDir();
    const app = openCache({ dataDir, environment: 'sandbox' });
    const cli = openCache({ dataDir, environment: 'sandbox' });
    app.ledgerTransactions.upsertMany([ledgerTx(1)]);
    cli.ledgerTransactions.upsertMany([ledgerTx(2)]);
    app.transaction(() => app.putSyncState({ resource: 'accounts', scope: '', completed: true }));
    expect(cli.ledgerTransactions.count()).toBe(2);
    expect(cli.getSyncState('accounts')?.completed).toBe(true);
    expect(app.ledgerTransactions.ledgerWindow({ search: 'nothing' }).rows).toEqual([]);
    app.close();
    cli.close();
  });
});
