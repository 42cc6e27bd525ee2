// What the list commands share: money written with exactly its currency's decimals
// (never through a JS number), the "as of the last sync" stamp of a cache read, a
// payment method's identifiers masked, and the command that lists what a message asks
// a person to choose.
import { decimalToMinorUnits, formatDecimalAmount, formatMinorUnits, isKnownCurrency, currencyExponent, minorUnitsToDecimal, type Money } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/schemas';
import { maskedIban, maskedLast4, maskedWallet } from '../../export/export-counterparties';
import type { CommandContext } from '../command-spec';
import { networkText } from './status-text';
import { byCount, countOf } from '../../../shared/count-words';

/** For people: "1,234.56" in USD, "12.500000" in USDC; empty when absent. */
export function moneyText(money: Money | undefined): string {
  if (money === undefined) return '';
  return formatDecimalAmount(minorUnitsToDecimal(money.value, money.exponent), money.currency);
}

/** For programs: the plain decimal at the currency's decimals ("1234.50"), or as given when it has more. */
export function plainAmount(money: Money | undefined): string | null {
  if (money === undefined) return null;
  const decimal = minorUnitsToDecimal(money.value, money.exponent);
  if (!isKnownCurrency(money.currency)) return decimal;
  try {
    return formatMinorUnits(decimalToMinorUnits(decimal, currencyExponent(money.currency)), money.currency, { grouping: false });
  } catch {
    return decimal;
  }
}

/** `--json` money: the currency and the exact decimal, never a number. */
export function jsonMoney(money: Money | undefined): { currency: string; amount: string } | null {
  const amount = plainAmount(money);
  return money === undefined || amount === null ? null : { currency: money.currency, amount };
}

/** The line under a cache list: how many, whether there is more, and as of when. */
export function asOfNote(ctx: CommandContext, shown: number, noun: readonly [one: string, many: string], more: boolean, lastSyncedAt: string | null): void {
  const moreText = more ? ' (more: narrow the filters or raise --limit)' : '';
  ctx.io.err(`${countOf(shown, noun[0], noun[1])}${moreText}; as of the last sync: ${lastSyncedAt ?? 'never (run `treasury sync`)'}.\n`);
}

/** "no longer on the server since 2026-11-23 14:05 UTC" for a row a sync found gone; empty while listed. */
export function goneText(goneAt: string | null | undefined): string {
  if (goneAt === null || goneAt === undefined) return '';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(goneAt);
  return `no longer on the server since ${match === null ? goneAt : `${match[1]} ${match[2]} UTC`}`;
}

/** The table with a last column saying which rows are gone, when one is (else as it was: no empty column). */
export function withGoneColumn(header: string[], rows: string[][], goneAts: ReadonlyArray<string | null | undefined>): [string[], string[][]] {
  if (!goneAts.some((at) => at !== null && at !== undefined)) return [header, rows];
  return [[...header, 'on the server'], rows.map((row, i) => [...row, goneText(goneAts[i])])];
}

/** The line under a list that shows gone rows: what it means and what to do. */
export function goneNote(ctx: CommandContext, gone: number, noun: readonly [one: string, many: string]): void {
  if (gone === 0) return;
  ctx.io.err(`${countOf(gone, noun[0], noun[1])} ${byCount(gone, 'is', 'are')} no longer on the server: kept here for history, never paid to or from; run \`treasury sync\` to check again.\n`);
}

/** A payment method's identifiers, masked: never a full account number. */
export function methodIdentifiers(method: PaymentMethod): string {
  switch (method.type) {
    case 'us_bank':
      return [method.routingNumber !== undefined ? `routing ${method.routingNumber}` : '', maskedLast4(method.accountNumberLast4) ?? ''].filter(Boolean).join(' ');
    case 'international_bank':
      return [maskedIban(method.iban) !== undefined ? `IBAN ${maskedIban(method.iban)}` : '', maskedLast4(method.accountNumberLast4) ?? '', method.bic !== undefined ? `BIC ${method.bic}` : '']
        .filter(Boolean).join(' ');
    case 'crypto_wallet':
      return [method.chain === undefined ? '' : networkText(method.chain), maskedWallet(method.walletAddress) ?? ''].filter(Boolean).join(' ');
    case 'open':
      return method.openId ?? '';
    default:
      return '';
  }
}

/** The command that lists each kind of thing a write asks a person to choose. */
const LIST_COMMANDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/payment method/, '`treasury payment-methods CPT`'],
  [/counterparty/, '`treasury counterparties`'],
  [/payment(?! method)/, '`treasury payments`'],
  [/account/, '`treasury balances`'],
];

/**
 * "…choose a payment method from the list." becomes "…choose a payment method from
 * `treasury payment-methods CPT`.": on the command line, the list is a command.
 */
export function namingListCommand(message: string): string {
  const match = /choose (an? [a-z ]+?|one) from the list/.exec(message);
  if (match === null) return message;
  const subject = match[1] === 'one' ? (/is not (an? [a-z ]+?) id/.exec(message)?.[1] ?? '') : (match[1] as string);
  const command = LIST_COMMANDS.find(([pattern]) => pattern.test(subject))?.[1];
  return command === undefined ? message : message.replace('from the list', `from ${command}`);
}
