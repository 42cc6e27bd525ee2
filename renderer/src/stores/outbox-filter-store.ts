// The outbox's state filter: the states ticked (none: every state).
import { create } from 'zustand';
import type { IpcOutput } from '../../lib/ipc-client';

type OutboxState = IpcOutput<'outbox.list'>['entries'][number]['state'];

export const useOutboxFilter = create<{ states: readonly OutboxState[]; setStates(states: readonly OutboxState[]): void }>((set) => ({
  states: [],
  setStates: (states) => set({ states }),
}));
