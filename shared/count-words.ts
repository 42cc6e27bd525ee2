// A count with its noun, in the app's words (en-US): "1 entry", "2 entries", "0 entries".
// The form is chosen by Intl.PluralRules, so every "N things" text (window, CLI, errors) agrees.

const PLURAL_RULES = new Intl.PluralRules('en-US');

/** The word that goes with `count`: `one` for 1, `other` for 0, 2, 1,000 (a noun, or a verb agreeing with it). */
export function byCount(count: number, one: string, other: string): string {
  return PLURAL_RULES.select(count) === 'one' ? one : other;
}

/** "1 entry", "1,234 entries": the count with thousands separators and its noun. */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-US')} ${byCount(count, one, other)}`;
}
