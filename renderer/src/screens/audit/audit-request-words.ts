// A request of the audit trail said for people in the What column: "Payment sent (open
// network): accepted", "Read the ledger entries: answered", not main's request line
// ("POST /v1/payments/open → 201 success"), which stays in the cell's title, and whose
// method, path and status the detail panel and the Status column show.
import type { AuditEntryView } from '../../../../shared/ipc';

/** Method + path relative to /v1 (ids as `{id}`) → what the request did. */
const WRITES: ReadonlyArray<readonly [method: string, path: RegExp, words: string]> = [
  ['POST', /^\/payments$/, 'Payment sent'],
  ['POST', /^\/payments\/open$/, 'Payment sent (open network)'],
  ['POST', /^\/payments\/ach$/, 'Payment sent (ACH)'],
  ['POST', /^\/payments\/swift$/, 'Payment sent (SWIFT)'],
  ['POST', /^\/payments\/crypto$/, 'Payment sent (crypto)'],
  ['POST', /^\/payments\/[^/]+\/cancel$/, 'Payment cancellation asked for'],
  ['POST', /^\/collections$/, 'Collection sent'],
  ['POST', /^\/transfers$/, 'Transfer sent'],
  ['POST', /^\/onboardings$/, 'Onboarding sent'],
  ['POST', /^\/accounts\/[^/]+\/account-numbers$/, 'Account number asked for'],
  ['POST', /^\/counterparties$/, 'Counterparty added'],
  ['PATCH', /^\/counterparties\/[^/]+$/, 'Counterparty changed'],
  ['POST', /^\/counterparties\/[^/]+\/payment-methods$/, 'Payment method added'],
];

/** The last resource named in a GET path → what was read (a list, or one record after an id). */
const READS: Readonly<Record<string, readonly [list: string, one: string]>> = {
  payments: ['the payments', 'a payment'],
  ach: ['the payments', 'an ACH payment'],
  swift: ['the payments', 'a SWIFT payment'],
  collections: ['the collections', 'a collection'],
  transfers: ['the transfers', 'a transfer'],
  accounts: ['the accounts', 'an account'],
  transactions: ['the ledger entries', 'a ledger entry'],
  counterparties: ['the counterparties', 'a counterparty'],
  'payment-methods': ['the payment methods', 'a payment method'],
  rails: ['the payment rails', 'a payment rail'],
  onboardings: ['the onboardings', 'an onboarding'],
  'deposit-instructions': ['the deposit instructions', 'a deposit instruction'],
  'blockchain-addresses': ['the blockchain addresses', 'a blockchain address'],
  subscriptions: ['the webhook subscriptions', 'a webhook subscription'],
};

function actionWords(method: string, fullPath: string): string | null {
  const path = (fullPath.split('?')[0] ?? '').replace(/^.*?\/v1(?=\/)/, '');
  const write = WRITES.find(([m, pattern]) => m === method && pattern.test(path));
  if (write !== undefined) return write[2];
  if (method !== 'GET') return null;
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments[segments.length - 1] ?? '';
  if (READS[last] !== undefined) return `Read ${READS[last][0]}`;
  const owner = segments[segments.length - 2] ?? '';
  return READS[owner] !== undefined ? `Read ${READS[owner][1]}` : null;
}

function outcomeWords(entry: AuditEntryView, write: boolean): string {
  const status = entry.status ?? 0;
  if (entry.outcome === 'success') return write ? 'accepted' : 'answered';
  if (entry.outcome === 'clock_corrected') return 'this computer’s clock was off: sent again';
  const failure = status === 0 ? 'no answer' : status === 429 ? 'too many requests' : status >= 500 ? 'server error' : 'refused';
  return entry.outcome === 'retrying' ? `${failure}, tried again` : failure;
}

/** The What column's words for an entry: a request in words when its path is known, else main's line. */
export function auditWhatInWords(entry: AuditEntryView): string {
  if (entry.kind !== 'request' || entry.method === null || entry.path === null) return entry.what;
  const action = actionWords(entry.method, entry.path);
  return action === null ? entry.what : `${action}: ${outcomeWords(entry, entry.method !== 'GET')}`;
}
