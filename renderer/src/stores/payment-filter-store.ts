// The Payments screen's filters, read by the Exports screen to export the view the
// person looked at. Shapes follow the IPC contract (shared/ipc/activity-methods.ts).
import { create } from 'zustand';
import type { IpcInput } from '../../lib/ipc-client';

export type PaymentFilters = Pick<IpcInput<'payments.list'>, 'accountIds' | 'from' | 'to' | 'statuses' | 'rails' | 'search'>;

interface PaymentFilterState {
  filters: PaymentFilters;
  setFilters(next: PaymentFilters): void;
  clear(): void;
}

export const usePaymentFilters = create<PaymentFilterState>((set) => ({
  filters: {},
  setFilters: (next) => set({ filters: next }),
  clear: () => set({ filters: {} }),
}));
