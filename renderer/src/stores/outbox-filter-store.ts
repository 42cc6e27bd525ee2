// The outbox's state filter: the states ticked (none: every state).
import { create } from 'zustand';
import type { OutboxState } from '../../../shared/ipc';

export const useOutboxFilter = create<{ states: readonly OutboxState[]; setStates(states: readonly OutboxState[]): void }>((set) => ({
  states: [],
  setStates: (states) => set({ states }),
}));
