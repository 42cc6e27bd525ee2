// The ledger's filters as the person set them on the Ledger screen. The Exports screen
// exports "the current filters" from here, so the CSV is the view the person looked at.
// Shapes follow the IPC contract's ledger filters (shared/ipc/ledger-methods.ts).
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';

export type LedgerFilters = Pick<IpcInput<'ledger.window'>, 'accountIds' | 'types' | 'from' | 'to' | 'direction' | 'search'>;

interface LedgerFilterState {
  filters: LedgerFilters;
  setFilters(next: LedgerFilters): void;
  patch(change: Partial<LedgerFilters>): void;
  clear(): void;
}

/** Drops empty values, so `{search: ''}` and `{}` are one filter set. */
export function normalizeLedgerFilters(filters: LedgerFilters): LedgerFilters {
  const out: LedgerFilters = {};
  if (filters.accountIds !== undefined && filters.accountIds.length > 0) out.accountIds = filters.accountIds;
  if (filters.types !== undefined && filters.types.length > 0) out.types = filters.types;
  if (filters.from !== undefined && filters.from !== '') out.from = filters.from;
  if (filters.to !== undefined && filters.to !== '') out.to = filters.to;
  if (filters.direction !== undefined) out.direction = filters.direction;
  if (filters.search !== undefined && filters.search.trim() !== '') out.search = filters.search.trim();
  return out;
}

export const useLedgerFilters = create<LedgerFilterState>((set) => ({
  filters: {},
  setFilters: (next) => set({ filters: normalizeLedgerFilters(next) }),
  patch: (change) => set((state) => ({ filters: normalizeLedgerFilters({ ...state.filters, ...change }) })),
  clear: () => set({ filters: {} }),
}));
