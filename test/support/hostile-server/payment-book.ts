// Payments for the hostile-page properties: a well-formed list of outbound payments
// (spec 2.2, listed by GET /payments as assumed-operations.md says) that a test server
// pages through by `starting_after` (ledger-book.ts's pageAfter), and the payment's item
// shape for page-mutations.ts: its fields, the paths inside its money objects, fees,
// metadata and opaque objects, and odd values a payment field may meet.
import fc from 'fast-check';
import { bookIdValue, edgeDateTime, longIdValue, type ItemShape } from './page-mutations';

export interface PaymentJson {
  id: string;
  customerId: string;
  status: string;
  rail: string;
  createdAt: string;
  updatedAt: string;
  [extra: string]: unknown;
}

const BASE_MS = Date.UTC(2026, 0, 5, 9, 0, 0);
const RAILS = ['ach', 'fedwire', 'swift', 'crypto', 'open'] as const;

/** A response money object (spec 2.1 form A) of `minor` cents in USD, or of USDC (6 decimals) for crypto. */
function money(minor: number, crypto: boolean): Record<string, unknown> {
  const exponent = crypto ? 6 : 2;
  const value = crypto ? `${minor}0000` : `${minor}`;
  return { currency: crypto ? 'USDC' : 'USD', exponent, value, displayValue: (Number(value) / 10 ** exponent).toFixed(exponent) };
}

/**
 * A well-formed payment: ids `pmt_<prefix>N`, one second apart, the rails in turn, every
 * optional field the spec lists for its rail filled in (so that each can be corrupted).
 * Terminal statuses only: the sync then has nothing to re-read by id.
 */
export function payment(n: number, prefix = 'h'): PaymentJson {
  const rail = RAILS[(n - 1) % RAILS.length] ?? 'ach';
  const crypto = rail === 'crypto';
  const returned = rail === 'ach' && n % 2 === 0;
  const createdAt = new Date(BASE_MS + n * 1000).toISOString();
  const completedAt = new Date(BASE_MS + n * 1000 + 60_000).toISOString();
  const amount = money(n * 1000 + 50, crypto);
  return {
    id: `pmt_${prefix}${n}`,
    customerId: 'cus_hostile1',
    status: returned ? 'returned' : 'completed',
    rail,
    createdAt,
    updatedAt: completedAt,
    sourceAccountId: 'acc_hostile1',
    counterpartyId: 'cpt_hostile1',
    paymentMethodId: 'pm_hostile1',
    direction: 'outbound',
    sendAmount: amount,
    receiveAmount: amount,
    amountInputSide: 'send',
    executionPreference: 'at_market',
    quoteId: null,
    fees: { feeAmount: money(25, crypto), feeCurrency: crypto ? 'USDC' : 'USD', feeComponents: [{ type: 'rail_fee', amount: '0.25', currency: 'USD' }] },
    totalDebitAmount: money(n * 1000 + 75, crypto),
    cancellationState: 'not_cancelable',
    requiresActionReason: null,
    compliance: { screening: 'clear' },
    railDetails: rail === 'ach' ? { secCode: 'CCD' } : {},
    reference: `invoice ${n}`,
    purpose: 'goods_and_services',
    metadata: { invoice: `inv${n}`, note: null },
    completedAt,
    ...(rail === 'ach' ? { achReturnCode: returned ? 'R01' : null } : {}),
    ...(crypto ? { cryptoNetwork: 'solana', cryptoTransferStatus: 'confirmed', travelRule: { originator: { name: 'Hostile Co' } } } : {}),
    ...(rail === 'swift' ? { verificationResult: { match: 'full' } } : {}),
  };
}

export function payments(count: number, prefix = 'h'): PaymentJson[] {
  return Array.from({ length: count }, (_, i) => payment(i + 1, prefix));
}

const PAYMENT_FIELDS = [
  'id', 'customerId', 'status', 'rail', 'createdAt', 'updatedAt', 'sourceAccountId', 'counterpartyId', 'paymentMethodId', 'direction',
  'sendAmount', 'receiveAmount', 'amountInputSide', 'executionPreference', 'quoteId', 'exchangeRate', 'fees', 'totalDebitAmount',
  'cancellationState', 'requiresActionReason', 'compliance', 'railDetails', 'reference', 'purpose', 'metadata', 'completedAt',
  'achReturnCode', 'cryptoNetwork', 'cryptoTransferStatus', 'travelRule', 'verificationResult',
] as const;

const MONEY_FIELDS = ['sendAmount', 'receiveAmount', 'totalDebitAmount'] as const;
const MONEY_KEYS = ['currency', 'exponent', 'value', 'displayValue', 'amount'] as const;

/** Odd money objects: both response forms with each part wrong in turn. */
const oddMoney: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    currency: fc.constantFrom('USD', 'usd', '', 'U', 'USDCUSDCUSDC', 'USDC'),
    exponent: fc.oneof(fc.constantFrom(0, 2, 6, 18, 19, 40, -1, 1.5, 1e308), fc.constantFrom('2', null)),
    value: fc.oneof(
      fc.constantFrom('0', '-100', '+100', '1e3', '0x10', '1.50', '', ' 100', '007'),
      fc.integer({ min: 30, max: 60 }).map((digits) => '9'.repeat(digits)),
      fc.integer({ min: 1, max: 50_000 }).map((digits) => '1'.repeat(digits)),
      fc.constant(100),
    ),
    displayValue: fc.constantFrom('1.00', 'one dollar', ''),
  }, { requiredKeys: [] }),
  fc.record({
    currency: fc.constantFrom('USD', 'JPY', 'XYZ', 'usd'),
    amount: fc.constantFrom('1.00', '-1.00', '1.005', '1.' + '0'.repeat(30) + '1', '1,000.00', '', '1e2', '.5', '5.'),
  }, { requiredKeys: [] }),
);

/** Values a payment field may meet: other ids, the enums' neighbours, odd times. */
const paymentValues: fc.Arbitrary<unknown> = fc.oneof(
  bookIdValue(9),
  oddMoney,
  fc.constantFrom(
    'pmt_', 'pmt_a b', 'pmt_\u00e9', `pmt_${'a'.repeat(300)}`, `pmt_${'a'.repeat(1001)}`, 'acc_hostile1', 'cpt_hostile1', 'cus_', 'PMT_1',
    'completed', 'processing', 'requires_action', 'Completed', 'settled_partially', 'x'.repeat(65), 'wire', 'sepa', 'ach ', 'R99', 'R1', 'r01',
    'outbound', 'inbound', 'solana', 'bitcoin', 'send', 'receive', 'not_cancelable', 'maybe',
    '2026-01-05T09:00:00.000Z', '2026-01-05T09:00:00+14:00', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-02-30T00:00:00Z', '2026-01-05',
  ),
  fc.dictionary(fc.string({ maxLength: 45 }), fc.oneof(fc.string({ maxLength: 10 }), fc.constant(null), fc.integer()), { maxKeys: 60 }),
  fc.integer({ min: 400, max: 20_000 }).map((length) => 'r'.repeat(length)),
);

const enumLike: fc.Arbitrary<string> = fc.oneof(fc.stringMatching(/^[a-z0-9_]{1,64}$/), fc.constantFrom('', 'A', 'x'.repeat(65), 'in review', 'completed\n'));

export const PAYMENT_SHAPE: ItemShape = {
  fields: PAYMENT_FIELDS,
  fieldValues: {
    id: fc.oneof(longIdValue('pmt_'), bookIdValue(9)),
    counterpartyId: longIdValue('cpt_'),
    sourceAccountId: longIdValue('acc_'),
    createdAt: edgeDateTime,
    updatedAt: edgeDateTime,
    completedAt: edgeDateTime,
    status: enumLike,
    rail: enumLike,
    requiresActionReason: enumLike,
    achReturnCode: fc.oneof(enumLike, fc.stringMatching(/^R[0-9]{2}$/)),
    cryptoTransferStatus: enumLike,
    sendAmount: oddMoney,
    receiveAmount: oddMoney,
    totalDebitAmount: oddMoney,
  },
  nestedPaths: [
    ...MONEY_FIELDS.flatMap((field) => MONEY_KEYS.map((key) => [field, key] as const)),
    ['fees', 'feeAmount'], ['fees', 'feeCurrency'], ['fees', 'feeComponents'], ['fees', 'feeAmount', 'value'],
    ['metadata', 'invoice'], ['metadata', 'note'], ['metadata', 'a'.repeat(41)], ['metadata', 'bad key'],
    ['compliance', 'screening'], ['railDetails', 'secCode'], ['travelRule', 'originator'], ['exchangeRate', 'rate'],
  ],
  values: paymentValues,
};
