// A ledger list page as JSON text. Each entry's JSON is written ONCE, when the entry is
// posted (ledger entries never change), into the row's `item_json` column
// (migrations.ts, version 2); a page is then those texts joined, read as one string per
// row. Serving a million rows in 200-row pages used to read every row as 16 values and
// write its JSON again on every request, which cost most of the sandbox's CPU.
//
// The item text is the same document as JSON.stringify(ledgerRowToTransaction(row)):
// the same keys in the same order, without an object per row and per field. Every
// stored string goes through JSON.stringify (quotes and escapes as before). Amounts and
// balances are minorUnitsToDecimal's text, built from the digits when the minor units
// are plain digits (the only form the sandbox stores) and by minorUnitsToDecimal
// otherwise; createdAt is isoTime's text, its date part formatted once per day. Those
// three are written between quotes as they are: decimals and ISO times hold only digits
// and `-.:+TZ`, nothing JSON escapes. A row written before version 2 (item_json NULL)
// is written from its values when it is served.
import { minorUnitsToDecimal } from '../../shared/money';
import { isoTime } from '../clock/simulated-clock';
import type { LedgerRow } from './ledger-rows';

/** The columns an item's JSON is written from, in the order of `LedgerItemValues`. */
export const LEDGER_ITEM_COLUMNS =
  'id, account_id, type, direction, amount_minor, currency, balance_minor, created_at, linked_id, group_id, reference_type, reference_id, description, metadata, exponent, seq';

export type LedgerItemValues = readonly [
  id: string,
  accountId: string,
  type: string,
  direction: string,
  amountMinor: string,
  currency: string,
  balanceMinor: string,
  createdAt: number,
  linkedId: string | null,
  groupId: string | null,
  referenceType: string | null,
  referenceId: string | null,
  description: string | null,
  metadata: string | null,
  exponent: number,
  /** Absent before the row is inserted (the JSON does not use it). */
  seq?: number,
];

/** The columns read for a page, in the order of `LedgerPageRow`. */
export const LEDGER_PAGE_COLUMNS = 'item_json, id, seq';

/** A page's row: the item's JSON as posted (NULL for a row written before it was kept), its id and seq. */
export type LedgerPageRow = readonly [itemJson: string | null, id: string, seq: number];

/** The same row as the object ledgerRowToTransaction reads (for the one-item read and tests). */
export function itemValuesToLedgerRow(row: LedgerItemValues): LedgerRow {
  return {
    id: row[0], account_id: row[1], type: row[2] as LedgerRow['type'], direction: row[3] as LedgerRow['direction'],
    amount_minor: row[4], currency: row[5], balance_minor: row[6], created_at: row[7], linked_id: row[8], group_id: row[9],
    reference_type: row[10] as LedgerRow['reference_type'], reference_id: row[11], description: row[12], metadata: row[13],
    exponent: row[14], seq: row[15] ?? 0,
  };
}

const PLAIN_MINOR = /^(?:0|[1-9][0-9]*)$/;
const ZEROS = '0'.repeat(64);

/** minorUnitsToDecimal(minor, exponent) for plain digits, without a bigint; anything else goes to it. */
export function minorDigitsToDecimal(minor: string, exponent: number): string {
  if (!PLAIN_MINOR.test(minor) || !Number.isSafeInteger(exponent) || exponent < 1 || exponent >= ZEROS.length) return minorUnitsToDecimal(minor, exponent);
  const digits = minor.length > exponent ? minor : ZEROS.slice(0, exponent + 1 - minor.length) + minor;
  const cut = digits.length - exponent;
  return `${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

const DAY_MS = 86_400_000;
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** isoTime for runs of times close together: the same text, the date part formatted once per day. */
export function createIsoTimeWriter(): (ms: number) => string {
  let day = Number.NaN;
  let datePart = '';
  return (ms) => {
    if (!Number.isSafeInteger(ms) || ms < 0 || ms > 253_402_300_799_999) return isoTime(ms);
    const today = Math.floor(ms / DAY_MS);
    if (today !== day) {
      day = today;
      datePart = isoTime(today * DAY_MS).slice(0, 11);
    }
    let rest = ms - today * DAY_MS;
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    const seconds = Math.floor(rest / 1000);
    return `${datePart}${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[rest - seconds * 1000]}Z`;
  };
}

const text = (value: string): string => JSON.stringify(value);

/**
 * One entry's JSON, keys in ledgerRowToTransaction's order; optional fields only when set.
 * `iso` formats createdAt (createIsoTimeWriter's, kept across the rows of a batch).
 */
export function ledgerItemJson(row: LedgerItemValues, iso: (ms: number) => string = isoTime): string {
  const exponent = row[14];
  let json =
    `{"id":${text(row[0])},"accountId":${text(row[1])},"type":${text(row[2])},"direction":${text(row[3])},` +
    `"amount":"${minorDigitsToDecimal(row[4], exponent)}","currency":${text(row[5])},` +
    `"balance":"${minorDigitsToDecimal(row[6], exponent)}","createdAt":"${iso(row[7])}",` +
    `"linkedTransactionId":${row[8] === null ? 'null' : text(row[8])}`;
  if (row[9] !== null) json += `,"transactionGroupId":${text(row[9])}`;
  if (row[10] !== null) json += `,"referenceType":${text(row[10])}`;
  if (row[11] !== null) json += `,"referenceId":${text(row[11])}`;
  if (row[12] !== null) json += `,"description":${text(row[12])}`;
  if (row[13] !== null) json += `,"metadata":${JSON.stringify(JSON.parse(row[13]))}`;
  return `${json}}`;
}

/**
 * `{"items":[...],"pagination":{"hasMore":...,"nextCursor":...}}` as listBody shapes it;
 * `writeMissing` writes the JSON of a row whose item_json is NULL, from its seq.
 */
export function ledgerPageJson(rows: readonly LedgerPageRow[], hasMore: boolean, writeMissing: (seq: number) => string): string {
  const items = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as LedgerPageRow;
    items[i] = row[0] ?? writeMissing(row[2]);
  }
  const last = rows[rows.length - 1];
  const pagination = last === undefined ? `{"hasMore":${hasMore}}` : `{"hasMore":${hasMore},"nextCursor":${text(last[1])}}`;
  return `{"items":[${items.join(',')}],"pagination":${pagination}}`;
}
