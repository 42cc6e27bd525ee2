// An entry's text in a format, declared once as a template of pieces: literal text, the
// entry's texts (escaped, cut or left out as xmlText and xmlElement do), its amount, its
// booking day, and codes that follow from its type and direction. From one template come
// both ways of writing an entry:
//   - renderEntry: from the model's StatementEntry, in JavaScript (every entry can be
//     written so; it is the definition);
//   - entryTextSql: the same text built by SQLite from the entry's columns
//     (statement-reads.ts: EntryTextQuery), with a check string; where entryTextCheck finds
//     the check plain (every text as xmlText leaves it, the amount as minorToDecimal
//     writes it, amount and balance exact in 64 bits), SQLite's text is byte for byte
//     renderEntry's, and the entry's running balance before and after it (in minor units)
//     is exact. Other entries are written by renderEntry (statement-entry-texts.ts).
// test/unit/statements/statement-entry-template.test.ts compares the two on generated entries.
import type { EntryTextQuery } from '../cache';
import { ENTRY_TYPE_CODES } from './entry-type-codes';
import { minorToDecimal } from './minor-units';
import { FEE_TYPES, type StatementEntry, type StatementSummary } from './statement-model';
import { fittedId } from './statement-ids';
import { xmlText } from './statement-text';

type Direction = StatementEntry['direction'];

/** The entry's texts a template can write. */
export type EntryTextName = 'id' | 'type' | 'originId' | 'party' | 'reference' | 'txInfo' | 'description';

export type EntryPiece =
  | string
  /** The text escaped; with `element` ("A/B": nested), inside those elements and left out when empty; with `when`, only for that direction. */
  | { readonly text: EntryTextName; readonly max: number; readonly element?: string; readonly when?: Direction }
  | { readonly amount: true }
  | { readonly bookingDate: true }
  /** Text that follows from the type and direction alone (the code tables of entry-type-codes.ts). */
  | { readonly code: (type: string, direction: Direction) => string };

export type EntryTemplate = (summary: StatementSummary) => readonly EntryPiece[];

/** Each text from the model (ids fitted to their field: statement-ids.ts). */
const MODEL_TEXTS: Record<EntryTextName, (entry: StatementEntry, max: number) => string | null> = {
  id: (entry, max) => fittedId(entry.id, max),
  type: (entry) => entry.type,
  originId: (entry, max) => (entry.origin === null ? null : fittedId(entry.origin.id, max)),
  party: (entry) => entry.counterpartyName,
  reference: (entry) => entry.reference,
  txInfo: (entry) => [entry.origin === null ? null : `${entry.origin.kind} ${entry.origin.id}`, entry.linkedTransactionId === null ? null : `reverses ${entry.linkedTransactionId}`].filter((part) => part !== null).join('; '),
  description: (entry) => entry.description,
};

const HAS_ORIGIN = '(reference_type IS NOT NULL AND reference_id IS NOT NULL)';
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The same texts from the entry's columns (a number in a payment's JSON as char(1), which no check passes: the model writes it). */
const COLUMN_TEXTS: Record<EntryTextName, string> = {
  id: 'id',
  type: 'type',
  originId: `CASE WHEN ${HAS_ORIGIN} THEN reference_id END`,
  party: `CASE WHEN type IN (${[...FEE_TYPES].map(literal).join(', ')}) THEN NULL ELSE counterparty_name END`,
  reference: "CASE WHEN typeof(origin_reference) IN ('text', 'null') THEN origin_reference ELSE char(1) END",
  txInfo: `concat_ws('; ', CASE WHEN ${HAS_ORIGIN} THEN reference_type || ' ' || reference_id END, CASE WHEN linked_id IS NOT NULL THEN 'reverses ' || linked_id END)`,
  description: 'description',
};

const open = (path: string) => path.split('/').map((name) => `<${name}>`).join('');
const close = (path: string) => path.split('/').reverse().map((name) => `</${name}>`).join('');

/** The entry's text in the template's format. */
export function renderEntry(pieces: readonly EntryPiece[], entry: StatementEntry, summary: StatementSummary): string {
  let out = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') out += piece;
    else if ('text' in piece) {
      if (piece.when !== undefined && piece.when !== entry.direction) continue;
      const text = xmlText(MODEL_TEXTS[piece.text](entry, piece.max), piece.max);
      if (piece.element === undefined) out += text as string;
      else if (text !== undefined) out += `${open(piece.element)}${text}${close(piece.element)}`;
    } else if ('amount' in piece) out += minorToDecimal(entry.amount, summary.account.exponent);
    else if ('bookingDate' in piece) out += entry.bookingDate;
    else out += piece.code(entry.type, entry.direction);
  }
  return out;
}

/**
 * The SQL of a code piece: the unknown type's code, or a CASE over the types the app knows
 * whose code differs from it (grouped by code), each by direction where the two differ.
 */
function codeSql(code: (type: string, direction: Direction) => string): string {
  const byDirection = (type: string) => {
    const credit = literal(code(type, 'credit'));
    const debit = literal(code(type, 'debit'));
    return credit === debit ? credit : `CASE direction WHEN 'credit' THEN ${credit} ELSE ${debit} END`;
  };
  const otherwise = byDirection('\u0000 a type this app does not know');
  const groups = new Map<string, string[]>();
  for (const type of Object.keys(ENTRY_TYPE_CODES)) {
    const sql = byDirection(type);
    if (sql !== otherwise) groups.set(sql, [...(groups.get(sql) ?? []), literal(type)]);
  }
  if (groups.size === 0) return otherwise;
  return `CASE ${[...groups].map(([sql, types]) => `WHEN type IN (${types.join(', ')}) THEN ${sql}`).join(' ')} ELSE ${otherwise} END`;
}

function pieceSql(piece: EntryPiece): string {
  if (typeof piece === 'string') return literal(piece);
  if ('amount' in piece) return 'amount';
  if ('bookingDate' in piece) return '@day';
  if ('code' in piece) return codeSql(piece.code);
  const text = COLUMN_TEXTS[piece.text];
  // An absent or empty text leaves its element out: a || with NULL is NULL, which concat() skips.
  const sql = piece.element === undefined ? text : `${literal(open(piece.element))} || nullif(${text}, '') || ${literal(close(piece.element))}`;
  return piece.when === undefined ? sql : `CASE direction WHEN ${literal(piece.when)} THEN ${sql} END`;
}

/** The texts an entry's check string holds, once each: required (never empty) or not, with the most characters. */
function checkedTexts(pieces: readonly EntryPiece[]): Array<{ readonly name: EntryTextName; readonly max: number; readonly required: boolean }> {
  const seen = new Map<string, { name: EntryTextName; max: number; required: boolean }>();
  for (const piece of pieces) {
    if (typeof piece === 'string' || !('text' in piece)) continue;
    const required = piece.element === undefined;
    seen.set(`${piece.text} ${piece.max} ${required}`, { name: piece.text, max: piece.max, required });
  }
  return [...seen.values()];
}

const SEPARATOR = '\u001F';

/** The entry's text over the columns of statement-reads.ts (EntryTextQuery) and @day; its check: amount, balance and each text the template writes, joined by U+001F (entryTextCheck). */
export function entryTextSql(pieces: readonly EntryPiece[]): EntryTextQuery {
  const texts = checkedTexts(pieces).map((text) => COLUMN_TEXTS[text.name]);
  // Literals next to each other are one argument.
  const merged = pieces.reduce<EntryPiece[]>((all, piece) => {
    const last = all[all.length - 1];
    if (typeof piece === 'string' && typeof last === 'string') all[all.length - 1] = last + piece;
    else all.push(piece);
    return all;
  }, []);
  return { text: `concat(${merged.map(pieceSql).join(', ')})`, check: `concat(${['amount', 'balance', ...texts].join(`, char(31), `)})` };
}

/** Characters xmlText escapes or replaces (statement-text.ts: NEEDS_ESCAPE; the separator among them). */
const ESCAPED = '&<>"\'\\u0000-\\u001F\\uD800-\\uDFFF\\uFFFE\\uFFFF';
/** Most digits of an amount or balance read in SQL: minor units, and a balance less an amount, stay within 64 bits. */
const MAX_SQL_DIGITS = 18;

/**
 * The check of the string entryTextSql joins: the amount as minorToDecimal writes it, the
 * balance plain, both of at most 18 digits, each text as xmlText leaves it (nothing to
 * escape or replace, no space to trim, no more UTF-16 units than its element's characters;
 * a required one not empty). True: SQLite's text and balances are exact.
 */
export function entryTextCheck(pieces: readonly EntryPiece[], exponent: number): RegExp {
  const fraction = exponent === 0 ? '' : `\\.[0-9]{${exponent}}`;
  const whole = MAX_SQL_DIGITS - exponent;
  const plain = (max: number) => `[^${ESCAPED}\\s](?:[^${ESCAPED}]{0,${max - 2}}[^${ESCAPED}\\s])?`;
  const texts = checkedTexts(pieces).map((text) => `${SEPARATOR}${text.required ? `(?:${plain(text.max)})` : `(?:${plain(text.max)})?`}`);
  return new RegExp(`^(?:0|[1-9][0-9]{0,${whole - 1}})${fraction}${SEPARATOR}-?[0-9]{1,${whole}}${fraction}${texts.join('')}$`);
}
