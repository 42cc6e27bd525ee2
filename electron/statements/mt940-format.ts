// SWIFT MT940 (customer statement message): :20: reference, :25: account, :28C: statement
// number, :60F: opening balance, per entry a :61: statement line (value date, entry date,
// C/D or RC/RD for reversals, amount with a decimal comma, the SWIFT transaction type of
// entry-type-codes.ts, the payment's reference and the entry id as the bank's reference)
// and an :86: with the party and description (up to 6 lines of 65), :62F: closing
// balance. Text is in SWIFT's X character set (statement-text.ts), lines end in CRLF.
import { codesOf, REVERSAL_TYPES } from './entry-type-codes';
import { absolute, minorToDecimal } from './minor-units';
import type { StatementEntry, StatementSummary } from './statement-model';
import type { StatementFormat } from './statement-format';
import { iso4217Refusal } from './statement-format';
import { fittedId, statementKey } from './statement-ids';
import { SWIFT_X, transliterate } from './statement-text';

const CRLF = '\r\n';
/** :61: and balance amounts: 15 characters with the comma. */
const MAX_AMOUNT_CHARS = 15;
const LINE = 65;
const LINES_86 = 6;

const yymmdd = (date: string) => date.slice(2, 10).replaceAll('-', '');
const swift = (value: string | null) => (value === null ? '' : transliterate(value, SWIFT_X));

/** 1250n at exponent 2 is "12,50"; at exponent 0 "12," (the comma is always there). */
function amountOf(value: bigint, exponent: number): string {
  const text = minorToDecimal(absolute(value), exponent);
  return exponent === 0 ? `${text},` : text.replace('.', ',');
}

function balanceField(tag: '60F' | '62F', value: bigint, date: string, summary: StatementSummary): string {
  return `:${tag}:${value < 0n ? 'D' : 'C'}${yymmdd(date)}${summary.account.currency}${amountOf(value, summary.account.exponent)}${CRLF}`;
}

/** Lines of at most 65 characters, at most six, none starting with ":" or "-" (they would read as a tag or the end). */
function lines86(text: string): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > 0 && lines.length < LINES_86) {
    const lead = rest.startsWith(':') || rest.startsWith('-') ? ' ' : '';
    const take = LINE - lead.length;
    lines.push(lead + rest.slice(0, take));
    rest = rest.slice(take);
  }
  if (rest.length > 0) lines[LINES_86 - 1] = `${(lines[LINES_86 - 1] as string).slice(0, LINE - 3)}...`;
  return lines;
}

/** A reference subfield: no "/" (it separates subfields), no spaces, at most 16 characters. */
const referenceText = (value: string | null) => swift(value).replace(/[/ ]+/g, '-').replace(/^-+|-+$/g, '');
const referenceOf = (value: string | null) => referenceText(value).slice(0, 16);

function entryLines(entry: StatementEntry, summary: StatementSummary): string {
  const credit = entry.direction === 'credit';
  // A reversal that credits the account reverses a debit (RD), one that debits reverses a credit (RC).
  const mark = REVERSAL_TYPES.has(entry.type) ? (credit ? 'RD' : 'RC') : credit ? 'C' : 'D';
  const date = yymmdd(entry.bookingDate);
  const ownReference = referenceOf(entry.reference) || 'NONREF';
  const bankReference = fittedId(entry.id, 16, referenceText(entry.id));
  const line61 = `:61:${date}${date.slice(2)}${mark}${amountOf(entry.amount, summary.account.exponent)}${codesOf(entry.type).swift}${ownReference}//${bankReference}${CRLF}`;
  // The id as it is, when the reference could not carry it (too long, or written otherwise): there is room for more of it.
  const supplementary = bankReference === entry.id ? '' : `${fittedId(entry.id, 34, swift(entry.id))}${CRLF}`;
  const details = [entry.counterpartyName, entry.description, entry.reference, entry.origin === null ? null : `${entry.origin.kind} ${entry.origin.id}`]
    .filter((part): part is string => part !== null && part !== '')
    .map(swift)
    .join(' / ');
  const text86 = details === '' ? '' : `:86:${lines86(details).join(CRLF)}${CRLF}`;
  return line61 + supplementary + text86;
}

export const mt940Format: StatementFormat = {
  id: 'mt940',
  name: 'MT940',
  extension: 'sta',
  refusal(summary) {
    const currency = iso4217Refusal(summary, 'MT940');
    if (currency !== undefined) return currency;
    const largest = [summary.opening, summary.closing, summary.credits, summary.debits].map((v) => amountOf(v, summary.account.exponent).length);
    if (Math.max(...largest) > MAX_AMOUNT_CHARS) return `MT940 amounts have at most ${MAX_AMOUNT_CHARS} characters, and this statement's are longer`;
    return undefined;
  },
  writer(summary) {
    const { account, period } = summary;
    return {
      begin: () => `:20:${statementKey(summary)}${period.to.replaceAll('-', '').slice(2)}${CRLF}`
        + `:25:${fittedId(account.id, 35, swift(account.id))}${CRLF}`
        + `:28C:${Number(period.to.slice(5, 7))}/1${CRLF}`
        + balanceField('60F', summary.opening, period.from, summary),
      entry: (entry) => entryLines(entry, summary),
      end: () => balanceField('62F', summary.closing, summary.closingDate, summary)
        + (summary.asOf === null ? '' : `:86:${swift(`As of ${summary.asOf}, ${period.timeZone}`).slice(0, LINE)}${CRLF}`)
        + `-${CRLF}`,
    };
  },
};
