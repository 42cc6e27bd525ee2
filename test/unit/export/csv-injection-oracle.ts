// The test suite's own rule for CSV formula injection, written from OWASP's "CSV
// Injection" page, independently of electron/export/csv-cells.ts: a spreadsheet may run a
// cell as a formula when its content starts with one of
//   = (equals)  + (plus)  - (minus)  @ (at)  TAB (0x09)  CARRIAGE RETURN (0x0D)
// and the defence is to put a single quote in front of such a cell. The app claims only
// the first character (it does not look past leading spaces or quotes), so neither does
// this rule: ' =1' and '"=1' are left as they are.

const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\u0009', '\u000D'];

/** True when a spreadsheet could take the text for a formula. */
export function startsLikeFormula(text: string): boolean {
  if (text.length === 0) return false;
  const first = text.charAt(0);
  return FORMULA_TRIGGERS.includes(first);
}

/** The text a spreadsheet should read back from a text cell: the text, with `'` in front when it starts like a formula. */
export function readBackAs(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/** Strings that start with each trigger (and with its near misses) followed by anything. */
export const FORMULA_STARTS: readonly string[] = [...FORMULA_TRIGGERS, ' ', '"', "'", '\n', '\u000B', '\u000C', '\u00A0', '\uFF1D', 'a', '0'];
