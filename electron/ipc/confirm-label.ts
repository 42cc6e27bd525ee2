// The words of a prepared write's confirm button: what pressing it does, with what it
// names, as the payment's "Send 1,234.56 USD to Acme Supplies LLC by Fedwire" does. Money
// moved says the amount, to whom (a long name cut with "…") and the rail, and a payment
// debited in another currency than the amount's says that currency; an account number says its kind and the account it is made on;
// an onboarding says whom it onboards and whether it goes to KYB review. Names from the
// cache or the form are isolated (a right-to-left name keeps the sentence in order).
import { formatMinorUnits } from '../../shared/money';
import { byRail } from '../../shared/rail-text';
import type { Cache } from '../cache';
import { isolatedLine, oneLine } from '../pre-send-checks';
import { RAIL_OF_OPERATION } from './rail-of-operation';
import { cutText, type PreparedWrite } from '../write-flows';

type MoneyBody = { currency?: string; asset?: string; value?: string };

const ACCOUNT_NUMBER_KINDS: Readonly<Record<string, string>> = { us_ach: 'US ACH', us_fedwire: 'US Fedwire' };

/** The writes whose button needs nothing from the body. */
const BUTTONS: Readonly<Record<string, string>> = {
  cancel_payment: 'Cancel this payment',
  create_counterparty: 'Create the counterparty',
  edit_counterparty: 'Save the changes',
  archive_counterparty: 'Archive the counterparty',
  add_payment_method: 'Add the payment method',
};

/** "1,234.56 USD" in the currency's decimals, or undefined when the body has no such amount. */
export function moneyText(money: MoneyBody | undefined): string | undefined {
  const currency = money?.currency ?? money?.asset;
  if (currency === undefined || money?.value === undefined) return undefined;
  return `${formatMinorUnits(money.value, currency, { grouping: true })} ${currency}`;
}

/** The rail a prepared write moves money on, or undefined for a write that moves none. */
export function railOf(prepared: PreparedWrite): string | undefined {
  const rail = (prepared.body as Record<string, unknown> | undefined)?.['rail'];
  return typeof rail === 'string' ? oneLine(rail) : RAIL_OF_OPERATION[prepared.operation];
}


/** The longest name a button shows whole. */
export const BUTTON_NAME_MAX = 40;

/** A name in a button: on one line, cut on a grapheme boundary with "…" when long, isolated. */
function buttonName(name: string): string {
  return isolatedLine(cutText(oneLine(name), BUTTON_NAME_MAX));
}

/** Who a payment or collection pays or debits: the counterparty's name (from the cache, through the method when the body names none). */
function partyName(cache: Cache, body: Record<string, unknown>): string | undefined {
  const methodId = typeof body['paymentMethodId'] === 'string' ? body['paymentMethodId'] : undefined;
  const counterpartyId = typeof body['counterpartyId'] === 'string' ? body['counterpartyId'] : methodId === undefined ? undefined : cache.paymentMethods.get(methodId)?.counterpartyId;
  const name = counterpartyId === undefined ? undefined : cache.counterparties.get(counterpartyId)?.name;
  return name === undefined ? undefined : buttonName(name);
}

/** The currency the source account is debited in, when it is not the amount's (a SWIFT payment of AED from a USD account). */
export function debitCurrency(cache: Cache, body: Record<string, unknown>, amountCurrency: string | undefined): string | undefined {
  const accountId = body['sourceAccountId'];
  const currency = typeof accountId === 'string' ? cache.accounts.get(accountId)?.currency : undefined;
  return currency !== undefined && amountCurrency !== undefined && currency !== amountCurrency ? currency : undefined;
}

/** "Send 1,234.56 USD to Acme by ACH"; "Send 10,000.00 AED to Emirates Trading by SWIFT, debited in USD". */
function sendButton(cache: Cache, body: Record<string, unknown>, amount: string, rail: string): string {
  const money = (body['amount'] ?? body['sendAmount'] ?? body['receiveAmount']) as MoneyBody | undefined;
  const who = partyName(cache, body);
  const debited = debitCurrency(cache, body, money?.currency ?? money?.asset);
  return `Send ${amount}${who === undefined ? '' : ` to ${who}`} ${byRail(rail)}${debited === undefined ? '' : `, debited in ${debited}`}`;
}

/** "Move 25,000.00 USD to Payroll USD". */
function moveButton(cache: Cache, body: Record<string, unknown>, amount: string): string {
  const into = typeof body['destinationAccountId'] === 'string' ? cache.accounts.get(body['destinationAccountId'])?.name : undefined;
  return into === undefined ? `Move ${amount}` : `Move ${amount} to ${buttonName(into)}`;
}

const named = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? isolatedLine(value) : undefined);

/** "Create a US ACH account number on Operating USD". */
function accountNumberButton(cache: Cache, prepared: PreparedWrite, body: Record<string, unknown>): string {
  const accountId = prepared.pathParams?.['accountId'];
  const account = accountId === undefined ? undefined : cache.accounts.get(accountId);
  const on = account === undefined ? (accountId ?? 'the account') : isolatedLine(account.name);
  const kind = ACCOUNT_NUMBER_KINDS[String(body['type'])];
  return `Create a${kind === undefined ? 'n' : ` ${kind}`} account number on ${on}`;
}

/** "Submit the onboarding of Jane Doe for KYB review", or "Create the onboarding of Jane Doe (not submitted for review)". */
function onboardingButton(body: Record<string, unknown>): string {
  const who = named(body['entityType'] === 'individual' ? body['fullName'] : body['legalName']) ?? 'the customer';
  return body['autoSubmit'] === true ? `Submit the onboarding of ${who} for KYB review` : `Create the onboarding of ${who} (not submitted for review)`;
}

/** What the confirm button says. */
export function confirmLabel(cache: Cache, prepared: PreparedWrite): string {
  const body = (prepared.body ?? {}) as Record<string, unknown>;
  const amount = moneyText((body['amount'] ?? body['sendAmount'] ?? body['receiveAmount']) as MoneyBody | undefined);
  const rail = railOf(prepared);
  if (prepared.operation === 'createTransfer' && amount !== undefined) return moveButton(cache, body, amount);
  if (prepared.operation === 'createCollection' && amount !== undefined) {
    const who = partyName(cache, body);
    return `Collect ${amount}${who === undefined ? '' : ` from ${who}`} by ACH debit`;
  }
  if (amount !== undefined && rail !== undefined) return sendButton(cache, body, amount, rail);
  if (prepared.operation === 'createAccountNumber') return accountNumberButton(cache, prepared, body);
  if (prepared.operation === 'createOnboarding') return onboardingButton(body);
  return BUTTONS[prepared.action] ?? 'Confirm';
}
