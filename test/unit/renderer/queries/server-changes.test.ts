// What main pushes, applied in one place (queries/push-invalidation.ts through
// app/server-data.ts): a finished sync makes every cache-reading query stale and the
// ledger's blocks only when ledger rows came; a status change makes its record, its list
// and the outbox stale and nothing of another record; the audit trail after anything that
// sends requests; a restart of the data services every answer (the start-up decisions too); an
// environment switch drops every answer.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { IpcEvent } from '../../../../renderer/lib/ipc-client';
import { followServerChanges } from '../../../../renderer/src/app/server-data';
import { queryKeyOf } from '../../../../renderer/src/queries/ipc-queries';
import { onStaleResources } from '../../../../renderer/src/queries/push-invalidation';
import { useEnvironment, type EnvironmentStatus } from '../../../../renderer/src/stores/environment-store';
import { connectFakeMain } from './fake-main';

const fetched = { accounts: 0, ledgerTransactions: 0, payments: 0, collections: 0, transfers: 0, counterparties: 0, paymentMethods: 0, rails: 0, webhookSubscriptions: 0 };
const syncFinished = (counts: Partial<typeof fetched>): IpcEvent => ({
  type: 'sync.finished',
  environment: 'sandbox',
  report: { state: 'synced', mode: 'incremental', startedAt: '2026-11-23T12:00:00.000Z', finishedAt: '2026-11-23T12:00:01.000Z', fetched: { ...fetched, ...counts }, notices: [], error: null },
});
const statusChanged = (id: string): IpcEvent => ({
  type: 'status.changed', environment: 'sandbox', kind: 'payment', id, status: 'completed', known: true, previousStatus: 'processing', requiresActionReason: null, achReturnCode: null, terminal: true, observedAt: '2026-11-23T12:00:02.000Z',
});

const KEYS = {
  balances: queryKeyOf('balances.list', {}),
  payments: queryKeyOf('payments.list', { search: 'acme' }),
  payment1: queryKeyOf('payments.detail', { id: 'pay_1' }),
  payment2: queryKeyOf('payments.detail', { id: 'pay_2' }),
  collections: queryKeyOf('collections.list', {}),
  outbox: queryKeyOf('outbox.list', { limit: 500 }),
  audit: queryKeyOf('audit.page', { newest: true, limit: 200 }),
  decisions: queryKeyOf('outbox.pendingAtStart', {}),
  depositInstructions: queryKeyOf('accounts.depositInstructions', { accountId: 'acct_1' }),
};

function setUp() {
  const main = connectFakeMain();
  const client = new QueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, { filled: true });
  const stop = followServerChanges(client);
  const stale = () => Object.entries(KEYS).filter(([, key]) => client.getQueryState(key)?.isInvalidated === true).map(([name]) => name).sort();
  return { main, client, stop, stale };
}

let stops: Array<() => void> = [];
afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
});

describe('server changes', () => {
  it('a finished sync makes every cache-reading answer stale; the ledger blocks only when ledger rows came', () => {
    const { main, stop, stale } = setUp();
    const seen: string[][] = [];
    stops.push(stop, onStaleResources((resources) => seen.push([...resources])));
    main.emit(syncFinished({ payments: 2 }));
    expect(stale()).toEqual(['audit', 'balances', 'collections', 'outbox', 'payment1', 'payment2', 'payments']);
    expect(seen).toEqual([['payments']]);
    main.emit(syncFinished({ ledgerTransactions: 40, accounts: 1 }));
    expect(seen[1]).toEqual(['accounts', 'ledgerTransactions']);
  });

  it("a payment's status change makes its detail, the payment lists and the outbox stale, not another payment or the balances", () => {
    const { main, stop, stale } = setUp();
    stops.push(stop);
    main.emit(statusChanged('pay_1'));
    expect(stale()).toEqual(['audit', 'outbox', 'payment1', 'payments']);
  });

  it('a restart of the data services makes every server answer stale, the start-up decisions and the ledger blocks included', () => {
    const { main, stop, stale } = setUp();
    const seen: string[][] = [];
    stops.push(stop, onStaleResources((resources) => seen.push([...resources])));
    main.emit({ type: 'services.restarted', reason: 'The data services exited with code 1.' });
    expect(stale()).toEqual(['audit', 'balances', 'collections', 'decisions', 'depositInstructions', 'outbox', 'payment1', 'payment2', 'payments']);
    expect(seen).toEqual([['ledgerTransactions']]);
  });

  it('progress and connectivity change no answer', () => {
    const { main, stop, stale } = setUp();
    stops.push(stop);
    main.emit({ type: 'connection.changed', environment: 'sandbox', online: false });
    main.emit({ type: 'export.progress', kind: 'payments', fileName: 'p.csv', rowsWritten: 3, rowsTotal: null });
    expect(stale()).toEqual([]);
  });

  it("a sync's accounts list, once written, makes the balances (the accounts' names) stale at once; other progress does not", () => {
    const { main, stop, stale } = setUp();
    const seen: string[][] = [];
    stops.push(stop, onStaleResources((resources) => seen.push([...resources])));
    const progress = (resource: 'accounts' | 'ledgerTransactions', phase: 'page' | 'finished', items: number): IpcEvent => ({
      type: 'sync.progress', environment: 'sandbox', resource, phase, pages: 1, items, rangesDone: null, rangesTotal: null,
    });
    main.emit(progress('ledgerTransactions', 'page', 200));
    main.emit(progress('accounts', 'page', 3));
    main.emit(progress('accounts', 'finished', 0));
    expect(stale()).toEqual([]);
    main.emit(progress('accounts', 'finished', 3));
    expect(stale()).toEqual(['balances']);
    expect(seen).toEqual([]);
  });

  it('an environment switch drops every answer; the first environment known drops nothing', () => {
    const { client, stop } = setUp();
    stops.push(stop);
    const status = (environment: 'sandbox' | 'production') => ({ environment }) as EnvironmentStatus;
    useEnvironment.setState({ status: null });
    useEnvironment.setState({ status: status('sandbox') });
    expect(client.getQueryData(KEYS.balances)).toEqual({ filled: true });
    useEnvironment.setState({ status: status('production') });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
