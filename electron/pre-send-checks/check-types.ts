// What a pre-send check says: a warning a person must acknowledge, or a block that
// stops the write. Messages are plain sentences a person can act on, never a secret.
import type { Environment } from '../../shared/schemas';
import type { GoneRows, LedgerTransactionsRepository, PaymentsRepository } from '../cache';

export const CHECK_CODES = [
  'insufficient_cached_balance',
  'possible_duplicate',
  'first_payment_to_counterparty',
  'payment_method_recently_added',
  'payment_method_not_verified',
  'same_day_ach_after_cutoff',
  'same_day_ach_on_weekend',
  'travel_rule_data_missing',
  'purpose_required_for_corridor',
  'production_environment',
  'gone_from_server',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export type CheckSeverity = 'warning' | 'block';

export interface Check {
  readonly code: CheckCode;
  readonly severity: CheckSeverity;
  readonly message: string;
}

/** The part of the offline cache the checks read. */
export interface CheckCache {
  readonly ledgerTransactions: Pick<LedgerTransactionsRepository, 'balances'>;
  readonly payments: Pick<PaymentsRepository, 'iteratePayments'>;
  /** When a complete sync found each record gone from the server (gone_from_server). */
  readonly accounts: Pick<GoneRows, 'goneAt'>;
  readonly counterparties: Pick<GoneRows, 'goneAt'>;
  readonly paymentMethods: Pick<GoneRows, 'goneAt'>;
}

export interface CheckContext {
  readonly environment: Environment;
  readonly cache: CheckCache;
  /** The clock (injected, so tests can stand on either side of every threshold). */
  readonly now: Date;
  /**
   * Country of the paying customer, which sets the travel-rule jurisdiction.
   * Default `US` (the organization of the sandbox is a US business).
   */
  readonly originCountry?: string;
  /** The person's IANA time zone: times in messages are written in it (UTC when not given). */
  readonly timeZone?: string;
}

/** An amount in exact minor units of a currency (or of a crypto asset's smallest unit). */
export interface MinorAmount {
  readonly currency: string;
  readonly minor: bigint;
}
