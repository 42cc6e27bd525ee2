// What the outbox's evidence looks for, per kind of write that makes a record: the payment,
// collection or transfer an entry's body could have made (its accounts, payment method
// and amount), where this app's cache keeps such records, and how the server is asked about
// them. outbox-evidence.ts applies it the same way to each.
import type { Cache } from '../cache';
import type { PaymentsClient } from '../api/payments-client';
import type { OutboxOperation } from '../outbox';

/** The fields of a payment, collection or transfer the evidence reads. */
export interface EvidenceRecord {
  readonly id: string;
  readonly status: string;
  readonly createdAt: string;
  readonly reference?: string | undefined;
  readonly sourceAccountId?: string | undefined;
  readonly destinationAccountId?: string | undefined;
  readonly paymentMethodId?: string | undefined;
  readonly amount?: Amount | undefined;
  readonly sendAmount?: Amount | undefined;
  readonly receiveAmount?: Amount | undefined;
}

interface Amount {
  readonly currency: string;
  readonly value: string;
}

type Body = Record<string, unknown>;

/** The body's amount is one of the record's (a payment's send or receive side; a collection's or transfer's amount). */
function sameAmount(body: Body, ...amounts: Array<Amount | undefined>): boolean {
  const asked = body['amount'] as Partial<Amount> | undefined;
  if (asked === undefined || typeof asked.value !== 'string') return true;
  return amounts.some((a) => a !== undefined && a.currency === asked.currency && a.value === asked.value);
}
type Options = { signal?: AbortSignal };

export interface EvidenceKind {
  readonly noun: 'payment' | 'collection' | 'transfer';
  /** What was not found, after "…: ". */
  readonly none: string;
  /** The record is between the parties the body names, for its amount. */
  sameParties(body: Body, record: EvidenceRecord): boolean;
  /** The account whose ledger lines may refer to the record. */
  ledgerAccount(body: Body): string | undefined;
  cached(cache: Cache, id: string): EvidenceRecord | undefined;
  cachedSince(cache: Cache, since: string): EvidenceRecord[];
  fetch(client: PaymentsClient, id: string, options: Options): Promise<EvidenceRecord | undefined>;
  searchSince(client: PaymentsClient, since: string, options: Options): Promise<EvidenceRecord[]>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** Server lists are read this far at most (5 pages of 100). */
const SEARCH = { limit: 100, maxPages: 5 };

const payment: EvidenceKind = {
  noun: 'payment',
  none: 'no payment from this account to this payment method since the entry was made',
  sameParties: (body, r) => r.paymentMethodId === body['paymentMethodId'] && r.sourceAccountId === body['sourceAccountId'] && sameAmount(body, r.sendAmount, r.receiveAmount),
  ledgerAccount: (body) => text(body['sourceAccountId']),
  cached: (cache, id) => cache.payments.get(id),
  cachedSince: (cache, since) => [...cache.payments.iteratePayments({ from: since })],
  fetch: async (client, id, options) => (await client.api.getPayment(id, options)).data,
  searchSince: (client, since, options) => client.api.listPayments({ limit: SEARCH.limit, createdAtGte: since }, { maxPages: SEARCH.maxPages, ...options }).toArray(),
};

const collection: EvidenceKind = {
  noun: 'collection',
  none: 'no collection into this account from this payment method since the entry was made',
  sameParties: (body, r) => r.paymentMethodId === body['paymentMethodId'] && r.destinationAccountId === body['destinationAccountId'] && sameAmount(body, r.amount),
  ledgerAccount: (body) => text(body['destinationAccountId']),
  cached: (cache, id) => cache.collections.get(id),
  cachedSince: (cache, since) => cache.collections.listCollections({ from: since, limit: 1000 }).items.map((listed) => listed.collection),
  // No read of every rail's collection by id: the recent ones are searched for it.
  fetch: async (client, id, options) => (await collection.searchSince(client, new Date(0).toISOString(), options)).find((r) => r.id === id),
  searchSince: (client, since, options) => client.api.listCollections({ limit: SEARCH.limit, createdAtGte: since }, { maxPages: SEARCH.maxPages, ...options }).toArray(),
};

const transfer: EvidenceKind = {
  noun: 'transfer',
  none: 'no transfer between these accounts since the entry was made',
  sameParties: (body, r) => r.sourceAccountId === body['sourceAccountId'] && r.destinationAccountId === body['destinationAccountId'] && sameAmount(body, r.amount),
  ledgerAccount: (body) => text(body['sourceAccountId']),
  cached: (cache, id) => cache.transfers.get(id),
  cachedSince: (cache, since) => cache.transfers.listTransfers({ from: since, limit: 1000 }).items,
  fetch: async (client, id, options) => (await client.api.getTransfer(id, options)).data,
  searchSince: (client, since, options) => client.api.listTransfers({ limit: SEARCH.limit, createdAtGte: since }, { maxPages: SEARCH.maxPages, ...options }).toArray(),
};

/** The writes whose record the evidence can look for. */
export const EVIDENCE_KINDS: Partial<Record<OutboxOperation, EvidenceKind>> = {
  createPayment: payment,
  createOpenPayment: payment,
  createSwiftPayment: payment,
  createCryptoPayment: payment,
  createAchPayment: payment,
  createCollection: collection,
  createTransfer: transfer,
};
