// Text from people and servers (a counterparty's name, a reference, an error message)
// placed among our own words. A Hebrew or Arabic name in "Move 10.00 USD from <name> to
// Payroll" would otherwise take the neighbouring words and punctuation into its own
// direction and the sentence reads jumbled. Unicode's isolates keep it apart: FIRST
// STRONG ISOLATE (U+2068) before, POP DIRECTIONAL ISOLATE (U+2069) after; the isolated
// text takes its direction from its own first letter and the sentence around it stays as
// written. Every text main composes for people puts outside text through `isolated`.
//
// The marks are for the window (it shows our sentences with dir="auto"): a sentence is
// stored without the LEFT-TO-RIGHT MARK (main adds it when it sends the sentence to the
// window: `ourSentence`), and a file for the books (a CSV export) carries our sentences
// without our marks at all (`withoutOurMarks`).
//
// Text with no right-to-left character (Hebrew, Arabic and the other RTL scripts, or
// Arabic digits) cannot reorder our left-to-right sentences, so it is left as it is:
// logs, the CLI and tests read plain words.

const FSI = '\u2068';
const PDI = '\u2069';

/** Characters of the right-to-left scripts' blocks (Hebrew to NKo/Samaritan/Mandaic/Arabic extensions, presentation forms, historic RTL scripts). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
/** Bidi controls already in the text: an unmatched one would leak out of the isolate. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Whether `text` holds a right-to-left character. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT.test(text);
}

/** Where `text`'s first right-to-left character is (a UTF-16 index), or -1. */
export function firstRightToLeft(text: string): number {
  return text.search(RIGHT_TO_LEFT);
}

/**
 * `text` ready to sit among our own words: wrapped in FSI ... PDI when it holds a
 * right-to-left character (bidi controls in it removed first, so none escapes the
 * isolate), otherwise as it is.
 */
export function isolated(text: string): string {
  const clean = text.replace(BIDI_CONTROLS, '');
  return hasRightToLeft(clean) ? `${FSI}${clean}${PDI}` : clean;
}

const LRM = '\u200E';
const FIRST_LETTER = /\p{L}/u;

/**
 * One of our left-to-right sentences that holds isolated outside text. A window shows it
 * with dir="auto", which takes the direction of the first strong letter, isolate or not: a
 * sentence that opens with a Hebrew name ("<name>: US bank account ending 8901") would be
 * laid out right to left and its words reordered. A LEFT-TO-RIGHT MARK before it keeps it
 * ours. A text that is outside text alone (no isolate around it) keeps its own direction.
 */
export function ourSentence(text: string): string {
  if (!text.includes(FSI) || text.startsWith(LRM)) return text;
  const first = FIRST_LETTER.exec(text)?.[0];
  return first !== undefined && hasRightToLeft(first) ? `${LRM}${text}` : text;
}

/** Our marks: the LEFT-TO-RIGHT MARK of `ourSentence` and the isolates of `isolated` (U+2066 to U+2069). */
const OUR_MARKS = /[\u200E\u2066-\u2069]/gu;

/**
 * One of our sentences (a summary, a check's message) as a file for the books carries it:
 * without the marks we added for the window. Only for text we composed: `isolated` took
 * every bidi control out of the outside text in it, so each mark left is ours. A person's
 * own text (a note, a reference on its own) is exported as typed, never through this.
 */
export function withoutOurMarks(text: string): string {
  return text.replace(OUR_MARKS, '');
}
