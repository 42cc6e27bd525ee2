// How an outbox entry stands, said from what is known of its last send rather than by
// its bare state: a `sent` entry whose connection was refused never reached the server,
// and will be resent with the same idempotency key (the server replays what it did).
import { NOT_DELIVERED } from './delivery-evidence';
import type { OutboxEntry, OutboxErrorData } from './outbox-types';

/** Failures after which the request may or may not have arrived: the server's answer is missing. */
function noAnswer(error: OutboxErrorData): string {
  if (error.kind === 'network') return `no answer: ${error.code.replaceAll('_', ' ')}`;
  if (error.kind === 'timeout') return 'no answer in time';
  if (error.kind === 'aborted') return 'interrupted before the server answered';
  if (error.status > 0) return `not settled: the server answered ${error.status} (${error.code})`;
  return `not settled: ${error.message}`;
}

/** Who reads the line: the CLI names its own command; the window names no command. */
export type EntryAudience = 'cli' | 'window';

/** One line for a person: what is known of the entry, and what happens next. */
export function describeEntryState(entry: OutboxEntry, now: Date = new Date(), audience: EntryAudience = 'cli'): string {
  switch (entry.state) {
    case 'succeeded':
      return entry.resourceId !== undefined ? `succeeded: ${entry.resourceId}` : 'succeeded';
    case 'failed':
      return `refused: ${entry.error?.message ?? 'the server refused it'}${entry.needsAttention ? ' (needs attention)' : ''}`;
    case 'unknown':
      return entry.resolution !== undefined ? `unknown, resolved as ${entry.resolution.replace('_', ' ')}` : 'outcome unknown: check the ledger before paying again';
    case 'pending':
      return audience === 'cli' ? 'journaled, not sent yet; `treasury outbox resume` sends it' : 'journaled, not sent yet: it keeps its idempotency key, so it can be made only once';
    case 'sent': {
      if (entry.claimedUntil !== undefined && entry.claimedUntil > now.toISOString()) return 'being sent now';
      const error = entry.error;
      const known = error === undefined ? 'sent, no answer recorded' : error.kind === 'network' && NOT_DELIVERED[error.code] !== undefined ? `not delivered: ${NOT_DELIVERED[error.code]}` : noAnswer(error);
      return `${known}; will be resent with the same key`;
    }
  }
}
