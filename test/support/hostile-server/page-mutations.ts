// What a broken or hostile server may answer in place of one ledger page, as fast-check
// values for the response properties (test/integration/hostile/response-properties.test.ts
// and test/bench/hostile-response-properties.ts). Each mutation is a plain description
// (so a failing case prints readably and shrinks) that `answerFor` turns into the status,
// headers and body text of the answer.
import fc from 'fast-check';
import { deeplyNestedArrayText, deeplyNestedObjectText } from './hostile-server';
import type { LedgerPageJson } from './ledger-book';

export interface HostileAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

const LEDGER_FIELDS = ['id', 'accountId', 'type', 'direction', 'amount', 'currency', 'balance', 'createdAt', 'description', 'metadata', 'reference', 'transactionGroupId'] as const;

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
  | { readonly kind: 'content-type'; readonly value: string };

export function pageMutationArbitrary(itemsPerPage: number): fc.Arbitrary<PageMutation> {
  const item = fc.integer({ min: 0, max: itemsPerPage - 1 });
  const field = fc.oneof(fc.constantFrom(...LEDGER_FIELDS), fc.string({ minLength: 1, maxLength: 12 }));
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('replace-field' as const), item, field: fc.constantFrom(...LEDGER_FIELDS), value: fieldValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove-field' as const), item, field: fc.constantFrom(...LEDGER_FIELDS) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add-field' as const), item, field, value: fieldValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-item' as const), item, value: fieldValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('duplicate-item' as const), item }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'repeat-earlier-item' as const }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-items' as const), value: fieldValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace-pagination' as const), value: fieldValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace-cursor' as const), value: fieldValue }) },
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

/** The answer a server with `mutation` gives for `page` (`earlier`: an item of the page before). */
export function answerFor(page: LedgerPageJson, earlier: unknown, mutation: PageMutation, nowMs: number): HostileAnswer {
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
  }
}
