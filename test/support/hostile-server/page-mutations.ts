// What a broken or hostile server may answer in place of one list page (the ledger's,
// the payments', the counterparties'), as fast-check values for the response properties
// (test/integration/hostile/*-page-properties.test.ts and
// test/bench/hostile-page-properties.ts). Each mutation is a plain description (so a
// failing case prints readably and shrinks) that `answerFor` turns into the status,
// headers and body text of the answer. What differs per list is its item shape
// (ItemShape: the field names to corrupt, nested paths, values of its own); the ledger's
// shape is the default, and its mutations are the same, case for case, as before the
// other lists came.
import fc from 'fast-check';
import { deeplyNestedArrayText, deeplyNestedObjectText } from './hostile-server';
import type { ListPageJson } from './ledger-book';

export interface HostileAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const LEDGER_FIELDS = ['id', 'accountId', 'type', 'direction', 'amount', 'currency', 'balance', 'createdAt', 'description', 'metadata', 'reference', 'transactionGroupId'] as const;

/** What the mutations of one list need to know about its items. */
export interface ItemShape {
  /** The item's field names: replaced, removed, or added again. */
  readonly fields: readonly [string, ...string[]];
  /** Paths inside an item (`['sendAmount', 'value']`) to replace or remove; none: no nested mutations. */
  readonly nestedPaths?: readonly (readonly [string, string, ...string[]])[];
  /**
   * Odd values of this list's own (money objects, ids of other kinds), mixed in with the
   * common ones wherever a field, an item, the items, the pagination or the cursor is
   * replaced. `{ [BOOK_ID]: n }` stands for the id of the book's item n (resolved by
   * `withBookIds` when the case runs: ids differ from case to case).
   */
  readonly values?: fc.Arbitrary<unknown>;
  /** Values aimed at one field (its id, its times, its money), mixed in when that field is replaced. */
  readonly fieldValues?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** An id of `prefix` with 1 to 1,000 characters after it: most longer than the cache keeps (200 in all), all within what the schema allows. */
export function longIdValue(prefix: string): fc.Arbitrary<string> {
  return fc.integer({ min: 1, max: 1000 }).map((length) => `${prefix}${'a'.repeat(length)}`);
}

/** Date-times at the edges of what the schema and the cache each accept: hour 24, a leap second, offsets past 23:59, long fractions, years 0 and 9999. */
export const edgeDateTime: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2026-01-05T24:00:00Z', '2026-01-05T23:59:60Z', '2026-01-05T23:60:00Z', '2026-01-05T09:00:00+24:00', '2026-01-05T09:00:00-23:59',
    '2026-01-05T09:00:00+00:60', '2026-01-05t09:00:00z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2024-02-29T00:00:00Z', '2026-02-29T00:00:00Z',
    '2026-01-05T09:00:00.123456789Z', '2026-01-05 09:00:00Z', '2026-01-05T09:00Z',
  ),
  fc.integer({ min: 7, max: 5_000 }).map((digits) => `2026-01-05T09:00:00.${'9'.repeat(digits)}Z`),
);

/** The key of a value that stands for an id of the case's book: `{ [BOOK_ID]: 4 }`. */
export const BOOK_ID = '$bookId';

/** A value standing for the id of one of the book's `count` items (any page: before, hostile, after). */
export function bookIdValue(count: number): fc.Arbitrary<unknown> {
  return fc.integer({ min: 0, max: count - 1 }).map((index) => ({ [BOOK_ID]: index }));
}

/** `mutation` with each `{ [BOOK_ID]: n }` in it replaced by the id of `book[n]`. */
export function withBookIds(mutation: PageMutation, book: ReadonlyArray<{ readonly id: string }>): PageMutation {
  const resolve = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) return value.map(resolve);
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === BOOK_ID && typeof record[BOOK_ID] === 'number') return book[record[BOOK_ID] % book.length]?.id;
    if ('deepText' in record) return value;
    return Object.fromEntries(keys.map((key) => [key, resolve(record[key])]));
  };
  return 'value' in mutation ? ({ ...mutation, value: resolve(mutation.value) } as PageMutation) : mutation;
}

/** Ledger entries (spec 2.10): the shape the ledger properties have always used. */
export const LEDGER_SHAPE: ItemShape = { fields: LEDGER_FIELDS };

/** Values a server might put where a field belongs: other JSON types, odd strings, odd numbers, deep values. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '-1.00',
    '-0.00',
    '1e3',
    '0x10',
    '1,000.00',
    '١٢٣.٠٠',
    'NaN',
    'Infinity',
    '00000000000000000000001.00',
    '1.005',
    '2026-13-45T25:61:61Z',
    '2026-01-05T09:00:00',
    'txn_\u0000',
    'acc_\u202e',
    '\u001b[31mred',
    'unknown_future_value',
    'settled_partially',
  ),
  fc.integer({ min: 1, max: 50_000 }).map((digits) => '9'.repeat(digits)),
  fc.integer({ min: 1, max: 5_000 }).map((digits) => `1.${'0'.repeat(digits)}`),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.integer({ min: 40, max: 20_000 }).map((depth) => ({ deepText: deeplyNestedObjectText(depth) })),
  fc.integer({ min: 40, max: 20_000 }).map((depth) => ({ deepText: deeplyNestedArrayText(depth) })),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export type PageMutation =
  | { readonly kind: 'replace-field'; readonly item: number; readonly field: string; readonly value: unknown }
  | { readonly kind: 'remove-field'; readonly item: number; readonly field: string }
  | { readonly kind: 'add-field'; readonly item: number; readonly field: string; readonly value: unknown }
  | { readonly kind: 'replace-item'; readonly item: number; readonly value: unknown }
  | { readonly kind: 'duplicate-item'; readonly item: number }
  | { readonly kind: 'repeat-earlier-item' }
  | { readonly kind: 'replace-items'; readonly value: unknown }
  | { readonly kind: 'replace-pagination'; readonly value: unknown }
  | { readonly kind: 'replace-cursor'; readonly value: unknown }
  | { readonly kind: 'replace-body'; readonly text: string }
  | { readonly kind: 'truncate-body'; readonly keep: number }
  | { readonly kind: 'status'; readonly status: number; readonly body: unknown }
  | { readonly kind: 'date-header'; readonly value: string }
  | { readonly kind: 'content-type'; readonly value: string }
  | { readonly kind: 'replace-nested'; readonly item: number; readonly path: readonly string[]; readonly value: unknown }
  | { readonly kind: 'remove-nested'; readonly item: number; readonly path: readonly string[] };

/**
 * Mutations of a page of `itemsPerPage` items of `shape` (default: ledger entries).
 * The ledger's shape gives exactly the arbitrary it always had (same values for the
 * same seed): the nested mutations and a shape's own values are added only for shapes
 * that declare them.
 */
export function pageMutationArbitrary(itemsPerPage: number, shape: ItemShape = LEDGER_SHAPE): fc.Arbitrary<PageMutation> {
  const item = fc.integer({ min: 0, max: itemsPerPage - 1 });
  const fields = shape.fields;
  const field = fc.oneof(fc.constantFrom(...fields), fc.string({ minLength: 1, maxLength: 12 }));
  const value = shape.values === undefined ? fieldValue : fc.oneof({ weight: 3, arbitrary: fieldValue }, { weight: 2, arbitrary: shape.values });
  const nested: fc.WeightedArbitrary<PageMutation>[] = shape.nestedPaths === undefined || shape.nestedPaths.length === 0 ? [] : [
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace-nested' as const), item, path: fc.constantFrom(...shape.nestedPaths), value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove-nested' as const), item, path: fc.constantFrom(...shape.nestedPaths) }) },
  ];
  const fieldValues = shape.fieldValues;
  const replaceField: fc.Arbitrary<PageMutation> = fieldValues === undefined
    ? fc.record({ kind: fc.constant('replace-field' as const), item, field: fc.constantFrom(...fields), value })
    : fc.constantFrom(...fields).chain((name) => {
      const aimed = fieldValues[name];
      return fc.record({ kind: fc.constant('replace-field' as const), item, field: fc.constant(name), value: aimed === undefined ? value : fc.oneof(value, aimed) });
    });
  return fc.oneof(
    { weight: 6, arbitrary: replaceField },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove-field' as const), item, field: fc.constantFrom(...fields) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-field' as const), item, field, value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-item' as const), item, value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate-item' as const), item }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'repeat-earlier-item' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-items' as const), value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-pagination' as const), value }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace-cursor' as const), value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-body' as const), text: fc.oneof(fc.string({ maxLength: 60 }), fc.json({ maxDepth: 3 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('truncate-body' as const), keep: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('status' as const),
        status: fc.oneof(fc.constantFrom(201, 202, 204, 301, 304, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503), fc.integer({ min: 200, max: 599 })),
        body: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ error: fc.dictionary(fc.constantFrom('type', 'code', 'message', 'status', 'requestId', 'retryable', 'fields'), fieldValue) })),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('date-header' as const), value: fc.oneof(fc.string({ maxLength: 40 }), fc.date({ noInvalidDate: true }).map((d) => d.toUTCString())) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('content-type' as const), value: fc.constantFrom('text/html', 'application/octet-stream', 'application/json; charset=latin1', '') }) },
    ...nested,
  );
}

/** JSON text of a value, where `{deepText}` stands for nesting too deep to build as an object. */
function jsonText(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'deepText' in value && typeof (value as { deepText: unknown }).deepText === 'string') return (value as { deepText: string }).deepText;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const OK_HEADERS = { 'content-type': 'application/json' };

/**
 * `item` with the value at `path` replaced (`value`) or removed (`remove`), copying each
 * object on the way; a step that is not an object becomes one.
 */
function withNested(item: Record<string, unknown>, path: readonly string[], value: unknown, remove: boolean): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return item;
  const copy = { ...item };
  if (rest.length === 0) {
    if (remove) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const inner = copy[key];
  copy[key] = withNested(typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {}, rest, value, remove);
  return copy;
}

/** The answer a server with `mutation` gives for `page` (`earlier`: an item of the page before). */
export function answerFor(page: ListPageJson, earlier: unknown, mutation: PageMutation, nowMs: number): HostileAnswer {
  const date = new Date(nowMs).toUTCString();
  const ok = (body: string, headers: Record<string, string> = {}): HostileAnswer => ({ status: 200, headers: { ...OK_HEADERS, date, ...headers }, body });
  const items = page.items.map((item) => ({ ...(item as Record<string, unknown>) }));
  const at = (index: number): Record<string, unknown> => items[index % items.length] as Record<string, unknown>;
  const withItems = (next: unknown[]): string => jsonText({ ...page, items: next });
  switch (mutation.kind) {
    case 'replace-field':
    case 'add-field':
      at(mutation.item)[mutation.field] = mutation.value;
      return ok(withItems(items));
    case 'remove-field':
      delete at(mutation.item)[mutation.field];
      return ok(withItems(items));
    case 'replace-item':
      return ok(withItems(items.map((item, index) => (index === mutation.item % items.length ? mutation.value : item))));
    case 'duplicate-item':
      return ok(withItems([...items, at(mutation.item)]));
    case 'repeat-earlier-item':
      return ok(withItems([earlier, ...items]));
    case 'replace-items':
      return ok(jsonText({ ...page, items: mutation.value }));
    case 'replace-pagination':
      return ok(jsonText({ items, pagination: mutation.value }));
    case 'replace-cursor':
      return ok(jsonText({ items, pagination: { ...page.pagination, nextCursor: mutation.value } }));
    case 'replace-body':
      return ok(mutation.text);
    case 'truncate-body': {
      const text = withItems(items);
      return ok(text.slice(0, mutation.keep % text.length));
    }
    case 'status':
      return { status: mutation.status, headers: { ...OK_HEADERS, date }, body: jsonText(mutation.body) };
    case 'date-header':
      return ok(withItems(items), { date: mutation.value });
    case 'content-type':
      return ok(withItems(items), { 'content-type': mutation.value });
    case 'replace-nested':
    case 'remove-nested': {
      const index = mutation.item % items.length;
      items[index] = withNested(at(index), mutation.path, mutation.kind === 'replace-nested' ? mutation.value : undefined, mutation.kind === 'remove-nested');
      return ok(withItems(items));
    }
  }
}
