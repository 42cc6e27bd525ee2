// The Counterparties screen's filters (shapes of the contract's counterparties.list), kept
// while the person visits other screens.
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';
import { normalizeFilters } from './activity-list-store';

export type CounterpartyFilters = Pick<IpcInput<'counterparties.list'>, 'statuses' | 'entityTypes' | 'search'>;

interface CounterpartyFilterState {
  filters: CounterpartyFilters;
  patch(change: Partial<CounterpartyFilters>): void;
  clear(): void;
}

export const useCounterpartyFilters = create<CounterpartyFilterState>((set) => ({
  filters: {},
  patch: (change) => set((state) => ({ filters: normalizeFilters({ ...state.filters, ...change }) })),
  clear: () => set({ filters: {} }),
}));
