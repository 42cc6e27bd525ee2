// The Balances screen's choices: the account whose history is shown and the chart's
// period (the data itself is in queries/balance-queries.ts).
import { create } from 'zustand';
import type { HistoryRange } from '../../lib/history-range';

interface BalancesChoices {
  selectedId: string | null;
  range: HistoryRange;
  /** When the period was chosen: its start is `range` before this. */
  rangeAsOfMs: number;
  select(accountId: string | null): void;
  setRange(range: HistoryRange): void;
}

export const useBalancesChoices = create<BalancesChoices>((set) => ({
  selectedId: null,
  range: '90d',
  rangeAsOfMs: Date.now(),
  select: (accountId) => set({ selectedId: accountId }),
  setRange: (range) => set({ range, rangeAsOfMs: Date.now() }),
}));
