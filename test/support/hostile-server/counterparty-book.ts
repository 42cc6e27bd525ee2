// Counterparties for the hostile-page properties: a well-formed list (spec 2.11, listed by
// GET /counterparties as assumed-operations.md says) that a test server pages through by
// `starting_after` (ledger-book.ts's pageAfter), and the counterparty's item shape for
// page-mutations.ts: its fields, paths inside its address, metadata and compliance, and
// odd values a counterparty field may meet.
import fc from 'fast-check';
import { bookIdValue, edgeDateTime, longIdValue, type ItemShape } from './page-mutations';

export interface CounterpartyJson {
  id: string;
  customerId: string;
  entityType: string;
  name: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  [extra: string]: unknown;
}

const BASE_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A well-formed counterparty: ids `cpt_<prefix>N`, one second apart, businesses and individuals in turn, every optional field filled in. */
export function counterparty(n: number, prefix = 'h'): CounterpartyJson {
  const createdAt = new Date(BASE_MS + n * 1000).toISOString();
  return {
    id: `cpt_${prefix}${n}`,
    customerId: 'cus_hostile1',
    entityType: n % 2 === 0 ? 'individual' : 'business',
    name: n % 2 === 0 ? `Person ${n}` : `Supplier ${n} Ltd`,
    status: n % 3 === 0 ? 'archived' : 'active',
    createdAt,
    updatedAt: createdAt,
    email: `ap${n}@example.com`,
    address: { line1: `${n} Main Street`, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    compliance: { screening: 'clear' },
    metadata: { vendorCode: `v${n}`, note: null },
  };
}

export function counterparties(count: number, prefix = 'h'): CounterpartyJson[] {
  return Array.from({ length: count }, (_, i) => counterparty(i + 1, prefix));
}

const COUNTERPARTY_FIELDS = ['id', 'customerId', 'entityType', 'name', 'status', 'createdAt', 'updatedAt', 'email', 'address', 'compliance', 'metadata'] as const;

/** Values a counterparty field may meet: other ids, the enums' neighbours, odd names, addresses and times. */
const counterpartyValues: fc.Arbitrary<unknown> = fc.oneof(
  bookIdValue(9),
  fc.constantFrom(
    'cpt_', 'cpt_a b', `cpt_${'a'.repeat(300)}`, `cpt_${'a'.repeat(1001)}`, 'pmt_hostile1', 'cus_', 'CPT_1',
    'individual', 'business', 'trust', 'Business', 'active', 'archived', 'deleted', 'x'.repeat(65),
    '=HYPERLINK("http://x")', '+1-555', '@SUM(A1)', 'Ünïcödé GmbH', '\u202egnp.exe', 'a\nb', 'not an e-mail',
    '2026-01-05T09:00:00.000Z', '2026-02-30T00:00:00Z', '2026-01-05', '1970-01-01T00:00:00Z',
    'US', 'us', 'USA', '',
  ),
  fc.record({ line1: fc.string({ maxLength: 20 }), country: fc.constantFrom('US', 'us', 'USA', '', 'ZZ'), postalCode: fc.oneof(fc.string(), fc.integer()) }, { requiredKeys: [] }),
  fc.dictionary(fc.string({ maxLength: 45 }), fc.oneof(fc.string({ maxLength: 10 }), fc.constant(null), fc.integer()), { maxKeys: 60 }),
  fc.integer({ min: 9_990, max: 20_000 }).map((length) => 'n'.repeat(length)),
);

const enumLike: fc.Arbitrary<string> = fc.oneof(fc.stringMatching(/^[a-z0-9_]{1,64}$/), fc.constantFrom('', 'A', 'x'.repeat(65), 'Business', 'active\n'));

export const COUNTERPARTY_SHAPE: ItemShape = {
  fields: COUNTERPARTY_FIELDS,
  fieldValues: {
    id: fc.oneof(longIdValue('cpt_'), bookIdValue(9)),
    customerId: longIdValue('cus_'),
    createdAt: edgeDateTime,
    updatedAt: edgeDateTime,
    status: enumLike,
    entityType: enumLike,
    name: fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.integer({ min: 9_990, max: 10_010 }).map((length) => 'n'.repeat(length))),
  },
  nestedPaths: [
    ['address', 'line1'], ['address', 'line2'], ['address', 'city'], ['address', 'state'], ['address', 'postalCode'], ['address', 'country'],
    ['metadata', 'vendorCode'], ['metadata', 'note'], ['metadata', 'a'.repeat(41)], ['metadata', 'bad key'],
    ['compliance', 'screening'], ['compliance', 'deep'],
  ],
  values: counterpartyValues,
};
