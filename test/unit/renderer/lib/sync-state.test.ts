// The top bar's sync line and the progress bar's figures.
import { describe, expect, it } from 'vitest';
import { syncStateText } from '../../../../renderer/src/app/sync-state-text';
import { progressFigures, type SyncProgress } from '../../../../renderer/src/stores/sync-store';

describe('syncStateText', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says each state in words', () => {
    expect(syncStateText({ configured: false, running: false, online: null, lastSyncedAt: null }, now)).toBe('Not set up');
    expect(syncStateText({ configured: true, running: true, online: true, lastSyncedAt: null }, now)).toBe('Syncing\u2026');
    expect(syncStateText({ configured: true, running: false, online: null, lastSyncedAt: null }, now)).toBe('Never synced');
    expect(syncStateText({ configured: true, running: false, online: true, lastSyncedAt: '2026-11-23T11:58:00Z' }, now)).toBe('Synced 2 min ago');
    expect(syncStateText({ configured: true, running: false, online: false, lastSyncedAt: null }, now)).toBe('Offline: nothing cached yet');
    expect(syncStateText({ configured: true, running: false, online: false, lastSyncedAt: '2026-11-23T11:58:00Z' }, now)).toMatch(/^Offline: cached as of 2026-11-2\d \d\d:58$/);
  });
});

describe('progressFigures', () => {
  const base: SyncProgress = { startedAtMs: 0, items: 0, pages: 0, resource: 'ledgerTransactions', rangesDone: null, rangesTotal: null, perResource: {} };

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
