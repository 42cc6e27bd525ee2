// The words for a record's rail, purpose, cancellation state, entity type and network.
// A value this app does not know (from an API newer than the app) is shown as the server
// sent it and marked ("rtp (unknown rail)"): never blank, never taken for a known one, and
// never looked up in a table before it is known to be one of its keys.
import { isKnownValue, markUnknown } from '../../../../shared/known-values';
import { CANCELLATION_STATES, CRYPTO_NETWORKS, ENTITY_TYPES, PURPOSES } from '../../../../shared/schemas/enums';
import { humanize } from '../status-badge';

/** "ACH", "Open network"; a rail this app does not know as sent: "rtp (unknown rail)" (shared/rail-text.ts holds the one table). */
export { railLabel } from '../../../../shared/rail-text';

/** "Goods and services"; one this app does not know as sent: "crypto_staking (unknown purpose)". */
export function purposeLabel(purpose: string): string {
  return isKnownValue(PURPOSES, purpose) ? humanize(purpose) : markUnknown(PURPOSES, purpose, 'purpose');
}

/** Whether the server says the payment can still be canceled; a state this app does not know says neither. */
export function cancellationLabel(state: string): string {
  if (!isKnownValue(CANCELLATION_STATES, state)) return markUnknown(CANCELLATION_STATES, state, 'cancellation state');
  return state === 'cancelable' ? 'Can still be canceled' : 'Can no longer be canceled';
}

/** "Business", "Individual"; another type as sent: "trust (unknown type)". */
export function entityTypeLabel(type: string): string {
  return isKnownValue(ENTITY_TYPES, type) ? humanize(type) : markUnknown(ENTITY_TYPES, type, 'type');
}

/** A wallet's chain as the API names it ("ethereum"); one this app does not know: "tron (unknown network)". */
export function networkLabel(chain: string): string {
  return markUnknown(CRYPTO_NETWORKS, chain, 'network');
}

/** Statuses a record reaches after it completed: its `completedAt` is when it settled, before this. */
const AFTER_COMPLETION: Readonly<Record<string, string>> = {
  returned: 'Settled (before the return)',
  reversed: 'Settled (before the reversal)',
  refunded: 'Settled (before the refund)',
};

/** The statuses a payment, collection or transfer ends in (any other is still under way). */
const ENDED = new Set(['completed', 'failed', 'canceled', 'rejected', 'returned', 'reversed', 'refunded']);

/**
 * The label of a record's `completedAt` (payments, collections, transfers), true to the
 * status the record is in now: "Completed" only when it is completed; a returned,
 * reversed or refunded one completed first, so the time is when it settled ("Settled
 * (before the return)"); one still under way has not completed yet ("Completed: Not
 * yet"); any other (failed, canceled, a status this app does not know) may carry the time
 * it reached its end: "Closed", which names no status.
 */
export function completedAtLabel(status: string, known: readonly string[]): string {
  if (!isKnownValue(known, status)) return 'Closed';
  if (status === 'completed' || !ENDED.has(status)) return 'Completed';
  return Object.hasOwn(AFTER_COMPLETION, status) ? (AFTER_COMPLETION[status] as string) : 'Closed';
}
