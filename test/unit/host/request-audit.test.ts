// The request audit never loses a record silently: when the journal refuses a write (a
// full disk, simulated by a failing statement), the records stay in memory, the failure
// is kept as state and thrown by flush() as a typed AuditWriteError, and nothing more is
// sent until they are written; one record the trail refuses never takes a batch of good
// ones with it. GETs are written in batches, less often while commits are slow.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClientCore } from '../../../electron/api/request-pipeline';
import { AuditError, AuditWriteError, createAuditTrail } from '../../../electron/audit';
import { createMoneyMovement, type MoneyMovement } from '../../../electron/host/money-movement';
import { BUSY_GET_BATCH_MS, createRequestAudit, GET_BATCH_MS, SLOW_COMMIT_MS } from '../../../electron/host/request-audit';
import { openJournal, type Journal } from '../../../electron/journal';
import { requestEvent } from '../audit/audit-fixtures';
import { created, openPaymentIntent, scriptedCore } from '../outbox/outbox-fixtures';

const dirs: string[] = [];
const journals: Journal[] = [];
const movements: MoneyMovement[] = [];
afterEach(async () => {
  for (const money of movements.splice(0)) await money.close().catch(() => undefined);
  for (const journal of journals.splice(0)) journal.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'request-audit-'));
  dirs.push(dir);
  return dir;
}

const DISK_FULL = `CREATE TEMP TRIGGER disk_full BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`;

describe('the request audit', () => {
  it('keeps a batch the journal refused, says so, and writes it once it can', () => {
    const journal = openJournal({ dataDir: tempDir(), environment: 'sandbox' });
    journals.push(journal);
    const audit = createAuditTrail({ journal });
    const errors: unknown[] = [];
    const requests = createRequestAudit(audit, journal, (error) => errors.push(error));
    journal.db.exec(DISK_FULL);
    for (let attempt = 1; attempt <= 3; attempt += 1) requests.record(requestEvent({ method: 'GET', path: `/v1/transactions?page=${attempt}`, idempotencyKey: undefined }));
    expect(() => requests.flush()).toThrow(AuditWriteError);
    expect(requests.backlog()).toMatchObject({ waiting: 3, error: { kind: 'failed', code: 'write_failed' } });
    expect(requests.backlog()?.error.message).toMatch(/database or disk is full/);
    expect(errors.length).toBeGreaterThan(0);
    expect(audit.list()).toEqual([]);

    journal.db.exec('DROP TRIGGER disk_full');
    requests.flush();
    expect(requests.backlog()).toBeUndefined();
    expect(audit.list().map((e) => e.data.path)).toEqual(['/v1/transactions?page=1', '/v1/transactions?page=2', '/v1/transactions?page=3']);
    expect(audit.verify()).toMatchObject({ ok: true, entries: 3 });
  });

  it('writes GETs together once GET_BATCH_MS has passed, in one journal commit; a POST writes them at once', () => {
    vi.useFakeTimers();
    try {
      const journal = openJournal({ dataDir: tempDir(), environment: 'sandbox' });
      journals.push(journal);
      const audit = createAuditTrail({ journal });
      const requests = createRequestAudit(audit, journal);
      // Commits: the outermost transactions (each record's own append is a savepoint inside one).
      let commits = 0;
      let depth = 0;
      const inner = journal.transaction.bind(journal);
      (journal as { transaction: Journal['transaction'] }).transaction = (fn) => {
        if (depth === 0) commits += 1;
        depth += 1;
        try {
          return inner(fn);
        } finally {
          depth -= 1;
        }
      };
      for (let page = 1; page <= 3; page += 1) requests.record(requestEvent({ method: 'GET', path: `/v1/transactions?page=${page}`, idempotencyKey: undefined }));
      vi.advanceTimersByTime(GET_BATCH_MS - 1);
      expect(audit.list()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(audit.list().map((e) => e.data.path)).toEqual(['/v1/transactions?page=1', '/v1/transactions?page=2', '/v1/transactions?page=3']);
      expect(commits).toBe(1);
      requests.record(requestEvent({ method: 'GET', path: '/v1/transactions?page=4', idempotencyKey: undefined }));
      requests.record(requestEvent({ method: 'POST', path: '/v1/payments' }));
      expect(audit.list().map((e) => e.data.path).slice(3)).toEqual(['/v1/transactions?page=4', '/v1/payments']);
      expect(commits).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a slow commit (a busy disk) the next GETs wait BUSY_GET_BATCH_MS; after a quick one GET_BATCH_MS again; a POST never waits', () => {
    vi.useFakeTimers();
    try {
      const journal = openJournal({ dataDir: tempDir(), environment: 'sandbox' });
      journals.push(journal);
      const audit = createAuditTrail({ journal });
      // Each commit takes `commitMs` on this clock.
      let clock = 0;
      let commitMs = SLOW_COMMIT_MS;
      const inner = journal.transaction.bind(journal);
      (journal as { transaction: Journal['transaction'] }).transaction = (fn) => {
        const result = inner(fn);
        clock += commitMs;
        return result;
      };
      const requests = createRequestAudit(audit, journal, () => {}, { now: () => clock });
      const get = (page: number) => requests.record(requestEvent({ method: 'GET', path: `/v1/transactions?page=${page}`, idempotencyKey: undefined }));
      const paths = () => audit.list().map((e) => e.data.path);
      get(1);
      vi.advanceTimersByTime(GET_BATCH_MS);
      expect(paths()).toEqual(['/v1/transactions?page=1']);
      // That commit was slow: the next batch waits longer.
      commitMs = SLOW_COMMIT_MS - 1;
      get(2);
      vi.advanceTimersByTime(BUSY_GET_BATCH_MS - 1);
      expect(paths()).toHaveLength(1);
      requests.record(requestEvent({ method: 'POST', path: '/v1/payments' }));
      expect(paths()).toEqual(['/v1/transactions?page=1', '/v1/transactions?page=2', '/v1/payments']);
      // The POST's commit was quick: GET_BATCH_MS again.
      get(3);
      vi.advanceTimersByTime(GET_BATCH_MS);
      expect(paths()).toHaveLength(4);
      expect(audit.verify()).toMatchObject({ ok: true, entries: 4 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the good records of a batch when the trail refuses one of them, and reports the one', () => {
    const journal = openJournal({ dataDir: tempDir(), environment: 'sandbox' });
    journals.push(journal);
    const audit = createAuditTrail({ journal });
    const errors: unknown[] = [];
    const requests = createRequestAudit(audit, journal, (error) => errors.push(error));
    requests.record(requestEvent({ method: 'GET', path: '/v1/accounts', idempotencyKey: undefined }));
    requests.record(requestEvent({ method: 'GET', path: '/v1/other', environment: 'production', idempotencyKey: undefined }));
    requests.record(requestEvent({ method: 'GET', path: '/v1/transactions', requestId: `req_${'z'.repeat(900)}`, idempotencyKey: undefined }));
    requests.flush();
    expect(audit.list().map((e) => e.data.path)).toEqual(['/v1/accounts', '/v1/transactions']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(AuditError);
    expect(requests.backlog()).toMatchObject({ waiting: 0, refused: 1, error: { code: 'environment_mismatch' } });
  });

  it('sends nothing more while the audit of an earlier request is waiting, and says why', async () => {
    const dataDir = tempDir();
    const core: ApiClientCore = scriptedCore([created()]);
    const money = createMoneyMovement({ dataDir, environment: 'sandbox', server: 'http://127.0.0.1:1/v1', cache: {} as never, client: async () => ({ core }) as never });
    movements.push(money);
    money.journal.db.exec(DISK_FULL);
    money.recordRequest(requestEvent());
    expect(money.auditBacklog()).toMatchObject({ waiting: 1, error: { code: 'write_failed' } });

    const entry = money.outbox.enqueue(openPaymentIntent());
    const refused = await money.outbox.send(entry.id);
    expect(refused.state).toBe('pending');
    expect(refused.error).toMatchObject({ code: 'write_failed' });
    expect(refused.error?.message).toMatch(/audit trail could not be written/);
    expect(money.outbox.get(entry.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect((core as ReturnType<typeof scriptedCore>).requests).toHaveLength(0);

    money.journal.db.exec('DROP TRIGGER disk_full');
    expect((await money.outbox.send(entry.id)).state).toBe('succeeded');
    expect(money.auditBacklog()).toBeUndefined();
    expect(money.audit.list({ kinds: ['request'] })).toHaveLength(1);
  });

  it('closing with records it cannot write says so', async () => {
    const money = createMoneyMovement({ dataDir: tempDir(), environment: 'sandbox', server: 'http://127.0.0.1:1/v1', cache: {} as never, client: async () => ({ core: scriptedCore([]) }) as never });
    money.journal.db.exec(DISK_FULL);
    money.recordRequest(requestEvent());
    await expect(money.close()).rejects.toThrow(AuditWriteError);
    expect(money.journal.isOpen).toBe(false);
  });
});
