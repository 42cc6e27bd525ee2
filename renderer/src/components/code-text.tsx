// A code a person matches character by character (a payment reference, an invoice number):
// its parts stay in their logical order, even with Arabic or Hebrew words inside. Plain
// `dir="auto"` text (names, messages) lets the Unicode bidi rules attach the digits that
// follow an RTL word to it ("INV-שלום-0042" shown as "INV-0042-שלום"), a different
// invoice. So the code is an isolate of its own, taking its direction from its first letter
// like any text ("INV-…" left to right, "חשבונית מס 1042" right to left), and each RTL run
// in it is an isolate too: the run reads right to left inside, and the digits and
// punctuation around it keep their place. Nothing is added to the text (no marks), so a
// copy is the code as the server has it.
import type { ReactNode } from 'react';

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko, and their presentation forms). */
const RTL_LETTER = '[\\u0590-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFC\\u{10800}-\\u{10FFF}\\u{1E800}-\\u{1EFFF}]';
/** An RTL run: RTL letters, with the spaces and marks between two of them (a phrase reads as one). */
const RTL_RUN = new RegExp(`${RTL_LETTER}+(?:[\\s\\u05BE\\u05F3\\u05F4'"]+${RTL_LETTER}+)*`, 'gu');

export interface CodePart {
  readonly text: string;
  readonly rtl: boolean;
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

export function CodeText({ value, className }: { value: string; className?: string }): ReactNode {
  return (
    <bdi className={className === undefined ? 'code-text' : `code-text ${className}`}>
      {codeParts(value).map((part, index) =>
        part.rtl ? (
          <bdi key={index} dir="rtl">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}
