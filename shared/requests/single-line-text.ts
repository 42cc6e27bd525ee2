// Names, labels, references and address lines are single lines of visible text. A line
// break, a tab or another control character (C0, DEL, C1) would be sent and stored as
// typed while a summary or a list shows the text collapsed, and a Unicode bidi control
// (e.g. U+202E RIGHT-TO-LEFT OVERRIDE) makes text display differently from what it is.
// So they are refused with a message that names the character and what to fix.
import type { z } from 'zod';

// C0 controls, DEL, C1 controls, the Unicode line and paragraph separators, the Arabic
// letter mark, LRM/RLM, the bidi embeddings and overrides (U+202A-U+202E) and the bidi
// isolates (U+2066-U+2069).
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const NAMED: Record<string, string> = {
  '\n': 'a line break',
  '\r': 'a line break (carriage return)',
  '\t': 'a tab',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
};

function codePoint(ch: string): string {
  return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function isBidiControl(ch: string): boolean {
  return /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u.test(ch);
}

/** Why `value` is not a single line of visible text (naming `what`, e.g. "the counterparty name"), or undefined when it is. */
export function controlCharacterProblem(value: string, what: string): string | undefined {
  const found = FORBIDDEN.exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = codePoint(found);
  if (isBidiControl(found)) {
    return `contains an invisible text-direction control (${code}) that makes text display differently from what is sent: remove it from ${what}`;
  }
  const named = NAMED[found];
  if (named !== undefined) return `contains ${named} (${code}): write ${what} on one line, with spaces instead of line breaks or tabs`;
  return `contains an invisible control character (${code}): remove it from ${what}`;
}

/** `schema` (a string schema) that also refuses control characters and bidi controls in `what`. */
export function singleLine<T extends z.ZodString>(schema: T, what: string): T {
  return schema.superRefine((value, ctx) => {
    const problem = controlCharacterProblem(value, what);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }) as T;
}
