// Rows the server stops listing, against the real sandbox. Its control API cannot delete
// a counterparty or an account, so the test removes the row from the sandbox's own SQLite
// file (a second connection; the sandbox reads it on the next request) and puts it back
// later: to the app it is exactly a server that stopped, then resumed, listing it.
//
// Shown: a counterparty (and an account) the server stops returning is marked gone by a
// complete sync and kept; it comes back unmarked when listed again; a sync that fails
// mid-list marks nothing, and neither does the run that resumes that listing from its
// cursor (its first pages were read before); the IPC outputs carry goneAt; the pre-send
// checks refuse a payment to the gone counterparty.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../../../electron/api/http-transport';
import { directoryHandlers } from '../../../electron/ipc/handlers/directory-handlers';
import { balanceHandlers } from '../../../electron/ipc/handlers/balance-handlers';
import type { DispatchContext } from '../../../electron/ipc/dispatch-context';
import { ConfirmationRefusedError, createWriteFlows } from '../../../electron/write-flows';
import { IpcContract } from '../../../shared/ipc';
import { startSandboxFixture, type SandboxFixture } from '../../support/sandbox-fixture';
import { memoryAudit, memoryOutbox } from '../../unit/write-flows/write-flow-fixtures';
import { createHarness, readCredentials, removeTempDirs, tempDataDir, type SyncHarness } from './sync-fixture';

let f: SandboxFixture;
let sandboxFile: string;
let credentials: { apiKey: string; seed: Uint8Array };
/** An active counterparty with an active USD bank account, and a USD account to pay from. */
let payee: { id: string; methodId: string };
let usdAccountId: string;

const LISTS = ['accounts', 'counterparties', 'paymentMethods'] as const;

/** Removes a resource from the sandbox's file; returns a function that puts it back as it was. */
function removeFromSandbox(id: string): () => void {
  const db = new Database(sandboxFile);
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare('SELECT * FROM resources WHERE id = ?').get(id) as Record<string, unknown> | undefined;
    if (row === undefined) throw new Error(`no ${id} in the sandbox`);
    db.prepare('DELETE FROM resources WHERE id = ?').run(id);
    return () => {
      const back = new Database(sandboxFile);
      try {
        const columns = Object.keys(row);
        back.prepare(`INSERT INTO resources (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(row);
      } finally {
        back.close();
      }
    };
  } finally {
    db.close();
  }
}

/** The directory and balance handlers over this harness's cache, outputs checked against the contract. */
function ipcOver(h: SyncHarness) {
  const context = { services: () => ({ cache: h.cache }) } as unknown as DispatchContext;
  return {
    async counterparties() {
      const value = await directoryHandlers['counterparties.list']({ limit: 1000 }, context);
      return IpcContract['counterparties.list'].output.parse(value);
    },
    async detail(id: string) {
      return IpcContract['counterparties.detail'].output.parse(await directoryHandlers['counterparties.detail']({ id }, context));
    },
    async balances() {
      return IpcContract['balances.list'].output.parse(await balanceHandlers['balances.list']({}, context));
    },
  };
}

beforeAll(async () => {
  const sandboxDir = tempDataDir();
  f = await startSandboxFixture({ port: 0, seed: 7, timeScale: 0, dataDir: sandboxDir });
  sandboxFile = join(sandboxDir, 'sandbox.sqlite');
  credentials = readCredentials(f);
  const accounts = (await f.read.get('/accounts?limit=200')).body.items as Array<{ id: string; currency: string; status: string }>;
  usdAccountId = accounts.find((a) => a.currency === 'USD' && a.status === 'active')!.id;
  for (const cp of (await f.read.get('/counterparties?limit=200&status=active')).body.items as Array<{ id: string }>) {
    const methods = (await f.read.get(`/counterparties/${cp.id}/payment-methods`)).body.items as Array<{ id: string; type: string; currency: string; status: string }>;
    const method = methods.find((m) => m.type === 'us_bank' && m.currency === 'USD' && m.status === 'active');
    if (method !== undefined) {
      payee = { id: cp.id, methodId: method.id };
      break;
    }
  }
  expect(payee).toBeDefined();
}, 60_000);
afterAll(async () => {
  await f?.close();
  removeTempDirs();
});

describe('rows the server no longer lists', () => {
  it('a counterparty and an account the server stops returning are marked gone by a full sync, kept, and refused as payees', async () => {
    const h = createHarness(f, credentials);
    try {
      expect((await h.service.run({ resources: [...LISTS] })).state).toBe('synced');
      expect(h.cache.counterparties.goneAt(payee.id)).toBeNull();
      const counterpartiesBefore = h.cache.counterparties.count();
      const putBack = removeFromSandbox(payee.id);
      const accountBack = removeFromSandbox(usdAccountId);

      const report = await h.service.run({ resources: [...LISTS] });
      expect(report.state).toBe('synced');
      const goneAt = h.cache.counterparties.goneAt(payee.id);
      expect(goneAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(h.cache.accounts.goneAt(usdAccountId)).not.toBeNull();
      // Kept, never deleted; nothing else is gone.
      expect(h.cache.counterparties.count()).toBe(counterpartiesBefore);
      expect(h.cache.counterparties.goneSince()).toEqual(new Map([[payee.id, goneAt]]));
      expect(report.notices).toContain('1 counterparty is no longer on the server: kept in this app\'s records, marked "No longer on the server".');
      // Its payment methods were not listed (the counterparty is gone): they are not marked.
      expect(h.cache.paymentMethods.goneAt(payee.methodId)).toBeNull();

      // The IPC outputs carry goneAt, and only for the gone rows.
      const ipc = ipcOver(h);
      const rows = (await ipc.counterparties()).rows;
      expect(rows.find((r) => r.id === payee.id)?.goneAt).toBe(goneAt);
      expect(rows.filter((r) => r.goneAt !== null).map((r) => r.id)).toEqual([payee.id]);
      const detail = await ipc.detail(payee.id);
      expect(detail.counterparty.goneAt).toBe(goneAt);
      expect(detail.paymentMethods.every((m) => m.goneAt === null)).toBe(true);
      const balances = (await ipc.balances()).accounts;
      expect(balances.find((a) => a.accountId === usdAccountId)?.goneAt).not.toBeNull();
      expect(balances.filter((a) => a.goneAt !== null).map((a) => a.accountId)).toEqual([usdAccountId]);

      // The pre-send checks refuse a payment to the gone counterparty.
      const audit = memoryAudit();
      const outbox = memoryOutbox(audit);
      const flows = createWriteFlows({ environment: 'sandbox', cache: h.cache, outbox, audit });
      const otherUsd = balances.find((a) => a.currency === 'USD' && a.goneAt === null && a.accountStatus === 'active')!.accountId;
      const prepared = await flows.payments.prepareAch({ sourceAccountId: otherUsd, paymentMethodId: payee.methodId, counterpartyId: payee.id, amount: '12.34', currency: 'USD' });
      if (!prepared.ok) throw new Error(JSON.stringify(prepared.fieldErrors));
      expect(prepared.prepared.checks[0]).toMatchObject({ code: 'gone_from_server', severity: 'block' });
      expect(prepared.prepared.checks[0]?.message).toContain(`(${payee.id}) is no longer on the server`);
      const refusal = await flows.confirm(prepared.prepared).then(() => undefined, (e: unknown) => e);
      expect(refusal).toBeInstanceOf(ConfirmationRefusedError);
      expect((refusal as ConfirmationRefusedError).code).toBe('blocked');
      expect(outbox.intents).toEqual([]);
      // …and from the gone account.
      const fromGone = await flows.payments.prepareAch({ sourceAccountId: usdAccountId, paymentMethodId: payee.methodId, counterpartyId: payee.id, amount: '1', currency: 'USD' });
      if (!fromGone.ok) throw new Error(JSON.stringify(fromGone.fieldErrors));
      expect(fromGone.prepared.checks[0]?.message).toMatch(/^The account .* is no longer on the server/);

      // Listed again: the next sync clears the mark.
      putBack();
      accountBack();
      expect((await h.service.run({ resources: [...LISTS] })).state).toBe('synced');
      expect(h.cache.counterparties.goneAt(payee.id)).toBeNull();
      expect(h.cache.accounts.goneAt(usdAccountId)).toBeNull();
      expect((await ipc.counterparties()).rows.every((r) => r.goneAt === null)).toBe(true);
    } finally {
      h.close();
    }
  }, 60_000);

  it('a sync that fails mid-list marks nothing, nor does the run that resumes it; the next whole listing does', async () => {
    const dataDir = tempDataDir();
    const first = createHarness(f, credentials, { dataDir, service: { pageSize: 2 } });
    expect((await first.service.run({ resources: ['counterparties'] })).state).toBe('synced');
    first.close();

    const putBack = removeFromSandbox(payee.id);
    try {
      // The second page of counterparties never arrives.
      let pages = 0;
      const failing = createHarness(f, credentials, {
        dataDir,
        service: { pageSize: 2 },
        retry: { maxAttempts: 1 },
        wrapFetch: (inner: FetchFunction): FetchFunction => (input, init) => {
          if (new URL(String(input instanceof Request ? input.url : input)).pathname === '/v1/counterparties' && ++pages === 2) {
            return Promise.reject(new TypeError('fetch failed'));
          }
          return inner(input, init);
        },
      });
      const failed = await failing.service.run({ resources: ['counterparties'] });
      expect(failed.state).not.toBe('synced');
      expect(failed.resources.counterparties.pages).toBe(1);
      expect(failing.cache.counterparties.goneSince()).toEqual(new Map());
      expect(failing.cache.counterparties.goneAt(payee.id)).toBeNull();
      failing.close();

      // The next run resumes after the committed page: it reads the rest, but not the whole list.
      const resumed = createHarness(f, credentials, { dataDir, service: { pageSize: 2 } });
      expect((await resumed.service.run({ resources: ['counterparties'] })).state).toBe('synced');
      expect(resumed.cache.counterparties.goneAt(payee.id)).toBeNull();
      // A listing from the first page to the last: now it is gone.
      expect((await resumed.service.run({ resources: ['counterparties'] })).state).toBe('synced');
      expect(resumed.cache.counterparties.goneAt(payee.id)).not.toBeNull();
      resumed.close();
    } finally {
      putBack();
    }
  }, 60_000);

  it('payment methods are marked within the counterparty whose list was read, and only there', async () => {
    const h = createHarness(f, credentials);
    try {
      expect((await h.service.run({ resources: [...LISTS] })).state).toBe('synced');
      const putBack = removeFromSandbox(payee.methodId);
      try {
        expect((await h.service.run({ resources: [...LISTS] })).state).toBe('synced');
        expect(h.cache.paymentMethods.goneAt(payee.methodId)).not.toBeNull();
        expect([...h.cache.paymentMethods.goneSince().keys()]).toEqual([payee.methodId]);
        expect(h.cache.counterparties.goneAt(payee.id)).toBeNull();
        const method = (await ipcOver(h).detail(payee.id)).paymentMethods.find((m) => m.id === payee.methodId);
        expect(method?.goneAt).toBe(h.cache.paymentMethods.goneAt(payee.methodId));
      } finally {
        putBack();
      }
      expect((await h.service.run({ resources: [...LISTS] })).state).toBe('synced');
      expect(h.cache.paymentMethods.goneAt(payee.methodId)).toBeNull();
    } finally {
      h.close();
    }
  }, 60_000);
});
