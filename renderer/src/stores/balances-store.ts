// The Balances screen's data: every account's balance (`balances.list`, read from the
// cache), the account chosen for the chart, the chart's period and its points
// (`balances.history`). The view remembers its environment so a switch never shows the
// other environment's balances; a later answer replaces an earlier one, never the reverse.
import { create } from 'zustand';
import type { IpcOutput, PlainError } from '../../lib/ipc-client';
import { plainErrorOf, unwrap } from '../../lib/ipc-client';
import { ipc } from '../../lib/main-connection';
import { HISTORY_MAX_POINTS, historyFrom, type HistoryRange } from '../../lib/history-range';

export type BalancesView = IpcOutput<'balances.list'>;
export type BalancePoints = IpcOutput<'balances.history'>['points'];

export interface BalanceHistory {
  readonly accountId: string;
  readonly range: HistoryRange;
  readonly points: BalancePoints | null;
  readonly loading: boolean;
  readonly error: PlainError | null;
}

interface BalancesState {
  view: BalancesView | null;
  /** The environment `view` was read in. */
  viewEnvironment: string | null;
  loading: boolean;
  error: PlainError | null;
  selectedId: string | null;
  range: HistoryRange;
  history: BalanceHistory | null;
  load(environment: string): Promise<void>;
  select(accountId: string | null): void;
  setRange(range: HistoryRange): void;
  loadHistory(accountId: string, range: HistoryRange, nowMs: number): Promise<void>;
}

let listSerial = 0;
let historySerial = 0;

export const useBalances = create<BalancesState>((set, get) => ({
  view: null,
  viewEnvironment: null,
  loading: false,
  error: null,
  selectedId: null,
  range: '90d',
  history: null,
  async load(environment) {
    const serial = ++listSerial;
    if (get().viewEnvironment !== environment) set({ view: null, viewEnvironment: environment, selectedId: null, history: null });
    set({ loading: true });
    try {
      const view = unwrap(await ipc().call('balances.list', {}));
      if (serial === listSerial) set({ view, error: null });
    } catch (error) {
      if (serial === listSerial) set({ error: plainErrorOf(error) });
    } finally {
      if (serial === listSerial) set({ loading: false });
    }
  },
  select(accountId) {
    set({ selectedId: accountId });
  },
  setRange(range) {
    set({ range });
  },
  async loadHistory(accountId, range, nowMs) {
    const serial = ++historySerial;
    const previous = get().history;
    // Keep the old points while the new ones load for the same account (no flash of an empty chart).
    const keep = previous !== null && previous.accountId === accountId ? previous.points : null;
    set({ history: { accountId, range, points: keep, loading: true, error: null } });
    const from = historyFrom(range, nowMs);
    const input = { accountId, maxPoints: HISTORY_MAX_POINTS, ...(from === undefined ? {} : { from }) };
    try {
      const { points } = unwrap(await ipc().call('balances.history', input));
      if (serial === historySerial) set({ history: { accountId, range, points, loading: false, error: null } });
    } catch (error) {
      if (serial === historySerial) set({ history: { accountId, range, points: null, loading: false, error: plainErrorOf(error) } });
    }
  },
}));
