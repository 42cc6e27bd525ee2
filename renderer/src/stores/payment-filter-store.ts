// The Payments screen's filters, read by the Exports screen to export the view the
// person looked at. Shapes follow the IPC contract (shared/ipc/activity-methods.ts).
// Empty values are dropped (normalizeFilters), so the export gets exactly what narrows.
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';
import { normalizeFilters } from './activity-list-store';

export type PaymentFilters = Pick<IpcInput<'payments.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'rails' | 'search'>;

interface PaymentFilterState {
  filters: PaymentFilters;
  setFilters(next: PaymentFilters): void;
  /** Changes some filters, keeps the others. */
  patch(change: Partial<PaymentFilters>): void;
  clear(): void;
}

export const usePaymentFilters = create<PaymentFilterState>((set) => ({
  filters: {},
  setFilters: (next) => set({ filters: normalizeFilters(next) }),
  patch: (change) => set((state) => ({ filters: normalizeFilters({ ...state.filters, ...change }) })),
  clear: () => set({ filters: {} }),
}));
