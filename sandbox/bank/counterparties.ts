// Counterparties and their payment methods (spec 2.9, 2.11; creation and update in
// assumed-operations.md). A bank account's full number is write-only: it is kept in
// the resource's internal data and shown only as `accountNumberLast4` on the types the
// spec gives that field (2.9: us_bank); an international_bank method shows none.
import { isCryptoAsset } from '../../shared/money';
import type { Counterparty, PaymentMethod } from '../../shared/schemas';
import type { CreateCounterpartyBody, CreatePaymentMethodBody, UpdateCounterpartyBody } from '../../shared/requests';
import { isoTime } from '../clock/simulated-clock';
import { invalidField } from '../http/api-error';
import { insertResource, findResource, updateResource } from '../store/resources';
import type { StoredResource } from '../store/resources';
import type { Store } from '../store/store';
import { scheduleTransition } from '../simulation/schedule';
import { parsePaymentMethodForcing } from '../simulation/forcing-values';
import { PAYMENT_METHOD_PENDING_SECONDS } from '../simulation/timings';

export function createCounterparty(store: Store, customerId: string, input: CreateCounterpartyBody, at: number): Counterparty {
  const id = store.newId('counterparty');
  const body: Counterparty = {
    id,
    customerId,
    entityType: input.entityType,
    name: input.name,
    status: 'active',
    createdAt: isoTime(at),
    updatedAt: isoTime(at),
    compliance: { screeningStatus: 'cleared', screenedAt: isoTime(at) },
  };
  if (input.email !== undefined) body.email = input.email;
  if (input.address !== undefined) body.address = input.address;
  if (input.metadata !== undefined) body.metadata = input.metadata;
  insertResource(store, { kind: 'counterparty', id, parentId: customerId, createdAt: at, status: 'active', body });
  return body;
}

export function updateCounterparty(store: Store, current: StoredResource<Counterparty>, input: UpdateCounterpartyBody, at: number): Counterparty {
  if (current.body.status === 'archived' && input.status === undefined) {
    throw invalidField('counterpartyId', 'an archived counterparty cannot be changed');
  }
  const body: Counterparty = { ...current.body, updatedAt: isoTime(at) };
  if (input.name !== undefined) body.name = input.name;
  if (input.email !== undefined) body.email = input.email;
  if (input.address !== undefined) body.address = input.address;
  if (input.metadata !== undefined) body.metadata = input.metadata;
  if (input.status !== undefined) body.status = input.status;
  updateResource(store, 'counterparty', current.id, body);
  return body;
}

export interface PaymentMethodInternal {
  accountNumber?: string;
}

function last4(accountNumber: string): string {
  return accountNumber.slice(-4).padStart(4, '0');
}

export function createPaymentMethod(store: Store, counterparty: StoredResource<Counterparty>, input: CreatePaymentMethodBody, at: number): PaymentMethod {
  if (counterparty.body.status === 'archived') throw invalidField('counterpartyId', 'an archived counterparty cannot get new payment methods');
  const forcing = parsePaymentMethodForcing(input.label);
  const id = store.newId('paymentMethod');
  const base: PaymentMethod = { id, counterpartyId: counterparty.id, type: input.type, status: 'active', currency: input.currency, createdAt: isoTime(at) };
  if (input.label !== undefined) base.label = input.label;
  const internal: PaymentMethodInternal = {};
  let body: PaymentMethod;
  switch (input.type) {
    case 'us_bank':
      internal.accountNumber = input.accountNumber;
      body = {
        ...base,
        accountHolderName: input.accountHolderName,
        bankName: input.bankName ?? 'Sandbox Test Bank',
        routingNumber: input.routingNumber,
        accountNumberLast4: last4(input.accountNumber),
        bankAccountType: input.bankAccountType ?? 'checking',
        validationResult: 'verified',
        validatedAt: isoTime(at),
      };
      break;
    case 'international_bank':
      if (input.accountNumber !== undefined) internal.accountNumber = input.accountNumber;
      body = { ...base, accountHolderName: input.accountHolderName, bic: input.bic, validationResult: ['EUR', 'GBP'].includes(input.currency) ? 'verified' : 'not_required', validatedAt: isoTime(at) };
      if (input.bankName !== undefined) body.bankName = input.bankName;
      if (input.iban !== undefined) body.iban = input.iban;
      if (input.intermediaryBic !== undefined) body.intermediaryBic = input.intermediaryBic;
      if (input.bankAddress !== undefined) body.bankAddress = input.bankAddress;
      break;
    case 'crypto_wallet':
      if (!isCryptoAsset(input.currency)) throw invalidField('currency', 'a crypto_wallet method is in a crypto asset such as USDC');
      body = { ...base, chain: input.chain, walletAddress: input.walletAddress, validationResult: 'not_required', validatedAt: null };
      if (input.destinationTag !== undefined) body.destinationTag = input.destinationTag;
      break;
    case 'open': {
      const local = input.openId.startsWith('acc_') ? findResource(store, 'account', input.openId) : undefined;
      body = { ...base, openId: input.openId, validationResult: local ? 'verified' : 'unverified', validatedAt: local ? isoTime(at) : null };
      break;
    }
  }
  if (forcing === 'reject') {
    body.status = 'rejected';
    body.validationResult = 'no_match';
  } else if (forcing === 'pending') {
    body.status = 'pending';
    scheduleTransition(store, at + PAYMENT_METHOD_PENDING_SECONDS * 1000, 'paymentMethod.activate', id);
  }
  insertResource(store, { kind: 'paymentMethod', id, parentId: counterparty.id, createdAt: at, status: body.status, tag: body.type, body, internal });
  return body;
}

/** The `paymentMethod.activate` transition: pending -> active. */
export function activatePaymentMethod(store: Store, id: string, at: number): void {
  const method = findResource<PaymentMethod>(store, 'paymentMethod', id);
  if (!method || method.body.status !== 'pending') return;
  updateResource(store, 'paymentMethod', id, { ...method.body, status: 'active', validatedAt: isoTime(at) });
}
