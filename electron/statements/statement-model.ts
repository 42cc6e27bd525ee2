// The statement of one account for one period: the opening booked balance, every entry
// in posting order, the closing booked balance, and per-day figures (BAI2 reports day by
// day). Amounts are bigint minor units of the account's currency, unsigned with a
// direction for entries, signed for balances. The model is proved to add up before any
// format writes it (statement-proof.ts).
import type { StatementPeriod } from './statement-period';

export interface StatementAccount {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  /** Minor-unit digits of the currency (USD 2, JPY 0, USDC 6). */
  readonly exponent: number;
}

export interface StatementDay {
  readonly date: string;
  readonly opening: bigint;
  readonly closing: bigint;
  readonly credits: bigint;
  readonly debits: bigint;
  readonly creditCount: number;
  readonly debitCount: number;
}

export interface StatementSummary {
  readonly account: StatementAccount;
  readonly period: StatementPeriod;
  /** When the ledger was last synced (the "as of" of an offline cache); null if never recorded. */
  readonly asOf: string | null;
  /** When the statement was made (ISO 8601 UTC). */
  readonly createdAt: string;
  /**
   * The period's last day had not ended when the statement was made: the closing balance
   * is an interim one, as of the last sync (camt.053 ITBD, not CLBD).
   */
  readonly interim: boolean;
  /** The day the closing balance is as of: the period's last day, or for an interim one the day of the last sync (within the period). */
  readonly closingDate: string;
  readonly opening: bigint;
  readonly closing: bigint;
  readonly credits: bigint;
  readonly debits: bigint;
  readonly creditCount: number;
  readonly debitCount: number;
  readonly entryCount: number;
  readonly days: readonly StatementDay[];
}

export interface StatementOrigin {
  /** payment, collection, transfer, refund, conversion, inbound_payment (the ledger's referenceType). */
  readonly kind: string;
  readonly id: string;
}

export interface StatementEntry {
  readonly id: string;
  /** ISO 8601 UTC with microseconds as cached. */
  readonly createdAt: string;
  /** YYYY-MM-DD in the period's time zone. */
  readonly bookingDate: string;
  /** Index in summary.days. */
  readonly dayIndex: number;
  readonly type: string;
  readonly direction: 'debit' | 'credit';
  /** Unsigned minor units. */
  readonly amount: bigint;
  readonly description: string | null;
  /** The payment's, collection's or transfer's own `reference`. */
  readonly reference: string | null;
  readonly origin: StatementOrigin | null;
  /** The other party (entryParty): null for a fee, whose money the bank or provider took. */
  readonly counterpartyName: string | null;
  readonly transactionGroupId: string | null;
  readonly linkedTransactionId: string | null;
}

/** Entry types whose money the bank or provider takes (or gives back): never the payment's counterparty's. */
export const FEE_TYPES: ReadonlySet<string> = new Set(['fee', 'collection_fee']);

/**
 * The party an entry names: the counterparty of its payment, collection or transfer, but
 * none for a fee (the bank or provider took it; the payment stays its origin and reference).
 */
export function entryParty(type: string, counterpartyName: string | null): string | null {
  return FEE_TYPES.has(type) ? null : counterpartyName;
}

/** Credits add, debits subtract. */
export function signedAmount(entry: Pick<StatementEntry, 'amount' | 'direction'>): bigint {
  return entry.direction === 'credit' ? entry.amount : -entry.amount;
}
