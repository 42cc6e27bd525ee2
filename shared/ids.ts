// Identifier prefixes and patterns (spec 2.1): a fixed prefix followed by one or more
// characters of [A-Za-z0-9].
import { z } from 'zod';

export const ID_PREFIXES = {
  account: 'acc_',
  accountNumber: 'an_',
  blockchainAddress: 'ba_',
  collection: 'col_',
  conversion: 'cnv_',
  counterparty: 'cpt_',
  customer: 'cus_',
  document: 'doc_',
  entity: 'ent_',
  entityRelationship: 'erel_',
  onboarding: 'onb_',
  payment: 'pmt_',
  paymentMethod: 'pm_',
  quote: 'qte_',
  transaction: 'txn_',
  transfer: 'trf_',
  webhookSubscription: 'wsub_',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

/**
 * Most characters after the prefix. The spec gives no length; no real id comes near it,
 * and a bound keeps a hostile server from storing megabyte ids in the cache.
 */
export const MAX_ID_BODY_LENGTH = 1000;

const patterns = Object.fromEntries(
  Object.entries(ID_PREFIXES).map(([kind, prefix]) => [kind, new RegExp(`^${prefix}[A-Za-z0-9]{1,${MAX_ID_BODY_LENGTH}}$`)]),
) as Record<IdKind, RegExp>;

/** The id pattern of one resource kind, e.g. `^pmt_[A-Za-z0-9]{1,1000}$`. */
export function idPattern(kind: IdKind): RegExp {
  return patterns[kind];
}

export function isId(kind: IdKind, value: unknown): value is string {
  return typeof value === 'string' && patterns[kind].test(value);
}

/** A zod schema for an id of one kind, with an error that names the expected form. */
export function idSchema(kind: IdKind) {
  const prefix = ID_PREFIXES[kind];
  return z.string().regex(patterns[kind], { message: `must be an id of the form ${prefix}<letters and digits>` });
}

export const accountId = idSchema('account');
export const accountNumberId = idSchema('accountNumber');
export const blockchainAddressId = idSchema('blockchainAddress');
export const collectionId = idSchema('collection');
export const counterpartyId = idSchema('counterparty');
export const customerId = idSchema('customer');
export const documentId = idSchema('document');
export const entityId = idSchema('entity');
export const entityRelationshipId = idSchema('entityRelationship');
export const onboardingId = idSchema('onboarding');
export const paymentId = idSchema('payment');
export const paymentMethodId = idSchema('paymentMethod');
export const quoteId = idSchema('quote');
export const transactionId = idSchema('transaction');
export const transferId = idSchema('transfer');
export const webhookSubscriptionId = idSchema('webhookSubscription');
