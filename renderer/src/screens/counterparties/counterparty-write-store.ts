// Which write the Counterparties screen's side panel shows in place of the detail: a new
// counterparty, or an edit, an archive or a new payment method of the one open. UI state
// only (the counterparty as the detail showed it); closing it shows the detail again.
import { create } from 'zustand';
import type { CounterpartyDetail } from '../../queries/record-queries';

export type ShownCounterparty = CounterpartyDetail['counterparty'];

export type CounterpartyWrite =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit' | 'archive' | 'method'; readonly counterparty: ShownCounterparty };

interface CounterpartyWriteState {
  readonly write: CounterpartyWrite | null;
  open(write: CounterpartyWrite): void;
  close(): void;
}

export const useCounterpartyWrite = create<CounterpartyWriteState>((set) => ({
  write: null,
  open: (write) => set({ write }),
  close: () => set({ write: null }),
}));
