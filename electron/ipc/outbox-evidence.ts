// The evidence for an outbox entry whose outcome only a person can settle: what this
// app's records say (the created resource when its id is known, else payments to the same
// method from the same account since the entry was made, and the ledger lines that refer
// to it) and what the server says now (the same search among its payments). Nothing is
// sent: a read only.
import type { Payment } from '../../shared/schemas';
import type { Cache } from '../cache';
import type { PaymentsClient } from '../api/payments-client';
import type { OutboxEntry } from '../outbox';

const PAYMENT_OPERATIONS = new Set(['createPayment', 'createAchPayment', 'createSwiftPayment', 'createCryptoPayment', 'createOpenPayment']);
/** Payments made this long before the entry still count (clocks differ). */
const CLOCK_SLACK_MS = 10 * 60 * 1000;

export interface EvidenceSide {
  found: boolean;
  text: string;
  resourceId: string | null;
  status: string | null;
}

function bodyOf(entry: OutboxEntry): Record<string, unknown> {
  try {
    return JSON.parse(entry.bodyText) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** A payment that the entry's body could have created: same account, same method, same reference, made since the entry. */
function matches(entry: OutboxEntry, payment: Payment): boolean {
  const body = bodyOf(entry);
  if (payment.paymentMethodId !== body['paymentMethodId'] || payment.sourceAccountId !== body['sourceAccountId']) return false;
  if (typeof body['reference'] === 'string' && payment.reference !== body['reference']) return false;
  return Date.parse(payment.createdAt) >= Date.parse(entry.createdAt) - CLOCK_SLACK_MS;
}

function said(found: Payment[], where: string): EvidenceSide {
  const first = found[0];
  if (first === undefined) return { found: false, text: `${where}: no payment from this account to this payment method since the entry was made.`, resourceId: null, status: null };
  const more = found.length > 1 ? ` (and ${found.length - 1} more like it: compare amounts and times)` : '';
  return { found: true, text: `${where}: payment ${first.id}, ${first.status}, created ${first.createdAt}${more}.`, resourceId: first.id, status: first.status };
}

export function ledgerEvidence(cache: Cache, entry: OutboxEntry): EvidenceSide & { ledgerEntries: number } {
  if (!PAYMENT_OPERATIONS.has(entry.operation)) {
    return { found: false, text: 'This app keeps no record to compare for this kind of write: check with your provider.', resourceId: null, status: null, ledgerEntries: 0 };
  }
  const byId = entry.resourceId === undefined ? undefined : cache.payments.get(entry.resourceId);
  const found = byId !== undefined ? [byId] : [...cache.payments.iteratePayments({ from: new Date(Date.parse(entry.createdAt) - CLOCK_SLACK_MS).toISOString() })].filter((p) => matches(entry, p));
  const side = said(found, "This app's records (as of the last sync)");
  let ledgerEntries = 0;
  if (side.resourceId !== null) {
    const accountId = bodyOf(entry)['sourceAccountId'];
    const lines = cache.ledgerTransactions.iterateLedger({ ...(typeof accountId === 'string' ? { accountIds: [accountId] } : {}), from: new Date(Date.parse(entry.createdAt) - CLOCK_SLACK_MS).toISOString() });
    for (const line of lines) if (line.referenceId === side.resourceId) ledgerEntries += 1;
  }
  const text = ledgerEntries > 0 ? `${side.text} The ledger has ${ledgerEntries} line${ledgerEntries === 1 ? '' : 's'} for it.` : side.text;
  return { ...side, text, ledgerEntries };
}

export async function serverEvidence(client: PaymentsClient, entry: OutboxEntry, signal?: AbortSignal): Promise<EvidenceSide> {
  if (!PAYMENT_OPERATIONS.has(entry.operation)) return { found: false, text: 'Not asked: the server cannot be searched for this kind of write.', resourceId: null, status: null };
  if (entry.resourceId !== undefined) {
    const payment = (await client.api.getPayment(entry.resourceId, signal !== undefined ? { signal } : {})).data;
    return said([payment], 'The server now');
  }
  const since = new Date(Date.parse(entry.createdAt) - CLOCK_SLACK_MS).toISOString();
  const payments = await client.api.listPayments({ limit: 100, createdAtGte: since }, { maxPages: 5, ...(signal !== undefined ? { signal } : {}) }).toArray();
  return said(payments.filter((p) => matches(entry, p)), 'The server now');
}
