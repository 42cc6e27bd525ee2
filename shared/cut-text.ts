// Text cut to a length as a person counts characters, for the window and main alike.

/** What a person sees as one character: a letter with its marks, an emoji and its modifiers. */
const GRAPHEMES = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `max` characters as a person counts them; a cut text ends with "…" (never half a character). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const characters = Array.from(GRAPHEMES.segment(text), (part) => part.segment);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
