// POST /payments/{id}/cancel (assumed-operations.md): a payment that is still
// `cancelable` (created, requires_action, in_review) becomes `canceled` and its debits
// are credited back; otherwise 409 `payment_not_cancelable`.
import type { Payment } from '../../shared/schemas';
import { isoTime } from '../clock/simulated-clock';
import { ApiError } from '../http/api-error';
import { updateResource } from '../store/resources';
import type { StoredResource } from '../store/resources';
import type { Store } from '../store/store';
import { cancelTransitions } from '../simulation/schedule';
import { CANCELABLE_PAYMENT_STATUSES, unwindPayment } from '../simulation/payment-transitions';
import type { PaymentInternal } from './payment-model';

export function cancelPayment(store: Store, payment: StoredResource<Payment, PaymentInternal>, now: number): Payment {
  if (payment.body.cancellationState !== 'cancelable' || !CANCELABLE_PAYMENT_STATUSES.has(payment.body.status)) {
    throw new ApiError('payment_not_cancelable', `Payment ${payment.id} is ${payment.body.status} and can no longer be canceled`);
  }
  const body: Payment = { ...payment.body, requiresActionReason: null, updatedAt: isoTime(now) };
  unwindPayment(store, body, payment.internal, now, 'canceled');
  cancelTransitions(store, payment.id);
  updateResource(store, 'payment', payment.id, body);
  return body;
}
