// Which checks run for which write, in one place: every payment rail, transfers,
// collections, and every other write (production only).
import type { Account, Counterparty, PaymentMethod, Rail } from '../../shared/schemas';
import type { Check, CheckContext, MinorAmount } from './check-types';
import { firstPaymentToCounterpartyCheck } from './first-payment-to-counterparty';
import { goneFromServerCheck } from './gone-from-server';
import { insufficientCachedBalanceCheck } from './insufficient-cached-balance';
import { paymentMethodNotVerifiedCheck } from './payment-method-not-verified';
import { paymentMethodRecentlyAddedCheck } from './payment-method-recently-added';
import { possibleDuplicateCheck } from './possible-duplicate';
import { productionEnvironmentCheck } from './production-environment';
import { purposeRequiredForCorridorCheck } from './purpose-required-for-corridor';
import { sameDayAchAfterCutoffCheck } from './same-day-ach-after-cutoff';
import { sameDayAchOnWeekendCheck } from './same-day-ach-on-weekend';
import { travelRuleDataMissingCheck } from './travel-rule-data-missing';

export interface PaymentFacts {
  readonly rail: Rail;
  readonly account: Account;
  readonly counterparty: Counterparty;
  readonly method: PaymentMethod;
  /** Which amount the person fixed: what leaves the account, or what the recipient gets. */
  readonly side: 'send' | 'receive';
  /** The fixed amount: in the account's currency (send) or the method's (receive). */
  readonly amount: MinorAmount;
  readonly achType?: 'standard' | 'same_day';
  readonly hasTravelRule?: boolean;
  readonly purpose?: string;
}

/** Blocks first, then warnings, each in the order they were found. */
export function orderChecks(checks: ReadonlyArray<Check | undefined>): Check[] {
  const found = checks.filter((c): c is Check => c !== undefined);
  return [...found.filter((c) => c.severity === 'block'), ...found.filter((c) => c.severity === 'warning')];
}

export function paymentChecks(facts: PaymentFacts, ctx: CheckContext): Check[] {
  const { rail, account, counterparty, method, side, amount } = facts;
  return orderChecks([
    goneFromServerCheck({ accounts: [account], counterparty, method }, ctx),
    rail === 'crypto' ? travelRuleDataMissingCheck({ amount, hasTravelRule: facts.hasTravelRule === true }, ctx) : undefined,
    rail === 'swift' ? purposeRequiredForCorridorCheck({ method, purpose: facts.purpose }) : undefined,
    side === 'send' ? insufficientCachedBalanceCheck({ accountId: account.id, accountName: account.name, amount }, ctx) : undefined,
    possibleDuplicateCheck({ counterpartyId: counterparty.id, counterpartyName: counterparty.name, amount, side }, ctx),
    firstPaymentToCounterpartyCheck(counterparty, ctx),
    paymentMethodRecentlyAddedCheck(method, ctx),
    paymentMethodNotVerifiedCheck(method, counterparty, ctx),
    rail === 'ach' ? sameDayAchAfterCutoffCheck(facts.achType, ctx) : undefined,
    rail === 'ach' ? sameDayAchOnWeekendCheck(facts.achType, ctx) : undefined,
    productionEnvironmentCheck(ctx),
  ]);
}

export function transferChecks(facts: { readonly source: Account; readonly destination?: Account; readonly amount: MinorAmount }, ctx: CheckContext): Check[] {
  return orderChecks([
    goneFromServerCheck({ accounts: facts.destination === undefined ? [facts.source] : [facts.source, facts.destination] }, ctx),
    insufficientCachedBalanceCheck({ accountId: facts.source.id, accountName: facts.source.name, amount: facts.amount }, ctx),
    productionEnvironmentCheck(ctx),
  ]);
}

/** A pull from a counterparty's account: a new or changed method deserves a second look too. */
export function collectionChecks(facts: { readonly method: PaymentMethod; readonly account?: Account }, ctx: CheckContext): Check[] {
  return orderChecks([
    goneFromServerCheck({ method: facts.method, ...(facts.account !== undefined ? { accounts: [facts.account] } : {}) }, ctx),
    paymentMethodRecentlyAddedCheck(facts.method, ctx, 'collect'),
    productionEnvironmentCheck(ctx),
  ]);
}

/** Every other write (counterparties, payment methods, onboarding, account numbers, cancel). */
export function writeChecks(ctx: Pick<CheckContext, 'environment'>): Check[] {
  return orderChecks([productionEnvironmentCheck(ctx)]);
}
