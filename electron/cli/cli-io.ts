// What a command may touch of the outside world: output streams, standard input, and
// the helpers that print. Tests pass their own streams. Text for people never reaches
// the terminal with a control character or a bidi override in it (a counterparty name
// holding ESC [ 2J, OSC 8 or OSC 52 would act on the terminal): each is shown as a
// visible `\u001b`-style escape; --json stays exact JSON, with those characters escaped
// as JSON escapes of the same value. The marks main itself puts around outside text for
// the window (shared/bidi-isolate.ts: an isolate pair, a sentence's left-to-right mark)
// are taken out, not escaped: a terminal reads our sentences without them; in --json, from
// our sentences only (a person's or a server's own text is printed as it is).
import type { Writable } from 'node:stream';

export interface CliIo {
  /** Results (machine-readable with --json). */
  out(text: string): void;
  /** Progress and diagnostics. */
  err(text: string): void;
  /** All of standard input, as text. */
  readStdin(): Promise<string>;
  /** Environment variables (default: the process's). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Standard output as a stream, for a CSV written to it (`export ... --out -`); absent when there is none. */
  stdout?: Writable;
}

// C0 controls, DEL, C1 controls (U+009B is a one-character CSI), the bidi marks,
// embeddings, overrides and isolates, and the Unicode line and paragraph separators.
const UNSAFE = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const UNSAFE_ANYWHERE = new RegExp(`[${UNSAFE}]`, 'g');
const UNSAFE_BUT_LINE_FEED = new RegExp(`(?!\\n)[${UNSAFE}]`, 'g');

const BIDI_CONTROL = '\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069';
/** Our isolate (`isolated`): FIRST STRONG ISOLATE ... POP DIRECTIONAL ISOLATE around text with no bidi control left in it. */
const OUR_ISOLATE = new RegExp(`\u2068([^${BIDI_CONTROL}\n]*)\u2069`, 'g');
/** Our sentence's LEFT-TO-RIGHT MARK (`ourSentence`): opening a line that holds one of our isolates. */
const OUR_SENTENCE_MARK = /(^|\n)\u200e(?=[^\n]*\u2068)/g;

/** `text` without the bidi marks main adds for the window; any other bidi control (outside text's) stays, to be escaped. */
export function withoutWindowMarks(text: string): string {
  return text.replace(OUR_SENTENCE_MARK, '$1').replace(OUR_ISOLATE, '$1');
}

function visibleEscape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * `text` safe to print on a terminal: our window marks taken out (`withoutWindowMarks`),
 * then every control character (but the line feed, with `keepLineFeeds`, for the CLI's
 * own line breaks) and every other bidi formatting character replaced by a visible escape
 * such as `\u001b`.
 */
export function terminalText(text: string, options: { keepLineFeeds?: boolean } = {}): string {
  return withoutWindowMarks(text).replace(options.keepLineFeeds === true ? UNSAFE_BUT_LINE_FEED : UNSAFE_ANYWHERE, visibleEscape);
}

/**
 * JSON text with the characters JSON.stringify leaves raw (DEL, C1, bidi, U+2028/9)
 * written as `\uXXXX` escapes: the same JSON value, nothing a terminal acts on. Those
 * characters only occur inside strings, where the escape is valid JSON.
 */
export function terminalSafeJson(text: string): string {
  return text.replace(UNSAFE_BUT_LINE_FEED, visibleEscape);
}

/**
 * The io a command is given: its text output made terminal-safe (`terminalText`, line
 * feeds kept; with --json, `terminalSafeJson`); standard output as a stream (a CSV) and
 * standard input are passed through untouched.
 */
export function terminalSafeIo(io: CliIo, json: () => boolean): CliIo {
  return {
    out: (text) => io.out(json() ? terminalSafeJson(text) : terminalText(text, { keepLineFeeds: true })),
    err: (text) => io.err(terminalText(text, { keepLineFeeds: true })),
    readStdin: () => io.readStdin(),
    ...(io.env !== undefined ? { env: io.env } : {}),
    ...(io.stdout !== undefined ? { stdout: io.stdout } : {}),
  };
}

/**
 * JSON.stringify's replacer for --json: the values that are our sentences lose the marks
 * main put in them for the window (`withoutWindowMarks`), as the text output does. Those
 * are a `summary` (a prepared instruction's, an outbox entry's, an audit record's) and a
 * check's `message` (beside its `severity`). Every other string (a name, a reference, a
 * request body, a person's note, a server's message) is printed exactly as it is, bidi
 * characters included (as JSON escapes).
 */
function ourSentencesUnmarked(this: unknown, key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const holder = this as Record<string, unknown>;
  return key === 'summary' || (key === 'message' && typeof holder['severity'] === 'string') ? withoutWindowMarks(value) : value;
}

export function printJson(io: CliIo, value: unknown): void {
  io.out(`${terminalSafeJson(JSON.stringify(value, ourSentencesUnmarked, 2))}\n`);
}

/** Aligned columns for people; --json is for programs. A cell's line breaks, tabs and other controls are shown escaped. */
export function printTable(io: CliIo, header: string[], tableRows: string[][], options: { rightAligned?: readonly number[] } = {}): void {
  const rows = tableRows.map((row) => row.map((cell) => terminalText(cell)));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const right = new Set(options.rightAligned ?? []);
  const line = (cells: string[]) => cells.map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  io.out(`${[line(header), ...rows.map(line)].join('\n')}\n`);
}

export async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
