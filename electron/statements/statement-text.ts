// Text from the server or a person (descriptions, references, names) made fit for each
// format: XML keeps every character XML 1.0 allows (emoji, right-to-left marks), escaped;
// SWIFT MT940 and BAI2 allow a small Latin set, so text is transliterated to it (é -> e,
// ß -> ss), invisible format controls (bidi marks, zero-width joiners) are removed, and any
// other character becomes "?" so that a reader sees something was there. Lengths are
// counted in characters (code points), as the formats count them.

/** Characters XML 1.0 does not allow, and unpaired surrogates. */
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>"']/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NEEDS_ESCAPE = /[&<>"'\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** At most `max` characters; a cut text ends with "…" (XML) or "." (the ASCII formats). */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - 1).join('') + ellipsis;
}

/** Escaped XML text of at most `max` characters, or undefined for no text (the element is then left out). */
export function xmlText(value: string | null | undefined, max: number): string | undefined {
  if (value === null || value === undefined) return undefined;
  let text = value;
  if (NEEDS_ESCAPE.test(text)) text = text.replace(XML_ILLEGAL, '?').replace(/[\r\n\t]+/g, ' ');
  text = text.trim();
  if (text === '') return undefined;
  text = truncate(text, max);
  return NEEDS_ESCAPE.test(text) ? text.replace(XML_SPECIAL, (ch) => XML_ENTITIES[ch] as string) : text;
}

/** `<name>text</name>`, or nothing when there is no text. */
export function xmlElement(name: string, value: string | null | undefined, max: number): string {
  const text = xmlText(value, max);
  return text === undefined ? '' : `<${name}>${text}</${name}>`;
}

/** Letters that do not decompose into a base letter and a mark. */
const LATIN_EXTRAS: Record<string, string> = {
  ß: 'ss', Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Œ: 'OE', œ: 'oe', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Þ: 'TH', þ: 'th', ı: 'i',
  '–': '-', '—': '-', '‘': "'", '’': "'", '“': "'", '”': "'", '«': "'", '»': "'", '€': 'EUR', '&': '+', '…': '...', _: '-', '<': '(', '>': ')', '[': '(', ']': ')', '"': "'", '!': '.', ';': ',', '=': '-', '*': '.',
};

/**
 * `text` in the characters `allowed` accepts: decomposed and stripped of accents, the
 * extras above mapped, format controls removed, line breaks and tabs turned into spaces,
 * and anything still outside the set written as "?".
 */
export function transliterate(text: string, allowed: RegExp): string {
  let out = '';
  for (const ch of text.normalize('NFKD')) {
    if (allowed.test(ch)) out += ch;
    else if (/\p{M}|\p{Cf}/u.test(ch)) continue;
    else if (/\s/u.test(ch)) out += ' ';
    else {
      const extra = LATIN_EXTRAS[ch];
      out += extra !== undefined && [...extra].every((c) => allowed.test(c)) ? extra : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** SWIFT's X character set (MT940): letters, digits, space and / - ? : ( ) . , ' +. */
export const SWIFT_X = /^[A-Za-z0-9 /\-?:().,'+]$/;
/** What BAI2 text fields carry: printable ASCII but the "/" that ends a record's fields. */
export const BAI2_TEXT = /^[\x20-\x2E\x30-\x7E]$/;
