// Response enums the API may grow keep a value this app does not know (and still refuse a
// malformed one); strings, amounts and ids are bounded; a negative amount is refused where
// the spec means a magnitude; values passed through opaquely are bounded in depth by a
// check that does not recurse (issue 10, item 6).
import { describe, expect, it } from 'vitest';
import {
  accountNumberSchema, accountSchema, blockchainAddressSchema, collectionSchema, counterpartySchema, depositInstructionSchema, findTooDeep,
  isKnownValue, isUnknownValue, knownOrUnknown, ledgerTransactionSchema, markUnknown, MAX_OPAQUE_JSON_DEPTH, onboardingSchema, PAYMENT_STATUSES,
  paymentMethodSchema, paymentSchema, RAILS, railSchema, transferSchema, webhookSubscriptionSchema, type Payment,
} from '../../../shared/schemas';
import {
  createAccountNumberBodySchema, createCollectionBodySchema, createCounterpartyBodySchema, createCryptoPaymentBodySchema, createPaymentBodySchema,
  createPaymentMethodBodySchema, createSwiftPaymentBodySchema, listDepositInstructionsQuerySchema, listPaymentsQuerySchema,
} from '../../../shared/requests';
import { IpcContract } from '../../../shared/ipc';
import { dateTime, ledgerDecimal, MAX_RESPONSE_TEXT_LENGTH } from '../../../shared/formats';
import { paymentId } from '../../../shared/ids';
import { RESOURCE_CASES } from './resource-samples';
import { badFields, parsed } from './schema-test-support';

const sample = (name: string) => RESOURCE_CASES.find((c) => c.name === name)?.required as Record<string, unknown>;
const payment = sample('payment');

/** `depth` nested objects `{"a":{"a":...{}}}`, built without recursion. */
function nestedObjects(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let i = 1; i < depth; i += 1) value = { a: value };
  return value;
}

describe('enum values the API may add are kept as they came', () => {
  it.each([
    ['payment status', paymentSchema, payment, 'status'],
    ['payment requires-action reason', paymentSchema, payment, 'requiresActionReason'],
    ['crypto transfer status', paymentSchema, payment, 'cryptoTransferStatus'],
    ['collection status', collectionSchema, sample('collection'), 'status'],
    ['collection requires-action reason', collectionSchema, sample('collection'), 'requiresActionReason'],
    ['transfer status', transferSchema, sample('transfer'), 'status'],
    ['ledger transaction type', ledgerTransactionSchema, sample('ledger transaction'), 'type'],
    ['ledger reference type', ledgerTransactionSchema, sample('ledger transaction'), 'referenceType'],
    ['counterparty status', counterpartySchema, sample('counterparty'), 'status'],
    ['payment method status', paymentMethodSchema, sample('payment method'), 'status'],
    ['payment method type (the spec mentions sepa_bank and fps_bank)', paymentMethodSchema, sample('payment method'), 'type'],
    ['validation result', paymentMethodSchema, sample('payment method'), 'validationResult'],
    ['rail status', railSchema, sample('rail'), 'status'],
    ['webhook subscription status', webhookSubscriptionSchema, sample('webhook subscription'), 'status'],
    ['account status', accountSchema, sample('account'), 'status'],
    ['payment rail', paymentSchema, payment, 'rail'],
    ['payment purpose', paymentSchema, payment, 'purpose'],
    ['payment crypto network', paymentSchema, payment, 'cryptoNetwork'],
    ['payment cancellation state', paymentSchema, payment, 'cancellationState'],
    ['payment amount input side', paymentSchema, payment, 'amountInputSide'],
    ['payment execution preference', paymentSchema, payment, 'executionPreference'],
    ['collection rail', collectionSchema, sample('collection'), 'rail'],
    ['collection cancellation state', collectionSchema, sample('collection'), 'cancellationState'],
    ['onboarding status', onboardingSchema, sample('onboarding'), 'status'],
    ['onboarding KYB status', onboardingSchema, sample('onboarding'), 'kybStatus'],
    ['account number type', accountNumberSchema, sample('account number'), 'type'],
    ['account number status', accountNumberSchema, sample('account number'), 'status'],
    ['deposit instruction kind', depositInstructionSchema, sample('deposit instruction'), 'kind'],
    ['deposit instruction status', depositInstructionSchema, sample('deposit instruction'), 'status'],
    ['blockchain address chain', blockchainAddressSchema, sample('blockchain address'), 'chain'],
    ['payment method bank account type', paymentMethodSchema, sample('payment method'), 'bankAccountType'],
    ['payment method chain', paymentMethodSchema, sample('payment method'), 'chain'],
    ['counterparty entity type', counterpartySchema, sample('counterparty'), 'entityType'],
  ] as const)('%s: a new code is kept unchanged; a malformed one is refused', (_name, schema, base, field) => {
    const kept = parsed(schema, { ...base, [field]: 'settled_partially' }) as Record<string, unknown>;
    expect(kept[field]).toBe('settled_partially');
    expect(badFields(schema, { ...base, [field]: 'x'.repeat(64) })).toEqual([]);
    for (const bad of ['', 'Settled', 'settled partially', 'settled-partially', 'x'.repeat(65), 42]) {
      expect(badFields(schema, { ...base, [field]: bad }), String(bad)).toEqual([field]);
    }
  });

  it.each([
    ['payment', paymentSchema, payment],
    ['collection', collectionSchema, sample('collection')],
  ] as const)('a %s ACH return code outside the spec list (NACHA has R12 and more) is kept; a malformed one is refused', (_name, schema, base) => {
    expect((parsed(schema, { ...base, achReturnCode: 'R12' }) as Record<string, unknown>)['achReturnCode']).toBe('R12');
    expect((parsed(schema, { ...base, achReturnCode: 'R01' }) as Record<string, unknown>)['achReturnCode']).toBe('R01');
    for (const bad of ['', 'r12', 'R 12', 'R-12', 'R1', 'R123', 'C05', 12]) {
      expect(badFields(schema, { ...base, achReturnCode: bad }), String(bad)).toEqual(['achReturnCode']);
    }
  });

  it('a payment on a rail the API added later (rtp) is kept with that rail, typed as unknown; every known rail is known', () => {
    const p: Payment = paymentSchema.parse({ ...payment, rail: 'rtp', status: 'completed' });
    expect(p.rail).toBe('rtp');
    expect(isKnownValue(RAILS, p.rail)).toBe(false);
    expect(markUnknown(RAILS, p.rail, 'rail')).toBe('rtp (unknown rail)');
    // @ts-expect-error a table keyed by the known rails cannot be read with an unnarrowed rail
    expect(({ ach: 'ACH' } as Record<(typeof RAILS)[number], string>)[p.rail]).toBeUndefined();
    for (const rail of RAILS) expect(isKnownValue(RAILS, paymentSchema.parse({ ...payment, rail }).rail)).toBe(true);
  });

  it('what the app sends stays strict: a request or a window input with a code the app does not know is refused', () => {
    const has = (fields: string[], field: string) => expect(fields, field).toContain(field);
    has(badFields(createPaymentBodySchema, { rail: 'rtp' }), 'rail');
    has(badFields(createPaymentBodySchema, { purpose: 'crypto_staking' }), 'purpose');
    has(badFields(createPaymentBodySchema, { amountInputSide: 'either' }), 'amountInputSide');
    has(badFields(createSwiftPaymentBodySchema, { executionPreference: 'best_effort' }), 'executionPreference');
    has(badFields(createCryptoPaymentBodySchema, { network: 'tron' }), 'network');
    has(badFields(createCollectionBodySchema, { rail: 'rtp' }), 'rail');
    has(badFields(createAccountNumberBodySchema, { type: 'uk_fps' }), 'type');
    has(badFields(createCounterpartyBodySchema, { entityType: 'trust' }), 'entityType');
    has(badFields(createPaymentMethodBodySchema, { type: 'crypto_wallet', chain: 'tron' }), 'chain');
    has(badFields(createPaymentMethodBodySchema, { type: 'us_bank', bankAccountType: 'money_market' }), 'bankAccountType');
    has(badFields(listPaymentsQuerySchema, { rail: 'rtp' }), 'rail');
    has(badFields(listDepositInstructionsQuerySchema, { kind: 'card_token' }), 'kind');
    has(badFields(IpcContract['payments.prepare'].input, { rail: 'rtp', values: {} }), 'rail');
    has(badFields(IpcContract['payments.list'].input, { rails: ['rtp'] }), 'rails.0');
    has(badFields(IpcContract['counterparties.list'].input, { entityTypes: ['trust'] }), 'entityTypes.0');
  });

  it('directions, currencies and ids stay strict', () => {
    const ledger = sample('ledger transaction');
    expect(badFields(ledgerTransactionSchema, { ...ledger, direction: 'sideways' })).toEqual(['direction']);
    expect(badFields(ledgerTransactionSchema, { ...ledger, currency: 'usd' })).toEqual(['currency']);
    expect(badFields(paymentSchema, { ...payment, direction: 'inbound' })).toEqual(['direction']);
    expect(badFields(paymentSchema, { ...payment, id: `pmt_${'a'.repeat(1001)}` })).toEqual(['id']);
    expect(paymentId.safeParse(`pmt_${'a'.repeat(1000)}`).success).toBe(true);
  });

  it('the type tells a known value from an unknown one, and code narrows it', () => {
    const p: Payment = paymentSchema.parse({ ...payment, status: 'settled_partially' });
    expect(isKnownValue(PAYMENT_STATUSES, p.status)).toBe(false);
    expect(isUnknownValue(PAYMENT_STATUSES, p.status)).toBe(true);
    // @ts-expect-error a table keyed by the known statuses cannot be read with an unnarrowed status
    const unnarrowed: string | undefined = ({ created: 'c' } as Record<(typeof PAYMENT_STATUSES)[number], string>)[p.status];
    expect(unnarrowed).toBeUndefined();
    if (isKnownValue(PAYMENT_STATUSES, p.status)) throw new Error('not reached');
  });

  it('marks an unknown value for people, never blank, never a known one', () => {
    expect(markUnknown(PAYMENT_STATUSES, 'completed', 'status')).toBe('completed');
    expect(markUnknown(PAYMENT_STATUSES, 'settled_partially', 'status')).toBe('settled_partially (unknown status)');
  });

  it('refuses to build a schema whose known values would not pass its own pattern', () => {
    expect(() => knownOrUnknown(['R01'] as const)).toThrow(/does not match/);
  });
});

describe('bounds on strings and amounts', () => {
  it('a ledger amount has at most 40 whole digits (the spec regex otherwise): a million digits is refused', () => {
    expect(ledgerDecimal.safeParse(`${'9'.repeat(40)}.12345678`).success).toBe(true);
    expect(ledgerDecimal.safeParse('9'.repeat(41)).success).toBe(false);
    expect(badFields(ledgerTransactionSchema, { ...sample('ledger transaction'), amount: '1'.repeat(1_000_000) })).toEqual(['amount']);
  });

  it('a date-time fraction has at most 9 digits', () => {
    expect(dateTime.safeParse('2026-01-01T00:00:00.123456789Z').success).toBe(true);
    expect(dateTime.safeParse(`2026-01-01T00:00:00.${'1'.repeat(1000)}Z`).success).toBe(false);
  });

  it('free text is bounded', () => {
    expect(badFields(paymentSchema, { ...payment, reference: 'r'.repeat(MAX_RESPONSE_TEXT_LENGTH) })).toEqual([]);
    expect(badFields(paymentSchema, { ...payment, reference: 'r'.repeat(MAX_RESPONSE_TEXT_LENGTH + 1) })).toEqual(['reference']);
    expect(badFields(ledgerTransactionSchema, { ...sample('ledger transaction'), transactionGroupId: 'g'.repeat(257) })).toEqual(['transactionGroupId']);
  });

  it.each([
    ['sendAmount', { sendAmount: { currency: 'USD', exponent: 2, value: '-100', displayValue: '-1.00' } }, 'sendAmount'],
    ['receiveAmount', { receiveAmount: { currency: 'EUR', amount: '-1.00' } }, 'receiveAmount'],
    ['totalDebitAmount', { totalDebitAmount: { currency: 'USD', amount: '-0.01' } }, 'totalDebitAmount'],
    ['fees.feeAmount', { fees: { feeAmount: { currency: 'USD', amount: '-2.50' } } }, 'fees.feeAmount'],
  ])('a negative payment %s is refused: it is a magnitude', (_name, overrides, field) => {
    expect(badFields(paymentSchema, { ...payment, ...overrides })).toEqual([field]);
  });

  it('a negative transfer or collection amount is refused; zero is accepted', () => {
    expect(badFields(transferSchema, { ...sample('transfer'), amount: { currency: 'USD', amount: '-5.00' } })).toEqual(['amount']);
    expect(badFields(collectionSchema, { ...sample('collection'), amount: { currency: 'USD', exponent: 2, value: '-1', displayValue: '-0.01' } })).toEqual(['amount']);
    expect(badFields(transferSchema, { ...sample('transfer'), amount: { currency: 'USD', amount: '0.00' } })).toEqual([]);
  });

  it('an account balance may be negative (overdrawn), but not of a million digits', () => {
    expect(badFields(accountSchema, { ...sample('account'), balance: { currency: 'USD', exponent: 2, value: '-150000', displayValue: '-1500.00' } })).toEqual([]);
    expect(badFields(accountSchema, { ...sample('account'), balance: { currency: 'USD', exponent: 2, value: '1'.repeat(43), displayValue: '' } })).toEqual(['balance']);
  });

  it('money has at most 40 whole digits, whatever its exponent', () => {
    expect(badFields(paymentSchema, { ...payment, sendAmount: { currency: 'USD', exponent: 2, value: '1'.repeat(42), displayValue: '' } })).toEqual([]);
    expect(badFields(paymentSchema, { ...payment, sendAmount: { currency: 'USD', exponent: 2, value: '1'.repeat(43), displayValue: '' } })).toEqual(['sendAmount']);
    expect(badFields(paymentSchema, { ...payment, sendAmount: { currency: 'ETH', amount: `${'1'.repeat(40)}.${'1'.repeat(18)}` } })).toEqual([]);
  });
});

describe('nesting depth of values passed through', () => {
  it(`a railDetails, a compliance object or an unknown field up to ${MAX_OPAQUE_JSON_DEPTH} levels is kept; one level more is refused`, () => {
    expect(badFields(paymentSchema, { ...payment, railDetails: nestedObjects(MAX_OPAQUE_JSON_DEPTH) })).toEqual([]);
    expect(badFields(paymentSchema, { ...payment, railDetails: nestedObjects(MAX_OPAQUE_JSON_DEPTH + 1) })).toEqual(['railDetails']);
    expect(badFields(paymentSchema, { ...payment, compliance: nestedObjects(MAX_OPAQUE_JSON_DEPTH + 1) })).toEqual(['compliance']);
    expect(badFields(paymentSchema, { ...payment, futureField: nestedObjects(MAX_OPAQUE_JSON_DEPTH) })).toEqual([]);
    expect(badFields(paymentSchema, { ...payment, futureField: nestedObjects(MAX_OPAQUE_JSON_DEPTH + 1) })).toEqual(['futureField']);
    expect(badFields(paymentSchema, { ...payment, fees: { feeComponents: [{ type: 'fx', amount: nestedObjects(MAX_OPAQUE_JSON_DEPTH + 1) }] } })).toEqual(['fees.feeComponents.0.amount']);
  });

  it('the check does not recurse: a value a million levels deep is refused without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    const path = findTooDeep(deep, MAX_OPAQUE_JSON_DEPTH);
    expect(path).toHaveLength(MAX_OPAQUE_JSON_DEPTH);
    expect(badFields(paymentSchema, { ...payment, railDetails: { ach: deep } })).toEqual(['railDetails']);
  });

  it('finds the path of the first value past the bound, and nothing in a shallow value', () => {
    // The object is level 1, its array 2, the array's object 3, the innermost object 4.
    expect(findTooDeep({ a: [1, { b: {} }], c: 'x' }, 4)).toBeUndefined();
    expect(findTooDeep({ a: [1, { b: {} }], c: 'x' }, 3)).toEqual(['a', '1', 'b']);
    expect(findTooDeep({ a: [1, { b: {} }] }, 2)).toEqual(['a', '1']);
    expect(findTooDeep('text', 0)).toBeUndefined();
  });
});
