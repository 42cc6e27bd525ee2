// Posts ledger entries: each one moves its account's balance (bigint minor units) and
// records the exact running balance after it. A debit that would take a balance below
// zero is refused with 422 `insufficient_funds` and, because posting happens inside the
// operation's transaction, nothing of the operation is kept.
import type { LedgerDirection, LedgerTransactionType } from '../../shared/schemas';
import { ApiError } from '../http/api-error';
import { ledgerItemJson } from '../store/ledger-page-json';
import type { LedgerItemValues } from '../store/ledger-page-json';
import type { Store } from '../store/store';

export type LedgerReferenceType = 'payment' | 'inbound_payment' | 'conversion' | 'transfer' | 'refund' | 'collection';

export interface LedgerPosting {
  accountId: string;
  type: LedgerTransactionType;
  direction: LedgerDirection;
  amountMinor: bigint;
  linkedTransactionId?: string;
  transactionGroupId?: string;
  referenceType?: LedgerReferenceType;
  referenceId?: string;
  description?: string;
  metadata?: Record<string, string | null>;
}

export interface PostedEntry {
  id: string;
  accountId: string;
  amountMinor: bigint;
  balanceMinor: bigint;
}

export interface StoredBalance {
  accountId: string;
  currency: string;
  exponent: number;
  balanceMinor: bigint;
}

export function readBalance(store: Store, accountId: string): StoredBalance | undefined {
  const row = store.stmt('SELECT currency, exponent, balance_minor FROM balances WHERE account_id = ?').get(accountId) as
    | { currency: string; exponent: number; balance_minor: string }
    | undefined;
  return row ? { accountId, currency: row.currency, exponent: row.exponent, balanceMinor: BigInt(row.balance_minor) } : undefined;
}

export function openBalance(store: Store, accountId: string, currency: string, exponent: number): void {
  store.stmt('INSERT INTO balances (account_id, currency, exponent, balance_minor) VALUES (?, ?, ?, ?)').run(accountId, currency, exponent, '0');
}

export function insufficientFunds(accountId: string): ApiError {
  return new ApiError('insufficient_funds', `Account ${accountId} does not have enough available balance for this operation`);
}

/** Posts `postings` in order at simulated time `at`; throws (posting nothing) if any debit would overdraw. */
export function postLedgerEntries(store: Store, postings: readonly LedgerPosting[], at: number): PostedEntry[] {
  const posted: PostedEntry[] = [];
  const insert = store.stmt(
    `INSERT INTO ledger (id, account_id, created_at, type, direction, amount_minor, balance_minor, currency, exponent,
      linked_id, group_id, reference_type, reference_id, description, metadata, item_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = store.stmt('UPDATE balances SET balance_minor = ? WHERE account_id = ?');
  for (const posting of postings) {
    if (posting.amountMinor <= 0n) throw new Error(`ledger amounts are positive (got ${posting.amountMinor})`);
    const balance = readBalance(store, posting.accountId);
    if (!balance) throw new Error(`no balance for account ${posting.accountId}`);
    const next = posting.direction === 'credit' ? balance.balanceMinor + posting.amountMinor : balance.balanceMinor - posting.amountMinor;
    if (next < 0n) throw insufficientFunds(posting.accountId);
    const id = store.newId('transaction');
    const values: LedgerItemValues = [
      id,
      posting.accountId,
      posting.type,
      posting.direction,
      posting.amountMinor.toString(),
      balance.currency,
      next.toString(),
      at,
      posting.linkedTransactionId ?? null,
      posting.transactionGroupId ?? null,
      posting.referenceType ?? null,
      posting.referenceId ?? null,
      posting.description ?? null,
      posting.metadata ? JSON.stringify(posting.metadata) : null,
      balance.exponent,
    ];
    insert.run(
      values[0], values[1], values[7], values[2], values[3], values[4], values[6], values[5], values[14],
      values[8], values[9], values[10], values[11], values[12], values[13], ledgerItemJson(values),
    );
    update.run(next.toString(), posting.accountId);
    posted.push({ id, accountId: posting.accountId, amountMinor: posting.amountMinor, balanceMinor: next });
  }
  return posted;
}

/** Credits back every entry of `entries` with a `reversal` linked to it (refunded fees included). */
export function reverseEntries(
  store: Store,
  entries: readonly { id: string; accountId: string; amountMinor: bigint }[],
  at: number,
  options: { groupId?: string; referenceType?: LedgerReferenceType; referenceId?: string; description: string; type?: LedgerTransactionType },
): PostedEntry[] {
  return postLedgerEntries(
    store,
    entries.map((entry) => ({
      accountId: entry.accountId,
      type: options.type ?? 'reversal',
      direction: 'credit' as const,
      amountMinor: entry.amountMinor,
      linkedTransactionId: entry.id,
      transactionGroupId: options.groupId,
      referenceType: options.referenceType,
      referenceId: options.referenceId,
      description: options.description,
    })),
    at,
  );
}
