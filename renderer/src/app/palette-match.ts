// How the command palette ranks an item for what was typed: by words, not by scattered
// letters. Each typed word must be a word of the item (or the start of one), in its
// label first, else in its keywords; an item any typed word does not match is hidden
// (0), so "send" lists nothing when nothing is about sending and the palette says so.
// A screen's own name typed whole, or its start, ranks its "Go to" first: "Audit" and
// Enter goes to Audit, never runs "Export the audit trail" that merely has the word.

const WORD = /[^\p{L}\p{N}]+/u;

export function paletteWords(text: string): string[] {
  return text.toLowerCase().split(WORD).filter((word) => word !== '');
}

function wordScore(typed: string, words: readonly string[], exact: number, prefix: number): number {
  let best = 0;
  for (const word of words) {
    if (word === typed) return exact;
    if (word.startsWith(typed)) best = prefix;
  }
  return best;
}

const GO_TO = 'Go to ';

/** The palette item's label (cmdk value) that goes to the screen `title`. */
export function goToValue(title: string): string {
  return `${GO_TO}${title}`;
}

/** Scores of an item that is a screen whose name was typed: whole, or its start. Above any word match (at most WORD_MATCH_MAX). */
const SCREEN_NAME_TYPED = 1;
const SCREEN_NAME_STARTED = 0.95;
const WORD_MATCH_MAX = 0.9;

/** 0 (hidden) to 1: the item's label (`value`) and keywords against the typed search. */
export function paletteMatchScore(value: string, search: string, keywords: readonly string[] = []): number {
  const typed = paletteWords(search);
  if (typed.length === 0) return 1;
  if (value.startsWith(GO_TO)) {
    const name = paletteWords(value.slice(GO_TO.length)).join(' ');
    const phrase = typed.join(' ');
    if (name === phrase) return SCREEN_NAME_TYPED;
    if (name.startsWith(phrase)) return SCREEN_NAME_STARTED;
  }
  return wordMatchScore(value, typed, keywords) * WORD_MATCH_MAX;
}

/** 0 (hidden) to 1: every typed word a word of the label (best) or of the keywords. */
function wordMatchScore(value: string, typed: readonly string[], keywords: readonly string[]): number {
  const label = paletteWords(value);
  const extra = keywords.flatMap(paletteWords);
  let total = 0;
  for (const word of typed) {
    const score = Math.max(wordScore(word, label, 1, 0.8), wordScore(word, extra, 0.5, 0.4));
    if (score === 0) return 0;
    total += score;
  }
  // The label's own first words typed in order read best ("go to l" before "... ledger").
  const inOrder = label.join(' ').startsWith(typed.join(' ')) ? 0.1 : 0;
  return Math.min(1, (total / typed.length) * 0.9 + inOrder);
}
