// The payment state machine of the sandbox (sandbox/README.md lists every move):
//   created -> processing -> completed                        (default)
//   created -> requires_action(reason) -> processing -> ...  (sandbox:requires_action:<reason>)
//   created -> in_review -> processing -> ...                 (sandbox:review)
//   processing -> failed, funds and fees credited back        (sandbox:fail, sandbox:crypto_fail)
//   completed -> returned with an R-code (ACH)                (sandbox:return:<R-code>)
//   completed -> reversed / refunded                          (sandbox:reverse, sandbox:refund)
//   created | requires_action | in_review -> canceled         (POST /payments/{id}/cancel)
import { createHash } from 'node:crypto';
import { CRYPTO_NETWORKS, type Payment } from '../../shared/schemas';
import type { PaymentInternal } from '../bank/payment-model';
import { storedKnown } from '../bank/stored-values';
import { postLedgerEntries, reverseEntries } from '../bank/post-ledger-entries';
import { isoTime } from '../clock/simulated-clock';
import { findResource, updateResource } from '../store/resources';
import type { Store } from '../store/store';
import { achSettlementAt } from './ach-settlement';
import { scheduleTransition } from './schedule';
import type { ScheduledTransition } from './schedule';
import { CRYPTO_CONFIRMATION_SECONDS, PAYMENT_HOLD_SECONDS, PROCESSING_SECONDS, RETURN_AFTER_SECONDS, REVERSAL_AFTER_SECONDS } from './timings';

export const CANCELABLE_PAYMENT_STATUSES: ReadonlySet<Payment['status']> = new Set(['created', 'requires_action', 'in_review']);

function hashHex(seed: string, length: number): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, length);
}

function startProcessing(body: Payment, internal: PaymentInternal, at: number): number {
  body.status = 'processing';
  body.cancellationState = 'not_cancelable';
  body.requiresActionReason = null;
  body.compliance = { screeningStatus: 'cleared' };
  const details = { ...(body.railDetails ?? {}) };
  let settlesAt = at;
  switch (body.rail) {
    case 'ach':
      settlesAt = achSettlementAt(at, internal.achType ?? 'standard');
      details.expectedSettlementAt = isoTime(settlesAt);
      break;
    case 'fedwire':
      settlesAt = at + PROCESSING_SECONDS.fedwire * 1000;
      break;
    case 'swift':
      settlesAt = at + PROCESSING_SECONDS.swift * 1000;
      break;
    case 'crypto': {
      const network = body.cryptoNetwork === null || body.cryptoNetwork === undefined ? 'ethereum' : storedKnown(CRYPTO_NETWORKS, body.cryptoNetwork, 'cryptoNetwork');
      settlesAt = at + CRYPTO_CONFIRMATION_SECONDS[network] * 1000;
      body.cryptoTransferStatus = 'pending_confirmation';
      details.transactionHash = network === 'solana' ? hashHex(body.id, 64) : `0x${hashHex(body.id, 64)}`;
      break;
    }
    case 'open':
      break;
  }
  body.railDetails = details;
  return settlesAt;
}

function entriesOf(internal: PaymentInternal, types: readonly string[]) {
  return internal.entries.filter((e) => types.includes(e.type)).map((e) => ({ id: e.id, accountId: e.accountId, amountMinor: BigInt(e.amountMinor) }));
}

function complete(store: Store, body: Payment, internal: PaymentInternal, at: number): number | undefined {
  body.status = 'completed';
  body.completedAt = isoTime(at);
  const details = { ...(body.railDetails ?? {}) };
  if (body.rail === 'crypto') body.cryptoTransferStatus = 'confirmed';
  if (body.rail === 'fedwire') {
    details.imad = `${isoTime(at).slice(0, 10).replaceAll('-', '')}SANDBX${hashHex(body.id, 6).toUpperCase()}`;
    details.omad = `${isoTime(at).slice(0, 10).replaceAll('-', '')}SANDBX${hashHex(`${body.id}o`, 6).toUpperCase()}`;
  }
  body.railDetails = details;
  if (internal.localCreditAccountId && body.receiveAmount) {
    postLedgerEntries(
      store,
      [{
        accountId: internal.localCreditAccountId,
        type: 'payment_in',
        direction: 'credit',
        amountMinor: BigInt(body.receiveAmount.value),
        transactionGroupId: internal.groupId,
        referenceType: 'payment',
        referenceId: body.id,
        description: `Open payment from ${body.sourceAccountId ?? 'an account'}`,
      }],
      at,
    );
  }
  const forcing = internal.forcing.kind;
  if (forcing === 'return') return at + RETURN_AFTER_SECONDS * 1000;
  if (forcing === 'reverse' || forcing === 'refund') return at + REVERSAL_AFTER_SECONDS * 1000;
  return undefined;
}

function afterCompletion(store: Store, body: Payment, internal: PaymentInternal, at: number): void {
  const forcing = internal.forcing;
  const options = { groupId: internal.groupId, referenceType: 'payment' as const, referenceId: body.id };
  if (forcing.kind === 'return') {
    body.status = 'returned';
    body.achReturnCode = forcing.code;
    body.railDetails = { ...(body.railDetails ?? {}), returnedAt: isoTime(at), returnCode: forcing.code };
    reverseEntries(store, entriesOf(internal, ['payment_out']), at, { ...options, description: `ACH return ${forcing.code} of ${body.id}` });
  } else if (forcing.kind === 'reverse') {
    body.status = 'reversed';
    reverseEntries(store, entriesOf(internal, ['payment_out', 'fee']), at, { ...options, description: `Reversal of ${body.id}` });
  } else if (forcing.kind === 'refund') {
    body.status = 'refunded';
    reverseEntries(store, entriesOf(internal, ['payment_out']), at, { ...options, referenceType: 'refund', description: `Refund of ${body.id}` });
  }
}

/** Cancels or fails a payment: every debit of it (payment and fees) is credited back. */
export function unwindPayment(store: Store, body: Payment, internal: PaymentInternal, at: number, status: 'failed' | 'canceled'): void {
  body.status = status;
  body.cancellationState = 'not_cancelable';
  // A canceled crypto payment was never sent on chain: its transfer will never be confirmed.
  if (body.rail === 'crypto') body.cryptoTransferStatus = 'failed';
  reverseEntries(store, entriesOf(internal, ['payment_out', 'fee']), at, {
    groupId: internal.groupId,
    referenceType: 'payment',
    referenceId: body.id,
    description: `${status === 'failed' ? 'Failed' : 'Canceled'} payment ${body.id}`,
  });
}

/** Moves a payment one step at simulated instant `at`; returns when its next step is due, if any. */
export function advancePayment(store: Store, id: string, at: number): number | undefined {
  const payment = findResource<Payment, PaymentInternal>(store, 'payment', id);
  if (!payment) return undefined;
  const body: Payment = { ...payment.body };
  const internal = payment.internal;
  const forcing = internal.forcing;
  let next: number | undefined;
  switch (body.status) {
    case 'created':
      if (forcing.kind === 'requires_action') {
        body.status = 'requires_action';
        body.requiresActionReason = forcing.reason;
        body.compliance = { screeningStatus: forcing.reason === 'compliance_hold' ? 'hold' : 'cleared' };
        if (forcing.reason === 'cop_required' || forcing.reason === 'beneficiary_verification_required') {
          body.verificationResult = { ...(body.verificationResult ?? {}), result: 'close_match', checkedAt: isoTime(at) };
        }
        next = at + PAYMENT_HOLD_SECONDS * 1000;
      } else if (forcing.kind === 'review') {
        body.status = 'in_review';
        body.compliance = { screeningStatus: 'in_review' };
        next = at + PAYMENT_HOLD_SECONDS * 1000;
      } else {
        next = startProcessing(body, internal, at);
      }
      break;
    case 'requires_action':
    case 'in_review':
      next = startProcessing(body, internal, at);
      break;
    case 'processing':
      if (forcing.kind === 'fail' || forcing.kind === 'crypto_fail') unwindPayment(store, body, internal, at, 'failed');
      else next = complete(store, body, internal, at);
      break;
    case 'completed':
      afterCompletion(store, body, internal, at);
      break;
    default:
      return undefined;
  }
  body.updatedAt = isoTime(at);
  updateResource(store, 'payment', id, body);
  return next;
}

/** Runs the steps of a payment that are due by `now` (open payments finish here), and schedules the next one. */
export function runPaymentStepsUntil(store: Store, id: string, firstDue: number, now: number): Payment {
  let due: number | undefined = firstDue;
  while (due !== undefined && due <= now) due = advancePayment(store, id, due);
  if (due !== undefined) scheduleTransition(store, due, 'payment.step', id);
  const payment = findResource<Payment>(store, 'payment', id);
  if (!payment) throw new Error(`payment ${id} vanished`);
  return payment.body;
}

export function handlePaymentStep(store: Store, transition: ScheduledTransition): void {
  const next = advancePayment(store, transition.resourceId, transition.dueAt);
  if (next !== undefined) scheduleTransition(store, next, 'payment.step', transition.resourceId);
}
