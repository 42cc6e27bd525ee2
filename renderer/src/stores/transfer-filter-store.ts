// The Transfers screen's filters (shapes of the contract's transfers.list), kept while the
// person visits other screens.
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';
import { normalizeFilters } from './activity-list-store';

export type TransferFilters = Pick<IpcInput<'transfers.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'search'>;

interface TransferFilterState {
  filters: TransferFilters;
  patch(change: Partial<TransferFilters>): void;
  clear(): void;
}

export const useTransferFilters = create<TransferFilterState>((set) => ({
  filters: {},
  patch: (change) => set((state) => ({ filters: normalizeFilters({ ...state.filters, ...change }) })),
  clear: () => set({ filters: {} }),
}));
