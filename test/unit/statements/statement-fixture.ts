// A cache holding one euro account's February 2026 as a statement must handle it: an
// entry before the period, a payment and its fee at one instant (a tie), the payment's
// reversal, a collection and its fee at one instant, a transfer, an entry type this app
// does not know, text with XML special characters, emoji and right-to-left marks, a long
// description, and entries half an hour either side of the month in Europe/Berlin (UTC+1),
// so the time zone moves them in or out. Running balances chain in posting order.
import { subtractDecimals, addDecimals } from '../../../shared/money';
import type { LedgerTransaction } from '../../../shared/schemas';
import type { Cache } from '../../../electron/cache';
import { counterparty, ledgerTx, payment, tempCache } from '../cache/cache-fixtures';

export const ACCOUNT = 'acc_eur_ops';
export const ACCOUNT_NAME = 'Opérations € <EU> & "Co"';
export const PAYEE = 'Müller & Söhne <GmbH> 🚀';
export const REFERENCE = 'INV-1 "Q1" & <co> \u200Fשלום';
export const LONG_DESCRIPTION = `Quarterly settlement ${'of the supplier ledger, '.repeat(12)}end`;
export const AS_OF = '2026-03-02T08:00:00.000Z';

interface Posting {
  readonly at: string;
  readonly type: string;
  readonly direction: 'debit' | 'credit';
  readonly amount: string;
  readonly description?: string;
  readonly referenceType?: string;
  readonly referenceId?: string;
  readonly linkedTransactionId?: string;
}

/** In posting order; ids txn_000000.. in this order. */
export const POSTINGS: readonly Posting[] = [
  { at: '2026-01-31T20:00:00.000Z', type: 'payment_in', direction: 'credit', amount: '1000.00', description: 'Opening deposit' },
  { at: '2026-01-31T23:30:00.000Z', type: 'payment_in', direction: 'credit', amount: '50.00', description: 'Berlin 1 February, UTC 31 January' },
  { at: '2026-02-03T10:00:00.000Z', type: 'payment_out', direction: 'debit', amount: '200.00', description: 'Payment to Müller 💸', referenceType: 'payment', referenceId: 'pmt_000001' },
  { at: '2026-02-03T10:00:00.000Z', type: 'fee', direction: 'debit', amount: '1.50', description: 'Fee <ach> & "wire"', referenceType: 'payment', referenceId: 'pmt_000001' },
  { at: '2026-02-10T09:00:00.000Z', type: 'reversal', direction: 'credit', amount: '200.00', description: '\u200Fהחזר refund', referenceType: 'payment', referenceId: 'pmt_000001', linkedTransactionId: 'txn_000002' },
  { at: '2026-02-15T12:00:00.000Z', type: 'collection_in', direction: 'credit', amount: '350.00', description: LONG_DESCRIPTION },
  { at: '2026-02-15T12:00:00.000Z', type: 'collection_fee', direction: 'debit', amount: '0.75', description: ':starts like a tag' },
  { at: '2026-02-20T08:00:00.000Z', type: 'transfer_out', direction: 'debit', amount: '100.00', description: '-starts like the end' },
  { at: '2026-02-27T16:00:00.000Z', type: 'cashback_credit', direction: 'credit', amount: '0.01', description: 'A type this app does not know' },
  { at: '2026-02-28T23:30:00.000Z', type: 'payment_in', direction: 'credit', amount: '12.34', description: 'Berlin 1 March, UTC 28 February' },
];

export function fixtureLedger(): LedgerTransaction[] {
  let balance = '0.00';
  return POSTINGS.map((posting, i) => {
    balance = posting.direction === 'credit' ? addDecimals(balance, posting.amount) : subtractDecimals(balance, posting.amount);
    return ledgerTx(i, {
      accountId: ACCOUNT, currency: 'EUR', createdAt: posting.at, type: posting.type as LedgerTransaction['type'], direction: posting.direction, amount: posting.amount, balance,
      ...(posting.description !== undefined && { description: posting.description }),
      ...(posting.referenceType !== undefined && { referenceType: posting.referenceType as LedgerTransaction['referenceType'], referenceId: posting.referenceId }),
      ...(posting.linkedTransactionId !== undefined && { linkedTransactionId: posting.linkedTransactionId }),
    });
  });
}

export function statementCache(options: { complete?: boolean; ledger?: LedgerTransaction[] } = {}): Cache {
  return fillStatementCache(tempCache(), options);
}

/** Writes the fixture into `cache` (a fresh one). */
export function fillStatementCache(cache: Cache, options: { complete?: boolean; ledger?: LedgerTransaction[] } = {}): Cache {
  const account = (id: string, name: string, currency: string) => ({ id, customerId: 'cus_1', name, currency, status: 'active', createdAt: '2026-01-01T00:00:00.000Z' });
  cache.accounts.upsertMany([account(ACCOUNT, ACCOUNT_NAME, 'EUR'), account('acc_usdc_wallet', 'Wallet', 'USDC')] as never);
  cache.counterparties.upsertMany([counterparty(1, { name: PAYEE })]);
  cache.payments.upsertMany([payment(1, { sourceAccountId: ACCOUNT, counterpartyId: 'cpt_000001', reference: REFERENCE })]);
  cache.ledgerTransactions.upsertMany(options.ledger ?? fixtureLedger());
  cache.ledgerTransactions.upsertMany([ledgerTx(100, { accountId: 'acc_usdc_wallet', currency: 'USDC', amount: '5.000001', balance: '5.000001', direction: 'credit', type: 'payment_in', createdAt: '2026-02-02T00:00:00.000Z' })]);
  cache.putSyncState({ resource: 'ledgerTransactions', scope: '', completed: options.complete ?? true, lastSyncedAt: AS_OF });
  return cache;
}

/** The fixture's entries of a period [fromIso, toIso), in posting order. */
export function entriesBetween(fromIso: string, toIso: string): LedgerTransaction[] {
  return fixtureLedger().filter((t) => t.createdAt >= fromIso && t.createdAt < toIso);
}
