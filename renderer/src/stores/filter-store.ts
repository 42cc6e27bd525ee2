// A screen's filters, kept while the person visits other screens (the Exports screen
// reads the Ledger's and the Payments' to export the view that was looked at). Every
// filter store is one of these: set, patch and clear, empty values always dropped.
import { create } from 'zustand';

/**
 * Filters without their empty values (an empty list, a blank search), so `{statuses: []}`,
 * `{search: ' '}` and `{}` are one filter set: an empty list would match nothing in the cache.
 */
export function normalizeFilters<F extends object>(filters: F): F {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'string') {
      const text = key === 'search' ? value.trim() : value;
      if (text === '') continue;
      out[key] = text;
      continue;
    }
    out[key] = value;
  }
  return out as F;
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export function hasFilters(filters: object): boolean {
  return Object.keys(normalizeFilters(filters)).length > 0;
}

export interface FilterState<F extends object> {
  filters: F;
  setFilters(next: F): void;
  /** Changes some filters, keeps the others. */
  patch(change: Partial<F>): void;
  clear(): void;
}

export function createFilterStore<F extends object>() {
  return create<FilterState<F>>((set) => ({
    filters: {} as F,
    setFilters: (next) => set({ filters: normalizeFilters(next) }),
    patch: (change) => set((state) => ({ filters: normalizeFilters({ ...state.filters, ...change }) })),
    clear: () => set({ filters: {} as F }),
  }));
}
