// A record's status as a badge: the words first (never colour alone), a tone as a second
// cue. `requires_action` stands out (the warning tone and a "!" mark) and shows its reason
// beside it, because it is the one state that waits for the treasurer.

export type StatusTone = 'good' | 'bad' | 'action' | 'neutral';

const GOOD = new Set(['completed', 'active', 'verified', 'confirmed']);
const BAD = new Set(['failed', 'returned', 'reversed', 'refunded', 'canceled', 'rejected', 'archived', 'no_match', 'mismatch', 'error']);
const ACTION = new Set(['requires_action', 'unverified', 'partial_match', 'unavailable']);

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

export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? humanize(reason);
}

export function StatusBadge({ status, reason }: { status: string; reason?: string | null }) {
  const tone = statusTone(status);
  const showReason = status === 'requires_action' && reason !== undefined && reason !== null;
  return (
    <span className="status-cell">
      <span className={`status-badge status-badge-${tone}`} data-status={status}>
        {tone === 'action' && <span aria-hidden="true">! </span>}
        {humanize(status)}
      </span>
      {showReason && <span className="status-reason">{reasonLabel(reason)}</span>}
    </span>
  );
}
