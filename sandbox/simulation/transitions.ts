// Runs the simulated transitions that are due: in (due_at, seq) order, each in its own
// transaction, each at its own due instant (so timestamps read as if time had flowed).
import type { Store } from '../store/store';
import { nextDueTransition, removeTransition } from './schedule';
import type { ScheduledTransition, TransitionKind } from './schedule';

export type TransitionHandler = (store: Store, transition: ScheduledTransition) => void;

export type TransitionHandlers = Record<TransitionKind, TransitionHandler>;

const MAX_TRANSITIONS_PER_RUN = 1_000_000;

/** Runs every transition due at or before `nowMs`; returns how many ran. */
export function runDueTransitions(store: Store, handlers: TransitionHandlers, nowMs: number): number {
  let count = 0;
  for (; count < MAX_TRANSITIONS_PER_RUN; count += 1) {
    const due = nextDueTransition(store, nowMs);
    if (!due) break;
    try {
      store.transaction(() => {
        removeTransition(store, due.seq);
        handlers[due.kind](store, due);
      });
    } catch (error) {
      console.error(`[sandbox] transition ${due.kind} of ${due.resourceId} failed and was dropped:`, error);
      removeTransition(store, due.seq);
    }
  }
  return count;
}
