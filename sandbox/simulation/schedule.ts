// The queue of simulated transitions: each row is due at a simulated instant and names
// what to do to which resource. Rows run in (due_at, seq) order.
import type { Store } from '../store/store';

export type TransitionKind =
  | 'payment.step'
  | 'collection.step'
  | 'onboarding.step'
  | 'transfer.complete'
  | 'paymentMethod.activate';

export interface ScheduledTransition {
  seq: number;
  dueAt: number;
  kind: TransitionKind;
  resourceId: string;
  payload: Record<string, unknown>;
}

export function scheduleTransition(store: Store, dueAt: number, kind: TransitionKind, resourceId: string, payload: Record<string, unknown> = {}): void {
  store.stmt('INSERT INTO schedule (due_at, kind, resource_id, payload) VALUES (?, ?, ?, ?)').run(dueAt, kind, resourceId, JSON.stringify(payload));
}

export function cancelTransitions(store: Store, resourceId: string): void {
  store.stmt('DELETE FROM schedule WHERE resource_id = ?').run(resourceId);
}

export function nextDueTransition(store: Store, nowMs: number): ScheduledTransition | undefined {
  const row = store.stmt('SELECT seq, due_at, kind, resource_id, payload FROM schedule WHERE due_at <= ? ORDER BY due_at, seq LIMIT 1').get(nowMs) as
    | { seq: number; due_at: number; kind: TransitionKind; resource_id: string; payload: string }
    | undefined;
  if (!row) return undefined;
  return { seq: row.seq, dueAt: row.due_at, kind: row.kind, resourceId: row.resource_id, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

export function removeTransition(store: Store, seq: number): void {
  store.stmt('DELETE FROM schedule WHERE seq = ?').run(seq);
}
