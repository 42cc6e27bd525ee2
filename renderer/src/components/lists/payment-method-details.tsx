// A payment method as main gives it (identifiers already masked: `****6789`, `GB****5432`,
// `0x12ab...cdef`), with its verification result up front: money sent to an account
// whose holder was not verified is the mistake a treasurer most wants to see coming.
import type { PaymentMethodView } from '../../../../shared/ipc';
import { Identifier } from '../identifier';
import { Detail } from '../side-panel';
import { PAYMENT_METHOD_STATUSES, VALIDATION_RESULTS } from '../../../../shared/schemas/enums';
import { isKnownValue, markUnknown } from '../../../../shared/schemas/known-or-unknown';
import { StatusBadge } from '../status-badge';
import { formatDateTime } from '../../../lib/format-time';
import { networkLabel } from './record-labels';
import { methodTypeLabel } from '../../../../shared/payment-method-words';


/** True when the method's holder is confirmed, or no check applies. Anything else is flagged. */
export function isVerified(verification: string | null): boolean {
  return verification === 'verified' || verification === 'not_required';
}

/** Why a known result is not a verification, in words (never the enum beside its label). */
const VERIFICATION_WORDS: Readonly<Record<string, string>> = {
  unverified: 'Not verified',
  partial_match: 'Not verified: the name partly matches',
  no_match: 'Not verified: the name does not match',
  mismatch: 'Not verified: the details do not match',
  unavailable: 'Not verified: the check was unavailable',
  error: 'Not verified: the check failed',
};

export function verificationText(verification: string | null): string {
  if (verification === 'verified') return 'Verified';
  if (verification === 'not_required') return 'No verification required';
  if (verification === null) return 'Not verified: no result reported';
  // A result this app does not know is shown as sent and marked, never read as a known one.
  if (!isKnownValue(VALIDATION_RESULTS, verification)) return `Not verified: ${markUnknown(VALIDATION_RESULTS, verification, 'result')}`;
  return VERIFICATION_WORDS[verification] ?? 'Not verified';
}

export function VerificationBadge({ verification }: { verification: string | null }) {
  const ok = isVerified(verification);
  return (
    <span className={`verification ${ok ? 'verification-ok' : 'verification-flagged'}`} data-verification={verification ?? 'none'}>
      {!ok && <span aria-hidden="true">! </span>}
      {verificationText(verification)}
    </span>
  );
}

function Optional({ label, value, mono = false }: { label: string; value: string | null; mono?: boolean }) {
  if (value === null) return null;
  return <Detail label={label}>{mono ? <code>{value}</code> : <span dir="auto">{value}</span>}</Detail>;
}

/** `withVerification` false: the caller already shows it (a method card's heading). */
export function PaymentMethodDetails({ method, withVerification = true }: { method: PaymentMethodView; withVerification?: boolean }) {
  return (
    <dl className="payment-method">
      {withVerification && (
        <Detail label="Verification">
          <VerificationBadge verification={method.verification} />
        </Detail>
      )}
      <Detail label="Type">{methodTypeLabel(method.type)}</Detail>
      <Detail label="Currency">{method.currency}</Detail>
      <Detail label="Status">
        <StatusBadge status={method.status} known={PAYMENT_METHOD_STATUSES} />
      </Detail>
      <Optional label="Label" value={method.label} />
      <Optional label="Account holder" value={method.accountHolderName} />
      <Optional label="Bank" value={method.bankName} />
      <Optional label="Routing number" value={method.routingNumber} mono />
      <Optional label="Account number" value={method.accountNumber} mono />
      <Optional label="IBAN" value={method.iban} mono />
      <Optional label="BIC" value={method.bic} mono />
      <Optional label="Chain" value={method.chain === null ? null : networkLabel(method.chain)} />
      <Optional label="Wallet address" value={method.walletAddress} mono />
      <Optional label="Open network id" value={method.openId} mono />
      <Detail label="Added">{formatDateTime(method.createdAt)}</Detail>
      <Detail label="Method id">
        <Identifier value={method.id} />
      </Detail>
    </dl>
  );
}
