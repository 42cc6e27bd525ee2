// The read-only review of a prepared instruction, row by row, from exactly the body that
// will be sent and the cache's names for what it refers to: the environment, the rail,
// from, to (the payment method masked: last four digits, never a full number), the amount
// in its currency's decimals, fees where known, the reference and purpose, a crypto
// payment's whole wallet address and travel-rule data as entered; with the words
// of the button that sends it (confirm-label.ts: "Send 1,234.56 USD by Fedwire").
import type { PreparedWriteView } from '../../shared/ipc';
import type { Cache } from '../cache';
import { clockText, newYorkTime, newYorkWeekdayName, sameDayAchCutoffOn, sameDayAchMissed } from '../../shared/ach-cutoff';
import { clockInZone } from '../../shared/time-in-zone';
import { chainName } from '../../shared/chain-addresses';
import { ourSentence } from '../../shared/bidi-isolate';
import { describePaymentMethod, isolatedLine, oneLine } from '../pre-send-checks';
import type { PreparedWrite } from '../write-flows';
import { railLabel } from '../../shared/rail-text';
import { confirmLabel, debitCurrency, moneyText, railOf } from './confirm-label';
import { cryptoReviewRows } from './crypto-review-rows';
import { directoryRows, metadataText } from './directory-review';
import { fundingReviewRows } from './funding-review-rows';

type Row = { label: string; value: string };
type MoneyBody = Parameters<typeof moneyText>[0];

/**
 * The Fees row. The API gives no fee before a payment is sent (no fee quote), and a rail's fee
 * is a ledger entry of its own, debited on top of the amount: the review says so, never a figure.
 */
const ON_TOP = 'debited from the account separately, on top of the amount; not known before sending (the server gives no fee quote)';
const FEES: Readonly<Record<string, string>> = {
  open: 'None: the open network is fee-free.',
  ach: `The provider's ACH fee, if any, is ${ON_TOP}.`,
  fedwire: `The provider's Fedwire fee, if any, is ${ON_TOP}.`,
  swift: `The provider's SWIFT fee, if any, is ${ON_TOP}. The banks on the way may also take charges, as the Charges row says.`,
  crypto: `The network fee, if any, is ${ON_TOP}.`,
};
/** A collection's Fees row: its fee is debited from the account it is collected into, as a payment's is from its account. */
const COLLECTION_FEES = "The provider's ACH collection fee, if any, is debited from the Into account separately, as a ledger entry of its own; not known before sending (the server gives no fee quote). The outcome shows it once the server gives it.";

/** The Amount fixed row: which side the amount fixes, and (but on the fee-free open network) that fees come on top. */
function amountFixedText(side: unknown, rail: string | undefined): string | undefined {
  const fees = rail === 'open' ? 'the open network charges no fee' : 'any fee is debited separately, on top';
  if (side === 'send') return `The amount sent; ${fees}`;
  if (side === 'receive') return `What the recipient receives; ${fees}`;
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? oneLine(value) : undefined);

/** A code as words: "trade_of_goods" is "Trade of goods" (no raw enum in the review). */
function words(value: unknown): string | undefined {
  const plain = text(value)?.replace(/_/g, ' ');
  return plain === undefined || plain === '' ? undefined : plain.charAt(0).toUpperCase() + plain.slice(1);
}

const CHARGE_BEARERS: Readonly<Record<string, string>> = {
  OUR: "OUR: you pay every bank's charges",
  SHA: 'SHA: shared, each side pays its own bank',
  BEN: 'BEN: the recipient pays every charge',
};

/** "DEUTDEFF (Deutsche Bank)": the bank a SWIFT payment goes through, as sent. */
function intermediaryText(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const bank = value as Record<string, unknown>;
  const name = text(bank['name']);
  const where = [name === undefined ? undefined : isolatedLine(name), text(bank['country'])].filter((p) => p !== undefined).join(', ');
  return [text(bank['bic']), where === '' ? undefined : `(${where})`].filter((p) => p !== undefined).join(' ') || undefined;
}

/** "Operating USD (USD)"; the id is added only when another cached account has the same name and currency. */
function accountText(cache: Cache, id: unknown): string | undefined {
  if (typeof id !== 'string') return undefined;
  const account = cache.accounts.get(id);
  if (account === undefined) return id;
  const named = `${isolatedLine(account.name)} (${account.currency})`;
  const twin = cache.accounts.all().some((other) => other.id !== id && other.name === account.name && other.currency === account.currency);
  return twin ? `${named}, ${id}` : named;
}

function recipientText(cache: Cache, body: Record<string, unknown>): string | undefined {
  const methodId = text(body['paymentMethodId']);
  if (methodId === undefined) return undefined;
  const method = cache.paymentMethods.get(methodId);
  const counterpartyId = text(body['counterpartyId']) ?? method?.counterpartyId;
  const counterparty = counterpartyId === undefined ? undefined : cache.counterparties.get(counterpartyId);
  const who = counterparty === undefined ? (counterpartyId ?? 'the counterparty') : isolatedLine(counterparty.name);
  return `${who}: ${method === undefined ? methodId : describePaymentMethod(method)}`;
}

/**
 * When an ACH payment takes effect, from the time it was prepared and today's same-day
 * cut-off (about 2:45 PM New York), the cut-off in Eastern time and in the person's time zone.
 */
export function achTiming(achType: unknown, preparedAt: string, timeZone: string): string | undefined {
  if (achType !== 'same_day' && achType !== 'standard') return undefined;
  const at = new Date(preparedAt);
  const now = newYorkTime(at);
  const cutoff = sameDayAchCutoffOn(at);
  const eastern = newYorkTime(cutoff);
  const inNewYork = `${clockText(eastern.hour, eastern.minute)} ${eastern.zone}`;
  const yours = clockInZone(cutoff, timeZone);
  const cutoffText = yours === inNewYork ? inNewYork : `${inNewYork} (${yours} your time)`;
  const nowText = `${clockText(now.hour, now.minute)} ${now.zone}`;
  const missed = sameDayAchMissed(at);
  if (missed === 'weekend') {
    const weekend = `it is ${newYorkWeekdayName(at)} in New York, and no ACH settles on a weekend`;
    return achType === 'standard'
      ? `Next business day (standard ACH): ${weekend}.`
      : `Next business day: ${weekend}; on business days the same-day cut-off is ${cutoffText}. The same-day fee may still apply.`;
  }
  if (achType === 'standard') return `Next business day (standard ACH). Today's same-day cut-off: ${cutoffText}.`;
  return missed === 'after_cutoff'
    ? `Next business day: it is ${nowText} in New York, past today's same-day cut-off of ${cutoffText}.`
    : `Today, if sent before the same-day cut-off of ${cutoffText}; it is ${nowText} in New York.`;
}

/**
 * A payment whose amount is in another currency than its source account's: what the
 * account is debited in. The API gives no rate or estimate before a payment is sent (FX
 * quotes are not part of it), so none is made up.
 */
function debitedIn(cache: Cache, body: Record<string, unknown>): string | undefined {
  const money = (body['amount'] ?? body['sendAmount'] ?? body['receiveAmount']) as MoneyBody | undefined;
  const currency = debitCurrency(cache, body, money?.currency ?? money?.asset);
  if (currency === undefined) return undefined;
  const rate = body['executionPreference'] === 'use_quote' ? `the rate of quote ${text(body['quoteId']) ?? ''}` : 'the exchange rate when it is sent';
  return `${currency}: the ${currency} amount is set by ${rate}; the server gives no estimate before it is sent.`;
}

export function reviewRows(cache: Cache, prepared: PreparedWrite): Row[] {
  const body = (prepared.body ?? {}) as Record<string, unknown>;
  const rail = railOf(prepared);
  const rows: Array<[string, string | undefined]> = [
    ['Environment', prepared.environment === 'production' ? 'Production: real money' : 'Sandbox: test money'],
    ['What', prepared.summary],
    ...directoryRows(cache, prepared),
    ['Rail', rail === undefined ? undefined : railLabel(rail)],
    ['From', accountText(cache, body['sourceAccountId'])],
    ['Into', accountText(cache, body['destinationAccountId'])],
    [prepared.operation === 'createCollection' ? 'Debited' : 'To', recipientText(cache, body)],
    ['Amount', moneyText((body['amount'] ?? body['sendAmount']) as MoneyBody | undefined)],
    ['The recipient receives', moneyText(body['receiveAmount'] as MoneyBody | undefined)],
    ['Debited in', debitedIn(cache, body)],
    ['Fees', prepared.operation === 'createCollection' ? COLLECTION_FEES : rail === undefined ? undefined : FEES[rail]],
    ['ACH type', body['achType'] === 'same_day' ? 'Same day' : body['achType'] === 'standard' ? 'Standard (next business day)' : undefined],
    ['Effective date / cut-off', prepared.operation === 'createAchPayment' ? achTiming(body['achType'], prepared.preparedAt, prepared.timeZone) : undefined],
    ['SEC code', text(body['secCode'])],
    ['Amount fixed', amountFixedText(body['amountInputSide'], rail)],
    ['Intermediary bank', intermediaryText(body['intermediaryBank'])],
    ['Charges', text(body['chargeBearer']) === undefined ? undefined : (CHARGE_BEARERS[text(body['chargeBearer']) as string] ?? text(body['chargeBearer']))],
    ['Conversion', body['executionPreference'] === 'use_quote' ? `At quote ${text(body['quoteId']) ?? ''}` : body['executionPreference'] === 'at_market' ? 'At market' : undefined],
    ['Network', text(body['network']) === undefined ? undefined : chainName(text(body['network']) as string)],
    ...cryptoReviewRows(cache, prepared.operation === 'createCryptoPayment' || body['rail'] === 'crypto', body),
    ['Reference', text(body['reference'])],
    ['Purpose', words(body['purpose'])],
    ['Metadata', prepared.action.startsWith('pay') || prepared.operation === 'createCollection' || prepared.operation === 'createTransfer' ? metadataText(body['metadata']) : undefined],
    ...fundingReviewRows(prepared, (id) => accountText(cache, id)),
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '').map(([label, value]) => ({ label, value }));
}

export function toPreparedWriteView(cache: Cache, prepared: PreparedWrite): PreparedWriteView {
  return {
    id: prepared.id,
    environment: prepared.environment,
    action: prepared.action,
    operation: prepared.operation,
    summary: ourSentence(prepared.summary),
    checks: prepared.checks.map((c) => ({ code: c.code, severity: c.severity, message: ourSentence(c.message) })),
    review: reviewRows(cache, prepared).map((row) => ({ label: row.label, value: ourSentence(row.value) })),
    confirmLabel: confirmLabel(cache, prepared),
    needsTypedEnvironment: prepared.environment === 'production',
    preparedAt: prepared.preparedAt,
    expiresAt: prepared.expiresAt,
  };
}
