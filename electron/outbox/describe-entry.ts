// How an outbox entry stands, said from what is known of its last send rather than by
// its bare state: a `sent` entry whose connection was refused never reached the server,
// and will be resent with the same idempotency key (the server replays what it did).
import { isolated } from '../../shared/bidi-isolate';
import type { Audience, PerAudience } from '../../shared/errors';
import { NOT_DELIVERED } from './delivery-evidence';
import type { OutboxEntry, OutboxErrorData, OutboxOperation } from './outbox-types';

/** Failures after which the request may or may not have arrived: the server's answer is missing. */
function noAnswer(error: OutboxErrorData): string {
  if (error.kind === 'network') return `no answer: ${error.code.replaceAll('_', ' ')}`;
  if (error.kind === 'timeout') return 'no answer in time';
  if (error.kind === 'aborted') return 'interrupted before the server answered';
  if (error.status > 0) return `not settled: the server answered ${error.status} (${error.code})`;
  return `not settled: ${isolated(error.message)}`;
}

/** A person's note, as part of the line (isolated: it is their text, in any direction). */
function noted(entry: OutboxEntry): string {
  return entry.resolutionNote === undefined ? '' : `; note: ${isolated(entry.resolutionNote)}`;
}

/** An entry settled by hand: withdrawn before it reached a server, or resolved after a person checked. */
function resolvedText(entry: OutboxEntry): string {
  if (entry.resolution === 'sent') return `resolved as sent by a person${entry.resourceId !== undefined ? `: ${entry.resourceId}` : ''}${noted(entry)}`;
  return `${entry.mayHaveReachedServer ? 'resolved as not sent by a person: never sent again' : 'withdrawn, never sent'}${noted(entry)}`;
}

/** What each operation makes, in a person's words ("payment", "payment method"). */
const MADE: Readonly<Record<OutboxOperation, string>> = {
  createPayment: 'payment', createOpenPayment: 'payment', createSwiftPayment: 'payment', createCryptoPayment: 'payment', createAchPayment: 'payment',
  createCollection: 'collection', createOnboarding: 'onboarding', createTransfer: 'transfer', createAccountNumber: 'account number',
  cancelPayment: 'payment', createCounterparty: 'counterparty', createPaymentMethod: 'payment method',
};

/** The window's line for a succeeded entry: "Done: payment pmt_… created" (the CLI keeps its terse "succeeded: pmt_…"). */
function sentText(entry: OutboxEntry): string {
  const id = entry.resourceId;
  if (id === undefined) return 'Done: the server accepted it';
  if (entry.operation === 'cancelPayment') return `Done: cancellation of payment ${id} requested`;
  const what = (MADE as Partial<Record<string, string>>)[entry.operation];
  if (what === undefined) return `Done: ${id} created`;
  return `Done: ${what} ${id} ${entry.operation === 'createPaymentMethod' ? 'added' : 'created'}`;
}

const PENDING: PerAudience = {
  cli: 'journaled, not sent yet; `treasury outbox resume` sends it',
  window: 'journaled, not sent yet: it keeps its idempotency key, so it can be made only once',
};

/** One line for a person (the CLI's names its command; the window's none): what is known of the entry, and what happens next. */
export function describeEntryState(entry: OutboxEntry, now: Date, audience: Audience): string {
  if (entry.resolution !== undefined && (entry.state === 'succeeded' || entry.state === 'failed')) return resolvedText(entry);
  switch (entry.state) {
    case 'succeeded':
      if (audience === 'window') return sentText(entry);
      return entry.resourceId !== undefined ? `succeeded: ${entry.resourceId}` : 'succeeded';
    case 'failed':
      return `refused: ${entry.error === undefined ? 'the server refused it' : isolated(entry.error.message)}${entry.needsAttention ? ' (needs attention)' : ''}`;
    case 'unknown':
      return 'outcome unknown: check the ledger before paying again';
    case 'pending':
      return PENDING[audience];
    case 'sent': {
      if (entry.claimedUntil !== undefined && entry.claimedUntil > now.toISOString()) return 'being sent now';
      const error = entry.error;
      const refused = error?.kind === 'network' ? NOT_DELIVERED[error.code] : undefined;
      // The window says it as a person reads it: nothing reached the server (the CLI keeps its terse line).
      if (refused !== undefined && audience === 'window') return `Not sent yet: the server could not be reached (${refused}); it is sent with the same key when the server answers`;
      const known = error === undefined ? 'sent, no answer recorded' : refused !== undefined ? `not delivered: ${refused}` : noAnswer(error);
      return `${known}; will be resent with the same key`;
    }
  }
}
