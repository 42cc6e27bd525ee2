// The fast way of writing an entry of a template (statement-entry-template.ts): SQLite
// gives only the entry's variable texts (its rowid, direction, amount, balance, and each
// text the template writes, once), joined by U+001F in one column (entrySpliceSql); where the check
// (entrySpliceCheck) finds them plain (every text as xmlText leaves it, the amount as
// minorToDecimal writes it, amount and balance exact in 64 bits, a known direction), the
// template's pieces are spliced around them as bytes (statement-entry-bytes.ts): the
// constant XML from the template, each code from the template's code function of the
// row's type and direction, the booking day from the query's day. The result is byte for
// byte renderEntry's; a row whose check fails (a text to escape, trim or cut, which is
// also every text holding U+001F) is written by renderEntry from the model.
// test/unit/statements/statement-entry-template.test.ts compares the two on generated entries.
import type { EntryTextQuery } from '../cache';
import { COLUMN_TEXTS, type EntryPiece, type EntryTextName } from './statement-entry-template';

const SEPARATOR = '\u001F';

export interface SplicedText {
  readonly name: EntryTextName;
  /** The fewest characters any piece of this text allows (a text that fits it fits them all). */
  readonly max: number;
  /** Some piece writes it without an element, so it may not be empty. */
  readonly required: boolean;
}

/** Each text the pieces write, once, and `type` (the codes' input) even when none writes it. */
export function splicedTexts(pieces: readonly EntryPiece[]): SplicedText[] {
  const seen = new Map<EntryTextName, SplicedText>();
  for (const piece of pieces) {
    if (typeof piece === 'string' || !('text' in piece)) continue;
    const before = seen.get(piece.text);
    const required = piece.element === undefined;
    seen.set(piece.text, before === undefined ? { name: piece.text, max: piece.max, required } : { name: piece.text, max: Math.min(before.max, piece.max), required: before.required || required });
  }
  if (!seen.has('type')) seen.set('type', { name: 'type', max: Infinity, required: false });
  return [...seen.values()];
}

/** The variable texts' SQL over the columns of statement-reads.ts (EntryTextQuery). */
export function entrySpliceSql(pieces: readonly EntryPiece[]): EntryTextQuery {
  const columns = ['entry_rowid', 'direction', 'amount', 'balance', ...splicedTexts(pieces).map((text) => COLUMN_TEXTS[text.name])];
  return { vars: `concat(${columns.join(', char(31), ')})` };
}

/** Characters xmlText escapes or replaces (statement-text.ts: NEEDS_ESCAPE; the separator among them). */
const ESCAPED = '&<>"\'\\u0000-\\u001F\\uD800-\\uDFFF\\uFFFE\\uFFFF';
/** Most digits of an amount or balance read in SQL: minor units, and a balance less an amount, stay within 64 bits. */
const MAX_SQL_DIGITS = 18;

/** True for the variable texts SQLite gave when splicing them writes renderEntry's bytes and SQLite's balances are exact. */
export function entrySpliceCheck(pieces: readonly EntryPiece[], exponent: number): RegExp {
  const fraction = exponent === 0 ? '' : `\\.[0-9]{${exponent}}`;
  const whole = MAX_SQL_DIGITS - exponent;
  const plain = (max: number) => (max === Infinity ? `[^${SEPARATOR}]*` : `[^${ESCAPED}\\s](?:[^${ESCAPED}]{0,${max - 2}}[^${ESCAPED}\\s])?`);
  const texts = splicedTexts(pieces).map((text) => `${SEPARATOR}${text.required || text.max === Infinity ? `(?:${plain(text.max)})` : `(?:${plain(text.max)})?`}`);
  return new RegExp(`^[0-9]+${SEPARATOR}(?:credit|debit)${SEPARATOR}(?:0|[1-9][0-9]{0,${whole - 1}})${fraction}${SEPARATOR}-?[0-9]{1,${whole}}${fraction}${texts.join('')}$`);
}
