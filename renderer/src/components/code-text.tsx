// A code a person matches character by character (a payment reference, an invoice number):
// its parts stay in their logical order, even with Arabic or Hebrew words inside. Plain
// `dir="auto"` text (names, messages) lets the Unicode bidi rules attach the digits that
// follow an RTL word to it ("INV-שלום-0042" shown as "INV-0042-שלום"), a different
// invoice. The code takes its direction from its first letter like any text (from the
// `dir="auto"` cell or isolate it is in: "INV-…" left to right, "חשבונית מס 1042" right to
// left); when that is left to right, each RTL run in it is an isolate of its own: the run
// reads right to left inside, and the digits and punctuation around it keep their place. (A
// code that starts right to left is left as it is: its own direction keeps it in order, and
// isolating its runs would hide them from the cell's `dir="auto"`.) Nothing is added to the
// text (no marks), so a copy is the code as the server has it.
import type { ReactNode } from 'react';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their presentation forms). */
const RTL_LETTER = '[\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFC\\u{10800}-\\u{10FFF}\\u{1E800}-\\u{1EFFF}]';
/** An RTL run: RTL letters, with the spaces and marks between two of them (a phrase reads as one). */
const RTL_RUN = new RegExp(`${RTL_LETTER}+(?:[\\s\\u05BE\\u05F3\\u05F4'"]+${RTL_LETTER}+)*`, 'gu');

export interface CodePart {
  readonly text: string;
  readonly rtl: boolean;
}

const FIRST_LETTER = /\p{L}/u;
const RTL_ONE = new RegExp(RTL_LETTER, 'u');

/** Whether the code reads left to right: its first letter is not of an RTL script (no letter: left to right). */
export function startsLeftToRight(value: string): boolean {
  const first = FIRST_LETTER.exec(value)?.[0];
  return first === undefined || !RTL_ONE.test(first);
}

/** `value` cut into its left-to-right parts and its RTL runs, in order. */
export function codeParts(value: string): CodePart[] {
  const parts: CodePart[] = [];
  let at = 0;
  for (const match of value.matchAll(RTL_RUN)) {
    const start = match.index;
    if (start > at) parts.push({ text: value.slice(at, start), rtl: false });
    parts.push({ text: match[0], rtl: true });
    at = start + match[0].length;
  }
  if (at < value.length) parts.push({ text: value.slice(at), rtl: false });
  return parts;
}

/** The code, its RTL runs isolated when it reads left to right; inside a `dir="auto"` cell or a <bdi>. */
export function CodeText({ value }: { value: string }): ReactNode {
  if (!startsLeftToRight(value)) return <span className="code-text">{value}</span>;
  return (
    <span className="code-text">
      {codeParts(value).map((part, index) =>
        part.rtl ? (
          <bdi key={index} dir="rtl">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
