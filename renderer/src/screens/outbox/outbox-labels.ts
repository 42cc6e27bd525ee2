// The outbox states in words and as badges. "unknown" means the outcome is not known and
// a person must check before anything is sent again, so it reads as a warning.
import type { OutboxEntryView, OutboxState } from '../../../../shared/ipc';

export const OUTBOX_STATES: readonly OutboxState[] = ['pending', 'sent', 'succeeded', 'failed', 'unknown'];

export const STATE_LABELS: Record<OutboxState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  succeeded: 'Succeeded',
  failed: 'Failed',
  unknown: 'Outcome unknown',
};

export const STATE_BADGES: Record<OutboxState, string> = {
  pending: 'status-badge',
  sent: 'status-badge',
  succeeded: 'status-badge status-badge-good',
  failed: 'status-badge status-badge-bad',
  unknown: 'status-badge status-badge-action',
};

/**
 * An entry's state in words: a "sent" entry that cannot have reached a server (every
 * connection was refused) is not sent yet, whatever its stored state.
 */
export function stateLabel(entry: Pick<OutboxEntryView, 'state' | 'mayHaveReachedServer'>): string {
  return entry.state === 'sent' && entry.mayHaveReachedServer === false ? 'Not sent yet' : STATE_LABELS[entry.state];
}

/** The masked request body, indented when it is JSON (shown as sent otherwise). */
export function prettyBody(text: string): string {
  if (text.trim() === '') return '(no body)';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
