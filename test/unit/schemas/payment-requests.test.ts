// Request bodies of the payment-creating endpoints (spec 4.2) and the assumed cancel:
// strict bodies, required fields named, positive amounts in known currencies, cross-field rules.
import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  cancelPaymentBodySchema, createAchPaymentBodySchema, createCryptoPaymentBodySchema, createOpenPaymentBodySchema,
  createPaymentBodySchema, createSwiftPaymentBodySchema,
} from '../../../shared/requests';
import { badFields, fieldErrors, withField, without } from './schema-test-support';

const usd = (value = '125000') => ({ currency: 'USD', value });
const usdc = (value = '500000000', chain = 'solana') => ({ asset: 'USDC', value, chain });
const base = { sourceAccountId: 'acc_usd01', paymentMethodId: 'pm_acme', counterpartyId: 'cpt_acme' };
const travelRule = {
  originator: { name: 'Example Treasury Inc', address: '1 Main St, New York, NY', accountId: 'acc_usdc01' },
  beneficiary: { name: 'Acme GmbH', walletAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', institutionName: 'Acme Custody' },
};

const unified = { ...base, rail: 'ach', sendAmount: usd(), amountInputSide: 'send', reference: 'INV-2026-0042', purpose: 'goods_and_services', metadata: { invoice: 'INV-2026-0042' } };
const open = { ...base, amount: usd(), reference: 'Lunch split', metadata: { note: null } };
const swift = {
  ...base, amount: { currency: 'EUR', value: '965040' }, receiveAmount: { currency: 'EUR', value: '965040' }, amountInputSide: 'receive',
  chargeBearer: 'SHA', purpose: 'trade_of_goods', executionPreference: 'use_quote', quoteId: 'qte_7Hk2',
  intermediaryBank: { bic: 'CHASUS33', name: 'JPMorgan Chase', country: 'US' }, reference: 'PO 7781', metadata: { po: '7781' },
};
const crypto = { ...base, amount: usdc(), network: 'solana', travelRule, reference: 'Payout 42', metadata: { payout: '42' } };
const ach = { ...base, amount: usd(), achType: 'same_day', secCode: 'CCD', reference: 'Vendor 12', metadata: { vendor: '12' } };

interface BodyCase {
  name: string;
  schema: z.ZodType;
  example: Record<string, unknown>;
  required: string[];
  /** Dotted path of the money object whose value and currency are checked. */
  amount: string;
  /** `currency` for fiat money, `asset` for crypto money. */
  currencyField: 'currency' | 'asset';
}

const BODY_CASES: BodyCase[] = [
  { name: 'POST /payments', schema: createPaymentBodySchema, example: unified, required: ['sourceAccountId', 'paymentMethodId', 'rail'], amount: 'sendAmount', currencyField: 'currency' },
  { name: 'POST /payments/open', schema: createOpenPaymentBodySchema, example: open, required: ['sourceAccountId', 'paymentMethodId', 'amount'], amount: 'amount', currencyField: 'currency' },
  { name: 'POST /payments/swift', schema: createSwiftPaymentBodySchema, example: swift, required: ['sourceAccountId', 'paymentMethodId', 'amount'], amount: 'amount', currencyField: 'currency' },
  { name: 'POST /payments/crypto', schema: createCryptoPaymentBodySchema, example: crypto, required: ['sourceAccountId', 'paymentMethodId', 'amount', 'network'], amount: 'amount', currencyField: 'asset' },
  { name: 'POST /payments/ach', schema: createAchPaymentBodySchema, example: ach, required: ['sourceAccountId', 'paymentMethodId', 'amount'], amount: 'amount', currencyField: 'currency' },
];

describe.each(BODY_CASES)('$name body', ({ schema, example, required, amount, currencyField }) => {
  it('accepts a valid example', () => {
    expect(fieldErrors(schema, example)).toEqual([]);
  });

  it('accepts the required fields alone', () => {
    const minimal = Object.fromEntries(required.map((f) => [f, example[f]]));
    if (amount === 'sendAmount') minimal.sendAmount = example.sendAmount;
    expect(fieldErrors(schema, minimal)).toEqual([]);
  });

  it.each(required)('names %s when it is missing', (field) => {
    expect(badFields(schema, without(example, field))).toEqual([field]);
  });

  it('names every missing required field at once', () => {
    expect(badFields(schema, {})).toEqual(required);
  });

  it('rejects unknown fields by name', () => {
    expect(fieldErrors(schema, { ...example, amout: usd(), idempotencyKey: 'k' })).toEqual([
      { field: 'amout', message: 'is not a field of this request' },
      { field: 'idempotencyKey', message: 'is not a field of this request' },
    ]);
  });

  it('rejects an unknown field inside the money object', () => {
    expect(badFields(schema, withField(example, `${amount}.exponent`, 2))).toEqual([`${amount}.exponent`]);
  });

  it.each([
    ['0', 'zero'],
    ['-100', 'negative'],
    ['12.50', 'decimal'],
    ['1e5', 'exponent notation'],
    ['0100', 'leading zero'],
    ['', 'empty'],
  ])('rejects the amount value %j (%s) with one error', (value) => {
    expect(badFields(schema, withField(example, `${amount}.value`, value))).toEqual([`${amount}.value`]);
  });

  it('rejects an amount value given as a number', () => {
    expect(badFields(schema, withField(example, `${amount}.value`, 125000))).toEqual([`${amount}.value`]);
  });

  it.each(['XYZ', 'usd', 'US', 'BITCOIN', 'XAU', 'U$D'])('rejects the unknown currency %j with one error', (code) => {
    expect(badFields(schema, withField(example, `${amount}.${currencyField}`, code))).toEqual([`${amount}.${currencyField}`]);
  });

  it.each([['sourceAccountId', 'cus_1'], ['paymentMethodId', 'cpt_acme'], ['counterpartyId', 'pm_acme']])('rejects %s with another kind of id', (field, value) => {
    expect(badFields(schema, { ...example, [field]: value })).toEqual([field]);
  });

  it('rejects metadata over the limits', () => {
    expect(badFields(schema, { ...example, metadata: { 'bad key': 'x' } })).toEqual(['metadata.bad key']);
  });

  it('rejects a reference over 140 characters', () => {
    expect(badFields(schema, { ...example, reference: 'r'.repeat(141) })).toEqual(['reference']);
    expect(badFields(schema, { ...example, reference: 'r'.repeat(140) })).toEqual([]);
  });
});

describe('fiat request amounts', () => {
  it.each(['USD', 'EUR', 'GBP', 'JPY', 'BHD', 'USDC'])('accept %s', (currency) => {
    expect(badFields(createAchPaymentBodySchema, { ...ach, amount: { currency, value: '1' } })).toEqual([]);
  });

  it.each(['ANG', 'CUC', 'SLL', 'ZWL'])('reject the withdrawn code %s', (currency) => {
    expect(badFields(createAchPaymentBodySchema, { ...ach, amount: { currency, value: '1000' } })).toEqual(['amount.currency']);
  });

  it('accept a value far beyond float precision unchanged', () => {
    const value = '123456789012345678901234567890';
    const parsedBody = createOpenPaymentBodySchema.parse({ ...open, amount: usd(value) });
    expect(parsedBody.amount.value).toBe(value);
  });
});

describe('POST /payments cross-field rules', () => {
  it('needs sendAmount or receiveAmount', () => {
    expect(fieldErrors(createPaymentBodySchema, without(without(unified, 'sendAmount'), 'amountInputSide'))).toEqual([
      { field: 'sendAmount', message: 'give sendAmount or receiveAmount' },
    ]);
  });

  it('accepts receiveAmount alone, fixed on the receive side', () => {
    const body = { ...without(unified, 'sendAmount'), receiveAmount: { currency: 'EUR', value: '10000' }, amountInputSide: 'receive' };
    expect(badFields(createPaymentBodySchema, body)).toEqual([]);
  });

  it('amountInputSide names a side that must be given', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, amountInputSide: 'receive' })).toEqual(['receiveAmount']);
    const receiveOnly = { ...without(unified, 'sendAmount'), receiveAmount: usd() };
    expect(badFields(createPaymentBodySchema, { ...receiveOnly, amountInputSide: 'send' })).toEqual(['sendAmount']);
  });

  it('use_quote needs a quoteId; at_market does not', () => {
    expect(fieldErrors(createPaymentBodySchema, { ...unified, executionPreference: 'use_quote' })).toEqual([
      { field: 'quoteId', message: 'use_quote needs a quoteId (or choose at_market)' },
    ]);
    expect(badFields(createPaymentBodySchema, { ...unified, executionPreference: 'use_quote', quoteId: 'qte_7Hk2' })).toEqual([]);
    expect(badFields(createPaymentBodySchema, { ...unified, executionPreference: 'at_market' })).toEqual([]);
  });

  it('quoteId must be a quote id', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, executionPreference: 'use_quote', quoteId: 'quote_1' })).toEqual(['quoteId']);
  });

  it('takes a crypto money object for a crypto payment', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, rail: 'crypto', sendAmount: usdc(), travelRule })).toEqual([]);
  });

  it('names the missing chain of a crypto money object', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, sendAmount: { asset: 'USDC', value: '1' } })).toEqual(['sendAmount.chain']);
  });

  it.each([['rail', 'sepa'], ['purpose', 'gift'], ['amountInputSide', 'both'], ['executionPreference', 'best']])('rejects %s %j', (field, value) => {
    expect(badFields(createPaymentBodySchema, { ...unified, [field]: value })).toEqual([field]);
  });

  it('rejects rail-specific options on the unified endpoint', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, secCode: 'CCD', chargeBearer: 'SHA' })).toEqual(['secCode', 'chargeBearer']);
  });

  it('travelRule is strict and needs both parties', () => {
    expect(badFields(createPaymentBodySchema, { ...unified, travelRule: { originator: { name: 'A' } } })).toEqual(['travelRule.beneficiary']);
    expect(badFields(createPaymentBodySchema, { ...unified, travelRule: { ...travelRule, note: 'x' } })).toEqual(['travelRule.note']);
  });
});

describe('POST /payments/swift rules', () => {
  it('use_quote needs a quoteId', () => {
    expect(badFields(createSwiftPaymentBodySchema, without(swift, 'quoteId'))).toEqual(['quoteId']);
  });

  it('amountInputSide receive needs receiveAmount', () => {
    expect(badFields(createSwiftPaymentBodySchema, without(swift, 'receiveAmount'))).toEqual(['receiveAmount']);
  });

  it('the intermediary bank needs a valid BIC', () => {
    expect(badFields(createSwiftPaymentBodySchema, withField(swift, 'intermediaryBank.bic', 'CHASUS3'))).toEqual(['intermediaryBank.bic']);
    expect(badFields(createSwiftPaymentBodySchema, withField(swift, 'intermediaryBank', { name: 'No BIC' }))).toEqual(['intermediaryBank.bic']);
  });

  it.each([['chargeBearer', 'SENDER'], ['purpose', 'gift']])('rejects %s %j', (field, value) => {
    expect(badFields(createSwiftPaymentBodySchema, { ...swift, [field]: value })).toEqual([field]);
  });
});

describe('POST /payments/crypto rules', () => {
  it('amount.chain must equal network', () => {
    expect(fieldErrors(createCryptoPaymentBodySchema, { ...crypto, network: 'ethereum' })).toEqual([
      { field: 'amount.chain', message: 'amount.chain must be the same network as network' },
    ]);
  });

  it.each(['ethereum', 'solana', 'base', 'ink', 'sui'])('accepts the network %s with a matching chain', (network) => {
    expect(badFields(createCryptoPaymentBodySchema, { ...crypto, network, amount: usdc('1', network) })).toEqual([]);
  });

  it.each(['tron', 'polygon'])('rejects %s, named by the endpoint text but not in the enum', (network) => {
    expect(badFields(createCryptoPaymentBodySchema, { ...crypto, network, amount: usdc('1', network) })).toEqual(['amount.chain', 'network']);
  });

  it('rejects a fiat money object and an unknown asset', () => {
    expect(badFields(createCryptoPaymentBodySchema, { ...crypto, amount: usd() })).toEqual(['amount.asset', 'amount.chain', 'amount.currency']);
    expect(badFields(createCryptoPaymentBodySchema, { ...crypto, amount: { ...usdc(), asset: 'DOGE' } })).toEqual(['amount.asset']);
  });
});

describe('POST /payments/ach rules', () => {
  it.each([['secCode', 'CTX'], ['secCode', 'web'], ['achType', 'instant']])('rejects %s %j', (field, value) => {
    expect(badFields(createAchPaymentBodySchema, { ...ach, [field]: value })).toEqual([field]);
  });

  it.each(['WEB', 'PPD', 'CCD'])('accepts the SEC code %s', (secCode) => {
    expect(badFields(createAchPaymentBodySchema, { ...ach, secCode })).toEqual([]);
  });
});

describe('POST /payments/{paymentId}/cancel body', () => {
  it('is the empty object', () => {
    expect(badFields(cancelPaymentBodySchema, {})).toEqual([]);
  });

  it('rejects any field by name', () => {
    expect(fieldErrors(cancelPaymentBodySchema, { reason: 'duplicate' })).toEqual([{ field: 'reason', message: 'is not a field of this request' }]);
  });

  it('rejects a non-object body', () => {
    expect(badFields(cancelPaymentBodySchema, null)).toEqual(['body']);
  });
});
