// The Collections screen's filters (shapes of the contract's collections.list), kept while
// the person visits other screens.
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';
import { normalizeFilters } from './activity-list-store';

export type CollectionFilters = Pick<IpcInput<'collections.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'search'>;

interface CollectionFilterState {
  filters: CollectionFilters;
  patch(change: Partial<CollectionFilters>): void;
  clear(): void;
}

export const useCollectionFilters = create<CollectionFilterState>((set) => ({
  filters: {},
  patch: (change) => set((state) => ({ filters: normalizeFilters({ ...state.filters, ...change }) })),
  clear: () => set({ filters: {} }),
}));
