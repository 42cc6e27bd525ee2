// What BAI2 and MT940 cannot carry: letters outside their character sets are written as ?
// (docs/statements.md). Said before one is written, in the window (the format's hint and the
// preview's "Letters" row) and by the CLI.
import type { StatementFormatId } from './ipc/statement-methods';

export const LATIN_ONLY_NOTE = 'BAI2 and MT940 carry only Latin letters: names and references in other scripts are written as ?; choose camt.053, OFX or a CSV to keep them.';

export function keepsOnlyLatin(format: StatementFormatId): boolean {
  return format === 'bai2' || format === 'mt940';
}
