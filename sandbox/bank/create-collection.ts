// Collections (spec 2.3, 4.3): an ACH debit of a counterparty's us_bank method that
// credits a USD account when it completes (never before), net of a collection fee.
import { responseMoney, minorUnitsToDecimal } from '../../shared/money';
import type { Account, Collection, Counterparty, PaymentMethod } from '../../shared/schemas';
import type { CreateCollectionBody } from '../../shared/requests';
import { isoTime } from '../clock/simulated-clock';
import { ApiError, invalidField } from '../http/api-error';
import { resourceFromBody } from '../http/path-ids';
import { insertResource } from '../store/resources';
import type { Store } from '../store/store';
import { forcingSource, parseCollectionForcing } from '../simulation/forcing-values';
import type { CollectionForcing } from '../simulation/forcing-values';
import { scheduleTransition } from '../simulation/schedule';
import { COLLECTION_SUBMIT_SECONDS } from '../simulation/timings';
import { FEE_SCHEDULE, feeMinor } from './fees';

export interface CollectionInternal {
  forcing: CollectionForcing;
  groupId: string;
  feeMinor: string;
  creditEntryId?: string;
  /** Simulated instant of completion (ms), for the 60-day return window. */
  completedAtMs?: number;
}

export function createCollection(store: Store, input: CreateCollectionBody, now: number): Collection {
  const account = resourceFromBody<Account>(store, input.destinationAccountId, 'destinationAccountId', 'account');
  if (account.body.status !== 'active') throw invalidField('destinationAccountId', `the account is ${account.body.status}`);
  const method = resourceFromBody<PaymentMethod>(store, input.paymentMethodId, 'paymentMethodId', 'paymentMethod');
  const counterparty = resourceFromBody<Counterparty>(store, input.counterpartyId ?? method.body.counterpartyId, 'counterpartyId', 'counterparty');
  if (method.body.counterpartyId !== counterparty.id) throw invalidField('paymentMethodId', `belongs to counterparty ${method.body.counterpartyId}, not ${counterparty.id}`);
  if (counterparty.body.status !== 'active') throw invalidField('counterpartyId', 'the counterparty is archived');
  if (method.body.type !== 'us_bank') throw invalidField('paymentMethodId', `must support ACH debits: a us_bank method, not ${method.body.type}`);
  if (method.body.status !== 'active') throw invalidField('paymentMethodId', `the payment method is ${method.body.status}, not active`);
  if (account.body.currency !== 'USD') throw new ApiError('currency_mismatch', `ACH collections credit a USD account; ${account.id} is in ${account.body.currency}`);
  if (input.amount.currency !== account.body.currency) {
    throw new ApiError('currency_mismatch', `amount is in ${input.amount.currency} but the destination account is in ${account.body.currency}`, [
      { field: 'amount.currency', message: `must be ${account.body.currency}` },
    ]);
  }
  const forcing = parseCollectionForcing(forcingSource(input.reference, input.metadata));
  const amountMinor = BigInt(input.amount.value);
  const scheduledFee = feeMinor(FEE_SCHEDULE.collection_ach, 'USD');
  const fee = scheduledFee < amountMinor ? scheduledFee : amountMinor;
  const id = store.newId('collection');
  const body: Collection = {
    id,
    customerId: account.body.customerId,
    destinationAccountId: account.id,
    counterpartyId: counterparty.id,
    paymentMethodId: method.id,
    rail: 'ach',
    amount: responseMoney('USD', amountMinor),
    direction: 'inbound',
    status: 'pending',
    createdAt: isoTime(now),
    updatedAt: isoTime(now),
    cancellationState: 'cancelable',
    requiresActionReason: null,
    compliance: { screeningStatus: 'cleared' },
    fees: { feeAmount: responseMoney('USD', fee), feeCurrency: 'USD', feeComponents: [{ type: 'ach_debit_fee', amount: minorUnitsToDecimal(fee, 2), currency: 'USD' }] },
    totalCreditAmount: responseMoney('USD', amountMinor - fee),
    railDetails: { secCode: counterparty.body.entityType === 'business' ? 'CCD' : 'PPD', traceNumber: null },
    achReturnCode: null,
    submittedAt: null,
    completedAt: null,
  };
  if (input.reference !== undefined) body.reference = input.reference;
  if (input.purpose !== undefined) body.purpose = input.purpose;
  if (input.metadata !== undefined) body.metadata = input.metadata;
  const internal: CollectionInternal = { forcing, groupId: store.newOpaqueId('grp_'), feeMinor: fee.toString() };
  insertResource(store, { kind: 'collection', id, parentId: account.id, createdAt: now, status: 'pending', tag: 'ach', body, internal });
  scheduleTransition(store, now + COLLECTION_SUBMIT_SECONDS * 1000, 'collection.step', id);
  return body;
}
