// The fast check of ledger pages against the zod schema it stands in for: on valid
// pages and on pages mutated every way a server could get them wrong, it returns a page
// exactly when the schema accepts, and then exactly what the schema returns. Every
// body goes through JSON text first, as it comes off the wire.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEDGER_DIRECTIONS, LEDGER_REFERENCE_TYPES, LEDGER_TRANSACTION_TYPES, ledgerTransactionSchema, listSchema } from '../../../shared/schemas';
import { ledgerListFastCheck, objectFastCheck } from '../../../shared/schemas/ledger-transaction-fast-check';

const pageSchema = listSchema(ledgerTransactionSchema);
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('');
const alnum = (min = 1, max = 24) => fc.array(fc.constantFrom(...ALNUM), { minLength: min, maxLength: max }).map((c) => c.join(''));
const id = (prefix: string) => alnum().map((body) => `${prefix}${body}`);
const decimal = fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.option(fc.stringMatching(/^[0-9]{1,8}$/), { nil: undefined }))
  .map(([whole, fraction]) => (fraction === undefined ? String(whole) : `${whole}.${fraction}`));
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateTimeText = fc.record({
  ms: fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
  fraction: fc.constantFrom('', '.1', '.123', '.123456', '.000000001'),
  zone: fc.constantFrom('Z', 'z', '+00:00', '-05:30', '+14:00'),
  t: fc.constantFrom('T', 't'),
}).map(({ ms, fraction, zone, t }) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${t}${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${fraction}${zone}`;
});
const metadata = fc.dictionary(fc.stringMatching(/^[a-zA-Z0-9_]{1,40}$/), fc.option(fc.string({ maxLength: 30 }), { nil: null }), { maxKeys: 4 });

/** A valid entry: every required field, optional fields absent, present or (where allowed) null. */
const validEntry = fc.record(
  {
    id: id('txn_'),
    accountId: id('acc_'),
    // Now and then a type the API added later: the schema keeps it, so the fast path must too.
    type: fc.oneof({ arbitrary: fc.constantFrom(...LEDGER_TRANSACTION_TYPES), weight: 4 }, { arbitrary: fc.stringMatching(/^[a-z0-9_]{1,64}$/), weight: 1 }),
    direction: fc.constantFrom(...LEDGER_DIRECTIONS),
    amount: decimal,
    currency: fc.stringMatching(/^[A-Z]{2,10}$/),
    balance: decimal,
    createdAt: dateTimeText,
    linkedTransactionId: fc.option(id('txn_'), { nil: null }),
    transactionGroupId: fc.string({ maxLength: 30 }),
    referenceType: fc.constantFrom(...LEDGER_REFERENCE_TYPES),
    referenceId: fc.string({ maxLength: 30 }),
    description: fc.string({ maxLength: 60 }),
    metadata,
  },
  { requiredKeys: ['id', 'accountId', 'type', 'direction', 'amount', 'currency', 'balance', 'createdAt'] },
);

const FIELDS = ['id', 'accountId', 'type', 'direction', 'amount', 'currency', 'balance', 'createdAt', 'linkedTransactionId', 'transactionGroupId', 'referenceType', 'referenceId', 'description', 'metadata'];

/** Values a server could send in a field's place. */
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', 'txn_', 'acc_x', 'txn_a-b', 'payment_out ', 'PAYMENT_OUT', 'debit\n', '1.123456789', '-1.00', '1e3', '01', '.5', '5.',
    '2026-02-30T00:00:00Z', '2026-01-01T24:00:00Z', '2026-01-01 00:00:00Z', '2026-01-01T00:00:60Z', 'usd', 'U', 'ABCDEFGHIJK', 'x'.repeat(501),
    // Bounds: unknown enum codes of 64 and 65 characters, amounts of 40 and 41 whole digits, a 10-digit fraction of a second.
    'settled_partially', 'x'.repeat(64), 'x'.repeat(65), '1'.repeat(40), `${'9'.repeat(41)}.5`, '2026-01-01T00:00:00.1234567890Z', 'credit_reversal', 'y'.repeat(257)),
  validEntry.map((e) => e.id),
);

/** `depth` nested arrays: `[[...]]`. */
function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

type Entry = Record<string, unknown>;
/** One entry spoiled: a field replaced, removed, or a key added (an unknown field, a metadata key). */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), field: fc.constantFrom(...FIELDS), value: wrongValue }),
  fc.record({ kind: fc.constant('remove' as const), field: fc.constantFrom(...FIELDS) }),
  fc.record({ kind: fc.constant('add' as const), field: fc.constantFrom('extra', 'Id', 'createdat', 'constructor', 'toString'), value: fc.jsonValue({ maxDepth: 1 }) }),
  // An unknown field nested around the depth bound (MAX_OPAQUE_JSON_DEPTH is 32).
  fc.record({ kind: fc.constant('add' as const), field: fc.constant('futureField'), value: fc.integer({ min: 30, max: 34 }).map(nestedArrays) }),
  fc.record({ kind: fc.constant('metadata' as const), field: fc.constantFrom('__proto__', 'bad key', 'k'.repeat(41), 'ok_key'), value: fc.jsonValue({ maxDepth: 1 }) }),
);

function mutate(entry: Entry, m: { kind: string; field: string; value?: unknown }): string {
  const copy: Entry = { ...entry };
  if (m.kind === 'replace') copy[m.field] = m.value;
  if (m.kind === 'remove') delete copy[m.field];
  if (m.kind === 'add') copy[m.field] = m.value;
  let text = JSON.stringify(copy);
  // A key such as __proto__ only exists as an own property when it comes from JSON text.
  if (m.kind === 'metadata') text = text.replace(/}$/, `${text === '{}' ? '' : ','}"metadata":{${JSON.stringify(m.field)}:${JSON.stringify(m.value ?? null)}}}`);
  return text;
}

const pagination = fc.oneof(
  fc.record({ hasMore: fc.boolean(), nextCursor: fc.option(alnum(), { nil: undefined }) }, { requiredKeys: ['hasMore'] }),
  fc.record({ hasMore: fc.boolean(), nextCursor: fc.constant(null) }),
  fc.record({ hasMore: fc.jsonValue({ maxDepth: 0 }), nextCursor: fc.jsonValue({ maxDepth: 1 }) }),
  fc.record({ hasMore: fc.boolean(), nextCursor: fc.constant('') }),
);

/** Page JSON text: valid entries with some mutated ones, and now and then a broken envelope. */
const pageText = fc.record({
  entries: fc.array(fc.tuple(validEntry, fc.option(mutation, { freq: 3, nil: undefined })), { maxLength: 6 }),
  pagination,
  extra: fc.option(fc.jsonValue({ maxDepth: 1 }), { nil: undefined }),
  itemsWrong: fc.option(fc.jsonValue({ maxDepth: 1 }), { freq: 10, nil: undefined }),
}).map(({ entries, pagination: p, extra, itemsWrong }) => {
  const items = itemsWrong !== undefined ? JSON.stringify(itemsWrong) : `[${entries.map(([e, m]) => (m === undefined ? JSON.stringify(e) : mutate(e, m))).join(',')}]`;
  return `{"items":${items},"pagination":${JSON.stringify(p)}${extra === undefined ? '' : `,"extra":${JSON.stringify(extra)}`}}`;
});

/**
 * Deep equality with the same own keys at every level. (Not toStrictEqual: it compares
 * `.constructor`, which an entry with an unknown field named "constructor" owns.)
 */
function expectSameValue(actual: unknown, expected: unknown): void {
  expect(actual).toEqual(expected);
  if (typeof expected !== 'object' || expected === null) return;
  expect(Object.getPrototypeOf(actual)).toBe(Object.getPrototypeOf(expected));
  expect(Object.keys(actual as object).sort()).toEqual(Object.keys(expected).sort());
  for (const key of Object.keys(expected)) expectSameValue((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]);
}

function expectSameAnswer(text: string): void {
  const body: unknown = JSON.parse(text);
  const bySchema = pageSchema.safeParse(JSON.parse(text));
  const fast = ledgerListFastCheck(body);
  if (bySchema.success) expectSameValue(fast, bySchema.data);
  else expect(fast).toBeUndefined();
}

describe('ledgerListFastCheck against listSchema(ledgerTransactionSchema)', () => {
  it('gives the schema\'s page for valid pages', () => {
    fc.assert(
      fc.property(fc.array(validEntry, { maxLength: 8 }), fc.boolean(), (entries, hasMore) => {
        const text = JSON.stringify({ items: entries, pagination: { hasMore, nextCursor: entries.at(-1)?.id ?? null } });
        const fast = ledgerListFastCheck(JSON.parse(text));
        expect(fast).toBeDefined();
        expectSameValue(fast, pageSchema.parse(JSON.parse(text)));
      }),
      { numRuns: 400, seed: 1201 },
    );
  });

  it('accepts exactly what the schema accepts, and returns exactly its result, on mutated pages', () => {
    fc.assert(fc.property(pageText, expectSameAnswer), { numRuns: 3000, seed: 1202 });
  });

  it('leaves a malformed page to the schema: one bad field among valid entries', () => {
    const good = { id: 'txn_1', accountId: 'acc_1', type: 'fee', direction: 'debit', amount: '1.00', currency: 'USD', balance: '2.00', createdAt: '2026-01-01T00:00:00.000Z' };
    for (const [field, value] of [['amount', '1.000000001'], ['type', 'Bonus!'], ['amount', '1'.repeat(41)], ['createdAt', '2026-02-30T00:00:00Z'], ['id', 'pmt_1'], ['direction', null]] as const) {
      const text = JSON.stringify({ items: [good, { ...good, id: 'txn_2', [field]: value }], pagination: { hasMore: false } });
      expect(pageSchema.safeParse(JSON.parse(text)).success).toBe(false);
      expect(ledgerListFastCheck(JSON.parse(text))).toBeUndefined();
    }
  });

  it('keeps the entries it vouches for as they came (no copy), and parses the others with the item schema', () => {
    const plain = { id: 'txn_1', accountId: 'acc_1', type: 'fee', direction: 'debit', amount: '1.00', currency: 'USD', balance: '2.00', createdAt: '2026-01-01T00:00:00.000Z', linkedTransactionId: null };
    const withMetadata = { ...plain, id: 'txn_2', metadata: { invoiceReference: 'INV-1' } };
    const body = { items: [plain, withMetadata], pagination: { hasMore: false } };
    const page = ledgerListFastCheck(body);
    expect(page?.items[0]).toBe(plain);
    expect(page?.items[1]).not.toBe(withMetadata);
    expectSameValue(page?.items[1], ledgerTransactionSchema.parse(withMetadata));
  });
});

describe('objectFastCheck', () => {
  it('never vouches for an object the schema refuses or would change', () => {
    const check = objectFastCheck(ledgerTransactionSchema);
    fc.assert(
      fc.property(validEntry, mutation, (entry, m) => {
        const item: unknown = JSON.parse(mutate(entry, m));
        const result = ledgerTransactionSchema.safeParse(item);
        if (check(item)) {
          expect(result.success).toBe(true);
          expectSameValue(result.data, item);
        }
      }),
      { numRuns: 3000, seed: 1203 },
    );
  });
});
