// A record's status as a badge: the words first (never colour alone), a tone as a second
// cue. `requires_action` stands out (the warning tone and a "!" mark) and shows its reason
// beside it, because it is the one state that waits for the treasurer. A status (or
// reason) this app does not know, from an API newer than the app, is shown as the server
// sent it and marked "(unknown status)": never blank, never dressed up as a known one.
import { isKnownValue, markUnknown } from '../../../shared/known-values';

export type StatusTone = 'good' | 'bad' | 'action' | 'neutral';

const GOOD = new Set(['completed', 'active', 'verified', 'confirmed', 'approved']);
const BAD = new Set(['failed', 'returned', 'reversed', 'refunded', 'canceled', 'rejected', 'archived', 'no_match', 'mismatch', 'error']);
const ACTION = new Set(['requires_action', 'unverified', 'partial_match', 'unavailable', 'requires_info']);

export function statusTone(status: string): StatusTone {
  if (GOOD.has(status)) return 'good';
  if (BAD.has(status)) return 'bad';
  if (ACTION.has(status)) return 'action';
  return 'neutral';
}

/** "requires_action" -> "Requires action"; unknown values are shown the same way, never hidden. */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.length === 0 ? value : words.charAt(0).toUpperCase() + words.slice(1);
}

const REASON_LABELS: Record<string, string> = {
  cop_required: 'Confirmation of payee required',
  beneficiary_verification_required: 'Beneficiary verification required',
  rfi_pending: 'Request for information pending',
  quote_expired: 'Quote expired',
  return_action_required: 'Return needs instructions',
  compliance_hold: 'Compliance hold',
  travel_rule_required: 'Travel-rule data required',
  authorization_required: 'Payer authorization required',
};

/** A reason for a person: its title when known, else as sent and marked ("kyc_refresh (unknown reason)"). */
export function reasonLabel(reason: string): string {
  return Object.hasOwn(REASON_LABELS, reason) ? (REASON_LABELS[reason] as string) : markUnknown([], reason, 'reason');
}

/**
 * A status for a person, among the `known` values of its enum: "Requires action" for a
 * known one, "settled_partially (unknown status)" for any other.
 */
export function statusLabel(status: string, known: readonly string[]): string {
  return isKnownValue(known, status) ? humanize(status) : markUnknown(known, status, 'status');
}

/** `known`: the statuses of the record's enum (PAYMENT_STATUSES...): any other is shown as unknown, in the neutral tone. */
export function StatusBadge({ status, known, reason }: { status: string; known: readonly string[]; reason?: string | null }) {
  const isKnown = isKnownValue(known, status);
  const tone = isKnown ? statusTone(status) : 'neutral';
  const showReason = status === 'requires_action' && reason !== undefined && reason !== null;
  return (
    <span className="status-cell">
      <span className={`status-badge status-badge-${tone}`} data-status={status} data-known={isKnown}>
        {tone === 'action' && <span aria-hidden="true">! </span>}
        {statusLabel(status, known)}
      </span>
      {showReason && <span className="status-reason">{reasonLabel(reason)}</span>}
    </span>
  );
}
