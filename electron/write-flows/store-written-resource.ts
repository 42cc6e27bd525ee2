// After a write succeeded: the resource the server answered, checked against the
// operation's response schema, kept in the cache when the cache holds that kind, so the
// app shows it at once (before the next sync).
import { OPERATIONS, type OperationName } from '../api/operations';
import type { Collection, Counterparty, Payment, PaymentMethod, Transfer } from '../../shared/schemas';
import type { WriteFlowCache } from './cache-lookups';

const PAYMENT_OPERATIONS: ReadonlySet<OperationName> = new Set(['createPayment', 'createAchPayment', 'createSwiftPayment', 'createCryptoPayment', 'createOpenPayment', 'cancelPayment']);

/** The resource as the schema reads it, or undefined when it does not match (then nothing is stored). */
export function readWrittenResource(operation: OperationName, resource: unknown): unknown {
  if (resource === undefined || resource === null) return undefined;
  const parsed = OPERATIONS[operation].response.safeParse(resource);
  return parsed.success ? parsed.data : undefined;
}

export type WrittenKind = 'payment' | 'collection' | 'transfer' | 'counterparty' | 'paymentMethod' | 'other';

export function storeWrittenResource(cache: WriteFlowCache, operation: OperationName, resource: unknown): WrittenKind {
  if (PAYMENT_OPERATIONS.has(operation)) {
    cache.payments.upsertMany([resource as Payment]);
    return 'payment';
  }
  switch (operation) {
    case 'createCollection':
      cache.collections.upsertMany([resource as Collection]);
      return 'collection';
    case 'createTransfer':
      cache.transfers.upsertMany([resource as Transfer]);
      return 'transfer';
    case 'createCounterparty':
    case 'updateCounterparty':
      cache.counterparties.upsertMany([resource as Counterparty]);
      return 'counterparty';
    case 'createPaymentMethod':
      cache.paymentMethods.upsertMany([resource as PaymentMethod]);
      return 'paymentMethod';
    default:
      return 'other';
  }
}
