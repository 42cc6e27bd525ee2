// A country code (ISO 3166-1 alpha-2, as the API gives it) in a sentence reads as the
// country's name in English (Intl.DisplayNames): "for payments from the United States",
// not "from US". A code the runtime cannot name stays as it is.

const REGION_NAMES = new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });

/** Countries whose English name takes "the" in a sentence, besides "United …", "… Islands" and "… Republic". */
const NAMES_WITH_THE: ReadonlySet<string> = new Set(['Bahamas', 'Comoros', 'Gambia', 'Maldives', 'Netherlands', 'Philippines', 'Seychelles', 'Vatican City']);

/** The country's English name: "United States", "Germany"; the code itself when it names no country. */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    const name = REGION_NAMES.of(upper);
    return name === undefined || name === 'Unknown Region' ? code : name;
  } catch {
    return code;
  }
}

/** The country inside a sentence, with "the" where English puts one: "the United States", "Germany", "the Netherlands". */
export function countryInSentence(code: string): string {
  const name = countryName(code);
  if (name === code) return name;
  const takesThe = NAMES_WITH_THE.has(name) || name.startsWith('United ') || / (Islands|Republic)$/.test(name);
  return takesThe ? `the ${name}` : name;
}
