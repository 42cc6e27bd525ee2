// The entries of a template (statement-entry-template.ts) written as UTF-8 bytes straight
// into a chunk's Buffer: the variable texts SQLite gives (entrySpliceSql) are encoded
// once, and the template's constant parts, each code of the row's type and direction and
// the booking day were encoded once before, so an entry never becomes a JavaScript string
// and a chunk is never joined or encoded again. The constant bytes between two written
// texts are one run, made once for each type, direction and set of texts left out (the
// tags of a text left out are not written) on each booking day, so an entry is its runs
// copied by set() with its texts between them.
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

/** One piece of an entry of a known type and direction: constant text, the booking day, or a field inside its tags (left out when empty). */
type StepPiece = string | { readonly day: true } | { readonly field: number; readonly open: string; readonly close: string };

/** An entry of a known type and direction, with the same fields left out, on one booking day: runs of constant bytes with a field between each two. */
interface EntryRuns {
  /** One more than fields. */
  readonly runs: readonly Uint8Array[];
  /** The index of each field written, in the variable texts. */
  readonly fields: Int32Array;
  /** The runs' bytes together. */
  readonly constant: number;
}

/** The pieces of one type and direction, and the runs made of them on the current day, by the mask of fields left out. */
interface TypeSteps {
  readonly pieces: readonly StepPiece[];
  readonly byMask: Map<number, EntryRuns>;
}

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
  // A mask of empty fields is one bit a field (seven texts at most: EntryTextName).
  if (fields > 30) throw new RangeError('a template writes at most 26 texts');
  /** The pieces of one type and direction: constant text, codes and fields of the other direction worked out. */
  const compile = (type: string, direction: Direction): TypeSteps => {
    const steps: StepPiece[] = [];
    for (const piece of pieces) {
      if (typeof piece === 'string') steps.push(piece);
      else if ('code' in piece) steps.push(piece.code(type, direction));
      else if ('bookingDate' in piece) steps.push({ day: true });
      else if ('amount' in piece) steps.push({ field: AMOUNT_FIELD, open: '', close: '' });
      else if (piece.when === undefined || piece.when === direction) {
        const inElement = piece.element !== undefined;
        steps.push({ field: fieldOf(piece.text), open: inElement ? openTags(piece.element) : '', close: inElement ? closeTags(piece.element) : '' });
      }
    }
    return { pieces: steps, byMask: new Map() };
  };
  /** The runs of the pieces with the fields of `mask` (bit i: field i is empty) left out, on the booking day `dayText`. */
  const runsOf = (steps: readonly StepPiece[], mask: number, dayText: string): EntryRuns => {
    const runs: Uint8Array[] = [];
    const written: number[] = [];
    let text = '';
    for (const step of steps) {
      if (typeof step === 'string') text += step;
      else if ('day' in step) text += dayText;
      else if ((mask & (1 << step.field)) === 0) {
        runs.push(encoder.encode(text + step.open));
        written.push(step.field);
        text = step.close;
      }
    }
    runs.push(encoder.encode(text));
    return { runs, fields: Int32Array.from(written), constant: runs.reduce((sum, run) => sum + run.length, 0) };
  };
  const stepsBy: Record<Direction, Map<string, TypeSteps>> = { credit: new Map(), debit: new Map() };
  /** The booking day the runs were made for (its bytes, as the caller encoded them once for the day). */
  let runsDay: Uint8Array | undefined;
  const decoder = new TextDecoder();
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
    if (day !== runsDay) {
      for (const byType of [stepsBy.credit, stepsBy.debit]) for (const cached of byType.values()) cached.byMask.clear();
      runsDay = day;
    }
    let mask = 0;
    for (let i = 0; i < fields; i += 1) if (starts[i] === ends[i]) mask |= 1 << i;
    let entry = steps.byMask.get(mask);
    if (entry === undefined) {
      entry = runsOf(steps.pieces, mask, decoder.decode(day));
      steps.byMask.set(mask, entry);
    }
    const full = chunk.room(length + entry.constant);
    const out = chunk.bytes;
    const { runs, fields: written } = entry;
    let run = runs[0] as Uint8Array;
    out.set(run, chunk.used);
    let at = chunk.used + run.length;
    for (let k = 0; k < written.length; k += 1) {
      const index = written[k] as number;
      // The short text byte by byte (no view to make), the constant run after it by set().
      for (let i = starts[index] as number, end = ends[index] as number; i < end; i += 1) out[at++] = scratch[i] as number;
      run = runs[k + 1] as Uint8Array;
      out.set(run, at);
      at += run.length;
    }
    chunk.used = at;
    chunk.rows += 1;
    return full;
  }
}
