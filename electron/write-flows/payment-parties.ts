// The cross-checks every payment and collection shares, against the cache: the account
// exists and is active, the payment method exists, belongs to the counterparty, is
// active and fits the rail, the counterparty is active, and the currencies agree.
// Only `active` passes: a status this app does not know is refused, and named as unknown.
import { METHOD_TYPE_FOR_RAIL } from '../../shared/payment-rules';
import { ACCOUNT_STATUSES, COUNTERPARTY_STATUSES, isKnownValue, markUnknown, PAYMENT_METHOD_STATUSES, PAYMENT_METHOD_TYPES } from '../../shared/schemas';
import type { Account, Counterparty, PaymentMethod, PaymentMethodType, Rail } from '../../shared/schemas';
import { describePaymentMethod, isolatedLine } from '../pre-send-checks';
import type { MinorAmount } from '../pre-send-checks';
import type { FieldProblems } from './field-problems';
import { RAIL_IN_SENTENCE } from '../../shared/rail-text';
import { railBeforeNoun } from '../../shared/rail-text';
import type { WriteFlowContext } from './write-flow-context';

export { METHOD_TYPE_FOR_RAIL };

const METHOD_TYPE_NAMES: Record<PaymentMethodType, string> = {
  us_bank: 'a US bank account (us_bank)',
  international_bank: 'an international bank account (international_bank)',
  crypto_wallet: 'a crypto wallet (crypto_wallet)',
  open: 'an open-network recipient (open)',
};

/** Rails that move one currency only; SWIFT alone converts. */
const SAME_CURRENCY: ReadonlySet<Rail> = new Set(['ach', 'fedwire', 'crypto', 'open']);

export interface PaymentParties {
  readonly account: Account;
  readonly method: PaymentMethod;
  readonly counterparty: Counterparty;
}

export interface PartyChoice {
  readonly accountId: unknown;
  readonly paymentMethodId: unknown;
  readonly counterpartyId?: unknown;
}

/** An active account, or a problem on `field`. */
export async function activeAccount(ctx: WriteFlowContext, id: unknown, field: string, problems: FieldProblems): Promise<Account | undefined> {
  const found = await ctx.lookups.account(id);
  if (!found.ok) {
    problems.add(field, found.message);
    return undefined;
  }
  if (found.value.status !== 'active') {
    problems.add(field, `${isolatedLine(found.value.name)} is ${markUnknown(ACCOUNT_STATUSES, found.value.status, 'status')}: choose an active account.`);
    return undefined;
  }
  return found.value;
}

/** An active counterparty, or a problem on `field`. */
export async function activeCounterparty(ctx: WriteFlowContext, id: unknown, field: string, problems: FieldProblems): Promise<Counterparty | undefined> {
  const found = await ctx.lookups.counterparty(id);
  if (!found.ok) {
    problems.add(field, found.message);
    return undefined;
  }
  if (found.value.status !== 'active') {
    problems.add(field, `${isolatedLine(found.value.name)} is ${markUnknown(COUNTERPARTY_STATUSES, found.value.status, 'status')}: choose an active counterparty.`);
    return undefined;
  }
  return found.value;
}

export async function resolveParties(
  ctx: WriteFlowContext,
  choice: PartyChoice,
  rail: Rail,
  problems: FieldProblems,
  accountField = 'sourceAccountId',
  what: 'payment' | 'collection' = 'payment',
): Promise<PaymentParties | undefined> {
  const account = await activeAccount(ctx, choice.accountId, accountField, problems);
  const given = typeof choice.counterpartyId === 'string' && choice.counterpartyId !== '' ? choice.counterpartyId : undefined;
  const found = await ctx.lookups.paymentMethod(choice.paymentMethodId, given);
  if (!found.ok) {
    problems.add('paymentMethodId', found.message);
    if (given !== undefined) await activeCounterparty(ctx, given, 'counterpartyId', problems);
    return undefined;
  }
  const method = found.value;
  const counterparty = await activeCounterparty(ctx, given ?? method.counterpartyId, 'counterpartyId', problems);
  if (counterparty !== undefined && method.counterpartyId !== counterparty.id) {
    problems.add('paymentMethodId', `This payment method belongs to another counterparty (${method.counterpartyId}), not ${isolatedLine(counterparty.name)}: choose one of ${isolatedLine(counterparty.name)}'s payment methods.`);
  }
  if (method.status !== 'active') {
    const why = method.status === 'pending'
      ? 'is still being verified (pending): it can be used once it is active'
      : method.status === 'rejected' ? 'was rejected: add a new one' : `is ${markUnknown(PAYMENT_METHOD_STATUSES, method.status, 'status')}, not active: choose an active one`;
    problems.add('paymentMethodId', `The payment method (${describePaymentMethod(method)}) ${why}.`);
  }
  const expected = METHOD_TYPE_FOR_RAIL[rail];
  if (method.type !== expected) {
    const instead = what === 'collection' ? 'Choose a US bank account payment method of the counterparty.' : 'Choose another payment method, or another rail.';
    problems.add('paymentMethodId', `${rail === 'ach' || rail === 'open' ? 'An' : 'A'} ${railBeforeNoun(rail)} ${what} needs ${METHOD_TYPE_NAMES[expected]}; this one is ${isKnownValue(PAYMENT_METHOD_TYPES, method.type) ? METHOD_TYPE_NAMES[method.type] : markUnknown(PAYMENT_METHOD_TYPES, method.type, 'type')}. ${instead}`);
  }
  if (account === undefined || counterparty === undefined || problems.has('paymentMethodId')) return undefined;
  if ((rail === 'ach' || rail === 'fedwire') && account.currency !== 'USD') {
    problems.add(accountField, `${RAIL_IN_SENTENCE[rail]} moves US dollars; ${isolatedLine(account.name)} holds ${account.currency}: choose a USD account.`);
    return undefined;
  }
  if (SAME_CURRENCY.has(rail) && method.currency !== account.currency) {
    sameCurrencyProblem(ctx, { account, method, counterparty }, rail, problems, accountField);
    return undefined;
  }
  return { account, method, counterparty };
}

/**
 * A same-currency rail whose account and payment method differ: said at the field to change.
 * At the payment method when the counterparty has one in the account's currency for this
 * rail; otherwise at the account (the method is the only one there is for that currency).
 */
function sameCurrencyProblem(ctx: WriteFlowContext, parties: PaymentParties, rail: Rail, problems: FieldProblems, accountField: string): void {
  const { account, method, counterparty } = parties;
  const named = railBeforeNoun(rail);
  const railWords = `${named.charAt(0).toUpperCase()}${named.slice(1)} payments are same-currency: the payment method receives ${method.currency} but ${isolatedLine(account.name)} holds ${account.currency}.`;
  const convert = rail === 'open' ? '' : ' (or SWIFT to convert)';
  const fitting = ctx.cache.paymentMethods.forCounterparty(counterparty.id)
    .some((m) => m.status === 'active' && m.type === method.type && m.currency === account.currency);
  if (fitting) {
    problems.add('paymentMethodId', `${railWords} Choose a ${account.currency} payment method${convert}.`);
    return;
  }
  problems.add(accountField, `${railWords} ${isolatedLine(counterparty.name)} has no ${account.currency} payment method for it: choose a ${method.currency} account${convert}.`);
}

/** The typed amount's currency must be the account's (what leaves the account). */
export function checkSendCurrency(amount: MinorAmount, account: Account, problems: FieldProblems): boolean {
  if (amount.currency === account.currency) return true;
  problems.add('currency', `${isolatedLine(account.name)} holds ${account.currency}, not ${amount.currency}: enter the amount in ${account.currency}, or choose a ${amount.currency} account.`);
  return false;
}
