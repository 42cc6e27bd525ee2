// The top bar's sync line and the progress bar's figures.
import { describe, expect, it } from 'vitest';
import { syncStateText } from '../../../../renderer/src/app/sync-state-text';
import { progressFigures, useSync, type SyncRunProgress } from '../../../../renderer/src/stores/sync-store';
import type { SyncReportView } from '../../../../shared/ipc';

describe('syncStateText', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says each state in words', () => {
    expect(syncStateText({ configured: false, running: false, online: null, lastSyncedAt: null }, now)).toBe('Not set up');
    expect(syncStateText({ configured: true, running: true, online: true, lastSyncedAt: null }, now)).toBe('Syncing\u2026');
    expect(syncStateText({ configured: true, running: false, online: null, lastSyncedAt: null }, now)).toBe('Never synced');
    // A server just changed in Settings: nothing of the previous one, not even its "Offline".
    expect(syncStateText({ configured: true, running: false, online: false, lastSyncedAt: null, checking: true }, now)).toBe('Checking the server\u2026');
    expect(syncStateText({ configured: true, running: false, online: true, lastSyncedAt: '2026-11-23T11:58:00Z' }, now)).toBe('Synced 2 min ago');
    // 90 s ago is not "2 min ago": rounded down.
    expect(syncStateText({ configured: true, running: false, online: true, lastSyncedAt: '2026-11-23T11:58:30Z' }, now)).toBe('Synced 1 min ago');
    expect(syncStateText({ configured: true, running: false, online: false, lastSyncedAt: null }, now)).toBe('Offline: nothing cached yet');
    expect(syncStateText({ configured: true, running: false, online: false, lastSyncedAt: '2026-11-23T11:58:00Z' }, now)).toMatch(/^Offline: cached as of 2026-11-2\d \d\d:58$/);
    expect(syncStateText({ configured: true, running: false, online: true, lastSyncedAt: '2026-11-23T11:58:00Z', problem: 'The server refused the API key.' }, now)).toBe('Not synced: The server refused the API key.');
  });

  it('keeps a refused key or a failed sync as the problem until a sync or a connection test succeeds', () => {
    const report = (state: SyncReportView['state'], message?: string): SyncReportView => ({
      state, mode: 'incremental', startedAt: '2026-11-23T12:10:00.000Z', finishedAt: `2026-11-23T12:10:0${state.length % 10}.000Z`,
      fetched: { accounts: 0, ledgerTransactions: 0, payments: 0, collections: 0, transfers: 0, counterparties: 0, paymentMethods: 0, rails: 0, webhookSubscriptions: 0 },
      notices: [], error: message === undefined ? null : { kind: 'auth', code: 'unauthorized', message, requestId: null, retryable: false },
    });
    const sync = useSync.getState();
    sync.noteConnectionTest({ kind: 'refused', code: 'unauthorized', message: 'The server does not know this API key.', retryable: false });
    expect(useSync.getState().problem).toBe('The server does not know this API key.');
    sync.noteConnectionTest({ kind: 'offline', code: 'unreachable', message: 'No answer.', retryable: true });
    expect(useSync.getState().problem).toBe('The server does not know this API key.');
    sync.onEvent({ type: 'sync.finished', environment: 'sandbox', report: report('offline') }, 0);
    expect(useSync.getState().problem).toBe('The server does not know this API key.');
    sync.onEvent({ type: 'sync.finished', environment: 'sandbox', report: report('synced') }, 0);
    expect(useSync.getState().problem).toBeNull();
    sync.onEvent({ type: 'sync.finished', environment: 'sandbox', report: report('failed', 'Signature refused.') }, 0);
    expect(useSync.getState().problem).toBe('Signature refused.');
    sync.noteConnectionTest(null);
    expect(useSync.getState().problem).toBeNull();
  });
});

describe('progressFigures', () => {
  const base: SyncRunProgress = { startedAtMs: 0, items: 0, pages: 0, resource: 'ledgerTransactions', rangesDone: null, rangesTotal: null, perResource: {} };

  it('gives no rate in the first half second and no estimate without a fraction', () => {
    expect(progressFigures({ ...base, items: 100 }, 400)).toEqual({ rate: null, secondsLeft: null, fraction: null });
  });

  it('gives the rate, the fraction from the ledger ranges and the time left', () => {
    const figures = progressFigures({ ...base, items: 20_000, rangesDone: 2, rangesTotal: 8 }, 10_000);
    expect(figures.rate).toBe(2000);
    expect(figures.fraction).toBe(0.25);
    expect(figures.secondsLeft).toBe(30);
  });

  it('gives no estimate when done or barely started', () => {
    expect(progressFigures({ ...base, items: 1, rangesDone: 8, rangesTotal: 8 }, 10_000).secondsLeft).toBeNull();
    expect(progressFigures({ ...base, items: 1, rangesDone: 0, rangesTotal: 8 }, 10_000).secondsLeft).toBeNull();
  });
});
