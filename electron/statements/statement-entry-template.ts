// An entry's text in a format, declared once as a template of pieces: literal text, the
// entry's texts (escaped, cut or left out as xmlText and xmlElement do), its amount, its
// booking day, and codes that follow from its type and direction. From one template come
// both ways of writing an entry:
//   - renderEntry: from the model's StatementEntry, in JavaScript (every entry can be
//     written so; it is the definition);
//   - entryByteSplicer (statement-entry-bytes.ts): SQLite gives the entry's variable texts
//     from its columns (COLUMN_TEXTS below), and where they are plain the template's
//     constant pieces (encoded once) are spliced around them as UTF-8 bytes, byte for
//     byte renderEntry's. Other entries are written by renderEntry (statement-entry-texts.ts).
// test/unit/statements/statement-entry-template.test.ts compares the two on generated entries.
import { minorToDecimal } from './minor-units';
import { FEE_TYPES, type StatementEntry, type StatementSummary } from './statement-model';
import { fittedId } from './statement-ids';
import { xmlText } from './statement-text';

type Direction = StatementEntry['direction'];

/** The entry's texts a template can write. */
export type EntryTextName = 'id' | 'type' | 'originId' | 'party' | 'reference' | 'txInfo' | 'description';

export type EntryPiece =
  | string
  /** The text escaped; with `element` ("A/B": nested), inside those elements and left out when empty; with `when`, only for that direction. */
  | { readonly text: EntryTextName; readonly max: number; readonly element?: string; readonly when?: Direction }
  | { readonly amount: true }
  | { readonly bookingDate: true }
  /** Text that follows from the type and direction alone (the code tables of entry-type-codes.ts). */
  | { readonly code: (type: string, direction: Direction) => string };

export type EntryTemplate = (summary: StatementSummary) => readonly EntryPiece[];

/** Each text from the model (ids fitted to their field: statement-ids.ts). */
const MODEL_TEXTS: Record<EntryTextName, (entry: StatementEntry, max: number) => string | null> = {
  id: (entry, max) => fittedId(entry.id, max),
  type: (entry) => entry.type,
  originId: (entry, max) => (entry.origin === null ? null : fittedId(entry.origin.id, max)),
  party: (entry) => entry.counterpartyName,
  reference: (entry) => entry.reference,
  txInfo: (entry) => [entry.origin === null ? null : `${entry.origin.kind} ${entry.origin.id}`, entry.linkedTransactionId === null ? null : `reverses ${entry.linkedTransactionId}`].filter((part) => part !== null).join('; '),
  description: (entry) => entry.description,
};

const HAS_ORIGIN = '(reference_type IS NOT NULL AND reference_id IS NOT NULL)';
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The same texts from the entry's columns (a number in a payment's JSON as char(1), which no check passes: the model writes it). */
export const COLUMN_TEXTS: Record<EntryTextName, string> = {
  id: 'id',
  type: 'type',
  originId: `CASE WHEN ${HAS_ORIGIN} THEN reference_id END`,
  party: `CASE WHEN type IN (${[...FEE_TYPES].map(literal).join(', ')}) THEN NULL ELSE counterparty_name END`,
  reference: "CASE WHEN typeof(origin_reference) IN ('text', 'null') THEN origin_reference ELSE char(1) END",
  txInfo: `concat_ws('; ', CASE WHEN ${HAS_ORIGIN} THEN reference_type || ' ' || reference_id END, CASE WHEN linked_id IS NOT NULL THEN 'reverses ' || linked_id END)`,
  description: 'description',
};

/** `<A><B>` of the element path "A/B", and its closing tags. */
export const openTags = (path: string) => path.split('/').map((name) => `<${name}>`).join('');
export const closeTags = (path: string) => path.split('/').reverse().map((name) => `</${name}>`).join('');

/** The entry's text in the template's format. */
export function renderEntry(pieces: readonly EntryPiece[], entry: StatementEntry, summary: StatementSummary): string {
  let out = '';
  for (const piece of pieces) {
    if (typeof piece === 'string') out += piece;
    else if ('text' in piece) {
      if (piece.when !== undefined && piece.when !== entry.direction) continue;
      const text = xmlText(MODEL_TEXTS[piece.text](entry, piece.max), piece.max);
      if (piece.element === undefined) out += text as string;
      else if (text !== undefined) out += `${openTags(piece.element)}${text}${closeTags(piece.element)}`;
    } else if ('amount' in piece) out += minorToDecimal(entry.amount, summary.account.exponent);
    else if ('bookingDate' in piece) out += entry.bookingDate;
    else out += piece.code(entry.type, entry.direction);
  }
  return out;
}
