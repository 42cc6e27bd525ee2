// The fast way of writing an entry of a template (statement-entry-template.ts): SQLite
// gives only the entry's variable texts (direction, amount, balance, and each text the
// template writes, once), joined by U+001F in one column (entrySpliceSql); where the check
// (entrySpliceCheck) finds them plain (every text as xmlText leaves it, the amount as
// minorToDecimal writes it, amount and balance exact in 64 bits, a known direction), the
// template's pieces are spliced around them in JavaScript (entrySplicer): the constant XML
// from the template, each code from the template's code function of the row's type and
// direction, the booking day from the query's day. The result is byte for byte
// renderEntry's; a row whose check fails (a text to escape, trim or cut, which is also
// every text holding U+001F) is written by renderEntry from the model.
// test/unit/statements/statement-entry-template.test.ts compares the two on generated entries.
import type { EntryTextQuery } from '../cache';
import { closeTags, COLUMN_TEXTS, openTags, type EntryPiece, type EntryTextName } from './statement-entry-template';

type Direction = 'credit' | 'debit';

const SEPARATOR = '\u001F';
/** Fields before the texts: direction, amount, balance. */
const FIXED_FIELDS = 3;

interface SplicedText {
  readonly name: EntryTextName;
  /** The fewest characters any piece of this text allows (a text that fits it fits them all). */
  readonly max: number;
  /** Some piece writes it without an element, so it may not be empty. */
  readonly required: boolean;
}

/** Each text the pieces write, once, and `type` (the codes' input) even when none writes it. */
function splicedTexts(pieces: readonly EntryPiece[]): SplicedText[] {
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
  const columns = ['direction', 'amount', 'balance', ...splicedTexts(pieces).map((text) => COLUMN_TEXTS[text.name])];
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
  return new RegExp(`^(?:credit|debit)${SEPARATOR}(?:0|[1-9][0-9]{0,${whole - 1}})${fraction}${SEPARATOR}-?[0-9]{1,${whole}}${fraction}${texts.join('')}$`);
}

const MAX_CACHED_TYPES = 256;

/** One step of splicing: constant text, a field (inside its element's tags, left out when empty or for the other direction), the booking day, a code. */
interface SpliceStep {
  readonly kind: 'text' | 'field' | 'day' | 'code';
  /** The constant text; for a field in an element, its opening tags. */
  readonly text: string;
  /** A field in an element: its closing tags. */
  readonly close: string;
  /** The field's index in the variable texts, or the code's index. */
  readonly index: number;
  /** A field written for this direction only; '' for both. */
  readonly when: string;
}

/**
 * Appends the entry's text, from variable texts that passed entrySpliceCheck, on booking
 * day `day`, to `out` as pieces (a chunk joins them once, into one flat string) and returns
 * how many characters they hold.
 */
export type EntrySplicer = (vars: string, day: string, out: string[]) => number;

export function entrySplicer(pieces: readonly EntryPiece[]): EntrySplicer {
  const texts = splicedTexts(pieces);
  const fieldOf = (name: EntryTextName) => FIXED_FIELDS + texts.findIndex((text) => text.name === name);
  const typeField = fieldOf('type');
  const codeFunctions: Array<(type: string, direction: Direction) => string> = [];
  const steps: SpliceStep[] = [];
  const step = (kind: SpliceStep['kind'], fields: Partial<SpliceStep> = {}) => steps.push({ kind, text: '', close: '', index: -1, when: '', ...fields });
  for (const piece of pieces) {
    const last = steps[steps.length - 1];
    if (typeof piece === 'string') {
      if (last?.kind === 'text') steps[steps.length - 1] = { ...last, text: last.text + piece };
      else step('text', { text: piece });
    } else if ('amount' in piece) step('field', { index: 1 });
    else if ('bookingDate' in piece) step('day');
    else if ('code' in piece) step('code', { index: codeFunctions.push(piece.code) - 1 });
    else step('field', { index: fieldOf(piece.text), when: piece.when ?? '', ...(piece.element !== undefined && { text: openTags(piece.element), close: closeTags(piece.element) }) });
  }
  // The codes of each type and direction, worked out once (for the first types seen: a cache of many odd types works them out each time).
  const codesBy: Record<Direction, Map<string, readonly string[]>> = { credit: new Map(), debit: new Map() };
  return (vars, day, out) => {
    const fields = vars.split(SEPARATOR);
    const direction = fields[0] as Direction;
    const type = fields[typeField] as string;
    let codes = codesBy[direction].get(type);
    if (codes === undefined) {
      codes = codeFunctions.map((code) => code(type, direction));
      if (codesBy[direction].size < MAX_CACHED_TYPES) codesBy[direction].set(type, codes);
    }
    let size = 0;
    for (const { kind, text, close, index, when } of steps) {
      let piece: string;
      if (kind === 'text') piece = text;
      else if (kind === 'day') piece = day;
      else if (kind === 'code') piece = codes[index] as string;
      else {
        const value = fields[index] as string;
        if (value === '' || (when !== '' && when !== direction)) continue;
        if (text !== '') {
          out.push(text, value, close);
          size += text.length + value.length + close.length;
          continue;
        }
        piece = value;
      }
      out.push(piece);
      size += piece.length;
    }
    return size;
  };
}
