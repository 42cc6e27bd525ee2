// Sync as the top bar and the progress bar show it: the last report, when each list was
// last synced, online or offline (a state, not an error), and the progress of a running
// sync from `sync.progress` events (pages, rows, rate, an estimate of the time left).
import { create } from 'zustand';
import type { SyncReportView, SyncStateView } from '../../../shared/ipc';
import type { IpcEvent, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';

type ProgressEvent = Extract<IpcEvent, { type: 'sync.progress' }>;

/** A running sync's progress over every list, summed from its `sync.progress` events (main's SyncProgress is one event's). */
export interface SyncRunProgress {
  startedAtMs: number;
  /** Items fetched so far, over every list. */
  items: number;
  pages: number;
  /** The list being fetched now. */
  resource: ProgressEvent['resource'] | null;
  /** The ledger's createdAt ranges finished / planned (null until the plan is known). */
  rangesDone: number | null;
  rangesTotal: number | null;
  /** Items per list, from the latest event of each. */
  perResource: Partial<Record<ProgressEvent['resource'], { items: number; pages: number }>>;
}

interface SyncStoreState {
  state: SyncStateView | null;
  running: boolean;
  progress: SyncRunProgress | null;
  /** The report of the last sync this window ran or saw finish. */
  lastReport: SyncReportView | null;
  error: PlainError | null;
  /**
   * What keeps this environment from syncing, in words, since the last good sync: a
   * failed sync, or a failed connection test (a refused API key). Offline is not a
   * problem (see `online`). Cleared by a sync or a connection test that succeeds.
   */
  problem: string | null;
  online: boolean | null;
  /**
   * Whether the app's background process (main, or the web shell) answers: a call that
   * could not reach it or its push stream's end says no. Unreachable, nothing is syncing
   * as far as this window can tell (no progress or end of a sync can come).
   */
  reachable: boolean;
  noteReachable(reachable: boolean): void;
  /** The web shell refused this page's session (it was restarted): nothing answers this page until the new address is opened. */
  sessionRefused: boolean;
  noteSessionRefused(): void;
  /** A connection test's outcome (Settings): its failure is the top bar's problem until a good sync or test. */
  noteConnectionTest(failure: PlainError | null): void;
  /**
   * The active environment's server changed (Settings): what was known of the previous one
   * (online or not, its cache's age, its problem) is dropped, and the top bar says
   * "Checking…" until main's state of the new one is read (`refresh`) or an event says more.
   */
  checking: boolean;
  noteServerChanged(): void;
  refresh(): Promise<void>;
  start(mode?: 'auto' | 'full'): Promise<SyncReportView | null>;
  cancel(): Promise<void>;
  onEvent(event: IpcEvent, nowMs: number): void;
}

/** A sync that synced clears the problem; one that failed is the problem; offline or cancelled leaves it. */
function problemAfter(report: SyncReportView, problem: string | null): { problem: string | null } {
  if (report.state === 'synced') return { problem: null };
  if (report.state === 'failed') return { problem: report.error?.message ?? 'The last sync failed.' };
  return { problem };
}

/** When this environment's cache was last synced, as main says it: the window's one "last synced" (top bar, Exports). */
export function lastSyncedOf(store: Pick<SyncStoreState, 'state'>): string | null {
  return store.state?.lastSynced.ledgerTransactions ?? null;
}

/** The store's change for a finished sync (its event and its answer are the same sync: the first report stays). */
function finished(state: Pick<SyncStoreState, 'lastReport'>, report: SyncReportView): Pick<SyncStoreState, 'lastReport'> {
  return { lastReport: reportKey(state.lastReport) === reportKey(report) ? state.lastReport : report };
}

function emptyProgress(nowMs: number): SyncRunProgress {
  return { startedAtMs: nowMs, items: 0, pages: 0, resource: null, rangesDone: null, rangesTotal: null, perResource: {} };
}

/** Rows per second and seconds left, when they can be told (the ledger's ranges give the fraction done). */
export function progressFigures(progress: SyncRunProgress, nowMs: number): { rate: number | null; secondsLeft: number | null; fraction: number | null } {
  const elapsed = (nowMs - progress.startedAtMs) / 1000;
  const rate = elapsed > 0.5 ? progress.items / elapsed : null;
  const fraction = progress.rangesTotal !== null && progress.rangesTotal > 0 && progress.rangesDone !== null ? progress.rangesDone / progress.rangesTotal : null;
  const secondsLeft = fraction !== null && fraction > 0.02 && fraction < 1 ? (elapsed * (1 - fraction)) / fraction : null;
  return { rate, secondsLeft, fraction };
}

/** One sync, whether seen in its `sync.finished` event or as `sync.start`'s answer. */
const reportKey = (report: SyncReportView | null) => (report === null ? null : `${report.startedAt}|${report.finishedAt}|${report.mode}`);

export const useSync = create<SyncStoreState>((set, get) => ({
  state: null,
  running: false,
  progress: null,
  lastReport: null,
  error: null,
  problem: null,
  online: null,
  reachable: true,
  sessionRefused: false,
  checking: false,
  noteServerChanged() {
    set({ state: null, lastReport: null, online: null, problem: null, progress: null, checking: true });
  },
  noteSessionRefused() {
    set({ sessionRefused: true, running: false, progress: null });
  },
  noteReachable(reachable) {
    if (reachable === get().reachable) return;
    if (!reachable) return set({ reachable, running: false, progress: null });
    set({ reachable });
    void get().refresh(); // what main did meanwhile (a sync may have run or be running)
  },
  async refresh() {
    try {
      const state = unwrap(await ipc().call('sync.state', {}));
      set({ state, running: state.running, online: state.online ?? get().online, lastReport: get().lastReport ?? state.lastReport, error: null, checking: false });
    } catch (error) {
      set({ error: plainErrorOf(error) });
    }
  },
  async start(mode) {
    if (get().running) return null;
    set({ running: true, progress: emptyProgress(Date.now()), error: null });
    const result = await ipc().call('sync.start', mode === undefined ? {} : { mode });
    set({ running: false, progress: null });
    if (!result.ok) {
      set({ error: result.error, problem: result.error.kind === 'offline' ? get().problem : result.error.message });
      await get().refresh();
      return null;
    }
    set({ ...finished(get(), result.value), ...problemAfter(result.value, get().problem), online: result.value.state === 'offline' ? false : result.value.state === 'synced' ? true : get().online });
    await get().refresh();
    return result.value;
  },
  noteConnectionTest(failure) {
    if (failure === null) set({ problem: null });
    else if (failure.kind !== 'offline') set({ problem: failure.message });
  },
  async cancel() {
    await ipc().call('sync.cancel', {});
  },
  onEvent(event, nowMs) {
    if (event.type === 'connection.changed') set({ online: event.online, checking: false });
    else if (event.type === 'sync.finished') {
      // A sync the host's schedule ran finishes here only: main's state (when each list was last synced) is read again.
      set({ ...finished(get(), event.report), ...problemAfter(event.report, get().problem), running: false, progress: null });
      void get().refresh();
    }
    else if (event.type === 'environment.changed') set({ state: null, lastReport: null, online: null, progress: null, running: false, problem: null });
    else if (event.type === 'sync.progress') {
      const progress = get().progress ?? emptyProgress(nowMs);
      const perResource = { ...progress.perResource, [event.resource]: { items: event.items, pages: event.pages } };
      const totals = Object.values(perResource).reduce((sum, entry) => ({ items: sum.items + entry.items, pages: sum.pages + entry.pages }), { items: 0, pages: 0 });
      const ledger = event.resource === 'ledgerTransactions';
      set({
        running: true,
        progress: {
          ...progress,
          ...totals,
          perResource,
          resource: event.resource,
          rangesDone: ledger ? event.rangesDone : progress.rangesDone,
          rangesTotal: ledger ? event.rangesTotal : progress.rangesTotal,
        },
      });
    }
  },
}));
