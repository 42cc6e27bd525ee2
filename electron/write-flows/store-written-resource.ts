// After a write succeeded: the resource the server answered, checked against the
// operation's response schema, kept in the cache when the cache holds that kind, so the
// app shows it at once (before the next sync), and a payment's or collection's status
// followed. Called once per successful send: by the outbox's send (electron/host/money-
// movement.ts), which carries a confirm's POST and the resend of a write queued earlier
// alike, and by the confirm only for a PATCH (no outbox entry), so the lists and the
// pre-send checks (the first payment to a counterparty, a duplicate) see the record
// either way, written once.
import { OPERATIONS, type OperationName } from '../api/operations';
import type { Collection, Counterparty, Payment, PaymentMethod, Transfer } from '../../shared/schemas';
import type { WriteFlowCache } from './cache-lookups';
import type { StatusFollower } from './write-flow-types';

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

/** Keeps the record a successful send answered (schema-checked) and follows its status; the record as read, or undefined when none was kept. */
export function keepWrittenRecord(cache: WriteFlowCache, follower: StatusFollower | undefined, operation: OperationName, answered: unknown): unknown {
  const resource = readWrittenResource(operation, answered);
  if (resource === undefined) return undefined;
  const kind = storeWrittenResource(cache, operation, resource);
  const id = (resource as { id: string }).id;
  if (kind === 'payment') follower?.followPayment(id);
  if (kind === 'collection') follower?.followCollection(id);
  return resource;
}
