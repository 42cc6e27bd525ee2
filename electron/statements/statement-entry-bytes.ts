// The entries of a template (statement-entry-template.ts) written as UTF-8 bytes straight
// into a chunk's Buffer: the variable texts SQLite gives (entrySpliceSql) are encoded
// once, and the template's constant parts, each code of the row's type and direction and
// the booking day were encoded once before (for each type and direction seen), so an
// entry never becomes a JavaScript string and a chunk is never joined or encoded again.
// Only entries whose texts pass entrySpliceCheck (statement-entry-splice.ts) are written
// so (a field is left out when empty or for the other direction); the bytes are
// renderEntry's; test/unit/statements/statement-entry-template.test.ts
// compares them on generated entries.
import type { CsvChunk } from '../export';
import { splicedTexts } from './statement-entry-splice';
import { closeTags, openTags, type EntryPiece, type EntryTextName } from './statement-entry-template';

type Direction = 'credit' | 'debit';

const SEPARATOR = '\u001F';
const SEPARATOR_BYTE = 0x1f;
/** Fields before the texts: rowid, direction, amount, balance. */
const FIXED_FIELDS = 4;
const DIRECTION_FIELD = 1;
const AMOUNT_FIELD = 2;
const BALANCE_FIELD = 3;
/** Most digits read as a number: minor units below 2^53, exact. */
const MAX_NUMBER_DIGITS = 15;
const MAX_CACHED_TYPES = 256;
/** Bytes of a chunk (entries are not cut: a chunk ends after the entry that passes this). */
export const CHUNK_BYTES = 128 * 1024;

/** One step of an entry of a known type and direction: constant bytes, a field (inside its tags, left out when empty), or the booking day. */
interface ByteStep {
  /** Constant bytes, or a field's opening tags (empty: none). */
  readonly bytes: Uint8Array;
  /** A field's closing tags. */
  readonly close: Uint8Array;
  /** The field's index in the variable texts; -1: constant bytes; -2: the booking day. */
  readonly field: number;
}

const CONSTANT = -1;
const DAY = -2;
const encoder = new TextEncoder();

/** The chunk being filled: a Buffer of its own (a worker moves it to the export's thread), how much is used, how many entries it holds. */
export class ByteChunk {
  bytes: Buffer;
  used = 0;
  rows = 0;

  constructor(private readonly size = CHUNK_BYTES) {
    this.bytes = Buffer.allocUnsafeSlow(size);
  }

  /** Room for `bytes` more: the chunk is handed on first (returned) when they do not fit. */
  room(bytes: number): CsvChunk | undefined {
    if (this.used + bytes <= this.bytes.length) return undefined;
    const full = this.take();
    if (bytes > this.bytes.length) this.bytes = Buffer.allocUnsafeSlow(Math.max(bytes, this.size));
    return full;
  }

  /** Text written as UTF-8 (a writer's entry, the file's start). */
  write(text: string): CsvChunk | undefined {
    const full = this.room(text.length * 3);
    this.used += this.bytes.write(text, this.used);
    return full;
  }

  /** The bytes so far and their entries, or undefined for none; the chunk then starts again in a new Buffer. */
  take(): CsvChunk | undefined {
    if (this.used === 0) return undefined;
    const full = { text: this.bytes.subarray(0, this.used), rows: this.rows };
    this.bytes = Buffer.allocUnsafeSlow(this.size);
    this.used = 0;
    this.rows = 0;
    return full;
  }
}

export interface EntryByteSplicer {
  /** Writes an entry from variable texts that passed entrySpliceCheck, on a booking day (its UTF-8 bytes), into the chunk; returns a full chunk handed on first, if any. */
  splice(vars: string, day: Uint8Array, chunk: ByteChunk): CsvChunk | undefined;
  /** Of the entry last spliced: money in, and its amount and running balance after it in minor units (NaN past 15 digits: read them as BigInts). */
  credit: boolean;
  amount: number;
  balance: number;
}

export function entryByteSplicer(pieces: readonly EntryPiece[]): EntryByteSplicer {
  const texts = splicedTexts(pieces);
  const fieldOf = (name: EntryTextName) => FIXED_FIELDS + texts.findIndex((text) => text.name === name);
  const typeField = fieldOf('type');
  const fields = FIXED_FIELDS + texts.length;
  /** The steps of one type and direction: constant text, codes and fields of the other direction worked out. */
  const compile = (type: string, direction: Direction): ByteStep[] => {
    const steps: ByteStep[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') steps.push({ bytes: encoder.encode(text), close: new Uint8Array(0), field: CONSTANT });
      text = '';
    };
    for (const piece of pieces) {
      if (typeof piece === 'string') text += piece;
      else if ('code' in piece) text += piece.code(type, direction);
      else if ('bookingDate' in piece) {
        flush();
        steps.push({ bytes: new Uint8Array(0), close: new Uint8Array(0), field: DAY });
      } else if ('amount' in piece) {
        flush();
        steps.push({ bytes: new Uint8Array(0), close: new Uint8Array(0), field: AMOUNT_FIELD });
      } else if (piece.when === undefined || piece.when === direction) {
        flush();
        const inElement = piece.element !== undefined;
        steps.push({ bytes: encoder.encode(inElement ? openTags(piece.element) : ''), close: encoder.encode(inElement ? closeTags(piece.element) : ''), field: fieldOf(piece.text) });
      }
    }
    flush();
    return steps;
  };
  const stepsBy: Record<Direction, Map<string, ByteStep[]>> = { credit: new Map(), debit: new Map() };
  const starts = new Int32Array(fields);
  const ends = new Int32Array(fields);
  let scratch = Buffer.allocUnsafeSlow(1024);
  /** A plain decimal's minor units (its digits without the point), NaN past 15 digits. */
  const minorOf = (field: number) => {
    let value = 0;
    let digits = 0;
    let negative = false;
    for (let i = starts[field] as number; i < (ends[field] as number); i += 1) {
      const byte = scratch[i] as number;
      if (byte === 0x2d) negative = true;
      else if (byte !== 0x2e) {
        value = value * 10 + (byte - 0x30);
        digits += 1;
      }
    }
    if (digits > MAX_NUMBER_DIGITS) return Number.NaN;
    return negative ? -value : value;
  };
  const splicer: EntryByteSplicer = { splice, credit: false, amount: 0, balance: 0 };
  return splicer;
  function splice(vars: string, day: Uint8Array, chunk: ByteChunk): CsvChunk | undefined {
    if (vars.length * 3 > scratch.length) scratch = Buffer.allocUnsafeSlow(vars.length * 3);
    const length = scratch.write(vars, 0);
    let field = 0;
    starts[0] = 0;
    for (let i = 0; i < length; i += 1) {
      if (scratch[i] === SEPARATOR_BYTE) {
        ends[field] = i;
        field += 1;
        starts[field] = i + 1;
      }
    }
    ends[field] = length;
    const direction: Direction = scratch[starts[DIRECTION_FIELD] as number] === 0x63 ? 'credit' : 'debit';
    splicer.credit = direction === 'credit';
    splicer.amount = minorOf(AMOUNT_FIELD);
    splicer.balance = minorOf(BALANCE_FIELD);
    let typeStart = 0;
    for (let k = 0; k < typeField; k += 1) typeStart = vars.indexOf(SEPARATOR, typeStart) + 1;
    const typeEnd = vars.indexOf(SEPARATOR, typeStart);
    const type = vars.slice(typeStart, typeEnd === -1 ? vars.length : typeEnd);
    let steps = stepsBy[direction].get(type);
    if (steps === undefined) {
      steps = compile(type, direction);
      if (stepsBy[direction].size < MAX_CACHED_TYPES) stepsBy[direction].set(type, steps);
    }
    let most = length + day.length * 2;
    for (const step of steps) most += step.bytes.length + step.close.length;
    const full = chunk.room(most);
    const out = chunk.bytes;
    let at = chunk.used;
    for (const { bytes, close, field: index } of steps) {
      if (index === CONSTANT) {
        out.set(bytes, at);
        at += bytes.length;
      } else if (index === DAY) {
        for (let i = 0; i < day.length; i += 1) out[at++] = day[i] as number;
      } else {
        const start = starts[index] as number;
        const end = ends[index] as number;
        if (start === end) continue;
        // Tags by set() (a copy of constant bytes), the short text byte by byte (no view to make).
        out.set(bytes, at);
        at += bytes.length;
        for (let i = start; i < end; i += 1) out[at++] = scratch[i] as number;
        out.set(close, at);
        at += close.length;
      }
    }
    chunk.used = at;
    chunk.rows += 1;
    return full;
  }
}
