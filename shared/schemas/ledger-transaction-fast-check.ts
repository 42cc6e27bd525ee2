// A fast path for validating ledger list pages (a full sync reads 5,000 pages of 200),
// with the guarantees of the zod schema, which stays the source of truth:
//
// - It only ever ACCEPTS: an item it cannot vouch for goes through the item schema
//   itself, and a page with any item the schema refuses is left to the page schema, so
//   every error (and its wording) is the schema's own.
// - It accepts an item only when the schema would accept it AND return it unchanged
//   (same keys, same values), so the object kept is the one the schema would give.
//   Each field's check is the field's own schema, by one of two routes:
//     * a field whose schema IS one of the shared format schemas (the very object:
//       `transactionId`, `ledgerDecimal`, `dateTime`, `accountId`) is checked with the
//       predicate that schema is built from (idPattern, LEDGER_DECIMAL_RE, isDateTime);
//     * any other field (enums, optional strings, nullable ids) asks its schema once per
//       distinct value and remembers the answer (bounded), which is sound because these
//       schemas are pure functions of the value; a schema changed later (e.g. how enums
//       are handled) is simply asked again.
//   Objects (metadata), keys outside the schema's shape and undefined values are never
//   vouched for: such an item is parsed by the item schema (which bounds the depth of an
//   unknown field, json-depth.ts). Enum fields that keep unknown values (known-or-unknown.ts)
//   are plain remembered checks: the schema accepts such a value unchanged, and so does this.
// test/unit/schemas/ledger-transaction-fast-check.test.ts proves with fast-check that
// this function and the schema agree on valid and mutated pages.
import { z } from 'zod';
import { accountId, idPattern, transactionId } from '../ids';
import { dateTime, isDateTime, LEDGER_DECIMAL_RE, ledgerDecimal } from '../formats';
import { listSchema, type List } from './common';
import { ledgerTransactionSchema, type LedgerTransaction } from './ledger-transaction';

type FieldCheck = (value: unknown) => boolean;

/** Distinct values remembered per field; past it, the field's schema is asked each time. */
const MAX_REMEMBERED_VALUES = 4096;

function stringMatching(pattern: RegExp): FieldCheck {
  return (value) => typeof value === 'string' && pattern.test(value);
}

const KNOWN_FORMATS = new Map<z.ZodType, FieldCheck>([
  [transactionId, stringMatching(idPattern('transaction'))],
  [accountId, stringMatching(idPattern('account'))],
  [ledgerDecimal, stringMatching(LEDGER_DECIMAL_RE)],
  [dateTime, (value) => typeof value === 'string' && isDateTime(value)],
]);

/** The field's schema asked once per distinct primitive value: true when it accepts the value unchanged. */
function rememberedCheck(schema: z.ZodType): FieldCheck {
  const answers = new Map<unknown, boolean>();
  return (value) => {
    if (value === undefined || (typeof value === 'object' && value !== null)) return false;
    let accepted = answers.get(value);
    if (accepted === undefined) {
      const result = schema.safeParse(value);
      accepted = result.success && Object.is(result.data, value);
      if (answers.size < MAX_REMEMBERED_VALUES) answers.set(value, accepted);
    }
    return accepted;
  };
}

export interface ItemFastCheck {
  /** True only when the object schema accepts `item` and returns it unchanged. */
  (item: unknown): boolean;
}

/** A fast check for the items of a z.looseObject schema, built from the schema's own shape. */
export function objectFastCheck(schema: z.ZodObject): ItemFastCheck {
  const shape = schema.shape as Record<string, z.ZodType>;
  const checks = new Map<string, FieldCheck>();
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    checks.set(key, KNOWN_FORMATS.get(field) ?? rememberedCheck(field));
    if (!field.safeParse(undefined).success) required.push(key);
  }
  return (item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
    const record = item as Record<string, unknown>;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) return false;
      const check = checks.get(key);
      if (check === undefined || !check(record[key])) return false;
    }
    // Every key present is a shape key with an accepted value; every required key must be present.
    for (const key of required) if (!Object.hasOwn(record, key)) return false;
    return true;
  };
}

const ledgerEnvelopeSchema = listSchema(z.unknown());
const ledgerItemFastCheck = objectFastCheck(ledgerTransactionSchema);

/**
 * A ledger list page checked the fast way: the page as `listSchema(ledgerTransactionSchema)`
 * would return it, or undefined when the page must be parsed by that schema (which then
 * accepts it or gives its own error).
 */
export function ledgerListFastCheck(body: unknown): List<LedgerTransaction> | undefined {
  const envelope = ledgerEnvelopeSchema.safeParse(body);
  if (!envelope.success) return undefined;
  const items: LedgerTransaction[] = new Array<LedgerTransaction>(envelope.data.items.length);
  for (let i = 0; i < items.length; i += 1) {
    const item = envelope.data.items[i];
    if (ledgerItemFastCheck(item)) {
      items[i] = item as LedgerTransaction;
      continue;
    }
    const parsed = ledgerTransactionSchema.safeParse(item);
    if (!parsed.success) return undefined;
    items[i] = parsed.data;
  }
  return { ...envelope.data, items };
}
