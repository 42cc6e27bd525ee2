// Names, labels, references and address lines of requests are one line of visible text:
// line breaks, tabs, other C0/C1 control characters and Unicode bidi controls are refused
// with a message that names the character and says what to fix, on every such field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createAchPaymentBodySchema, createCollectionBodySchema, createCounterpartyBodySchema, createCryptoPaymentBodySchema,
  createOnboardingBodySchema, createPaymentMethodBodySchema, createSwiftPaymentBodySchema, createTransferBodySchema,
  updateCounterpartyBodySchema,
} from '../../../shared/requests';
import { controlCharacterProblem } from '../../../shared/requests/single-line-text';
import { fieldErrors, withField } from './schema-test-support';

const ACC = 'acc_7Hq2Lm9XbV4tRw8Nz3Kp';
const ACC2 = 'acc_2Hq2Lm9XbV4tRw8Nz3Kq';
const PM = 'pm_4Tn8Qw2ErY6uIo1PaS5d';
const address = { line1: 'Kaiserplatz 1', line2: 'Floor 3', city: 'Frankfurt', state: 'Hesse', postalCode: '60311', country: 'DE' };

const counterparty = { entityType: 'business', name: 'Acme Supplies LLC', address };
const usBank = { type: 'us_bank', currency: 'USD', label: 'Acme operating', accountHolderName: 'Acme Corp', bankName: 'First Example Bank', routingNumber: '021000021', accountNumber: '000123456789' };
const international = { type: 'international_bank', currency: 'EUR', label: 'Müller EUR', accountHolderName: 'Müller GmbH', bankName: 'Commerzbank', iban: 'DE89370400440532013000', bankAddress: address };
const wallet = { type: 'crypto_wallet', currency: 'USDC', label: 'Wallet', chain: 'ethereum', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', destinationTag: '12345' };
const ach = { sourceAccountId: ACC, paymentMethodId: PM, amount: { currency: 'USD', value: '1000' }, reference: 'PO-1' };
const swift = { sourceAccountId: ACC, paymentMethodId: PM, amount: { currency: 'EUR', value: '1000' }, reference: 'Rechnung 7', intermediaryBank: { bic: 'CHASUS33', name: 'JPMorgan Chase' } };
const crypto = {
  sourceAccountId: ACC, paymentMethodId: PM, amount: { asset: 'USDC', value: '1000000', chain: 'base' }, network: 'base', reference: 'Settlement',
  travelRule: { originator: { name: 'Sandbox Treasury Inc.', address: '1 Main St, Springfield' }, beneficiary: { name: 'Base Liquidity Partners', institutionName: 'Base Custody' } },
};
const collection = { destinationAccountId: ACC, paymentMethodId: PM, rail: 'ach', amount: { currency: 'USD', value: '1000' }, reference: 'INV-1', purpose: 'invoice' };
const transfer = { sourceAccountId: ACC, destinationAccountId: ACC2, amount: { currency: 'USD', value: '1000' }, reference: 'Sweep' };
const individual = { entityType: 'individual', fullName: 'Avery Chen', dateOfBirth: '1984-03-12', nationality: 'US', governmentId: { type: 'passport', number: 'X1234567', issuingCountry: 'US' } };
const business = {
  entityType: 'business', legalName: 'Sandbox Europe B.V.', tradingName: 'Sandbox Europe', registrationNumber: 'NL-123', address,
  relationships: [{ entityId: 'ent_4Tn8Qw2ErY6uIo1PaS5d', relationshipType: 'director', title: 'Managing director' }],
};

const FIELDS: Array<[string, z.ZodType, Record<string, unknown>, string, string]> = [
  ['counterparty', createCounterpartyBodySchema, counterparty, 'name', 'the counterparty name'],
  ['counterparty', createCounterpartyBodySchema, counterparty, 'address.line1', 'the address line'],
  ['counterparty', createCounterpartyBodySchema, counterparty, 'address.line2', 'the address line'],
  ['counterparty', createCounterpartyBodySchema, counterparty, 'address.city', 'the city'],
  ['counterparty', createCounterpartyBodySchema, counterparty, 'address.state', 'the state'],
  ['counterparty', createCounterpartyBodySchema, counterparty, 'address.postalCode', 'the postal code'],
  ['counterparty update', updateCounterpartyBodySchema, { name: 'Acme' }, 'name', 'the counterparty name'],
  ['us_bank method', createPaymentMethodBodySchema, usBank, 'label', 'the label'],
  ['us_bank method', createPaymentMethodBodySchema, usBank, 'accountHolderName', 'the account holder name'],
  ['us_bank method', createPaymentMethodBodySchema, usBank, 'bankName', 'the bank name'],
  ['international method', createPaymentMethodBodySchema, international, 'accountHolderName', 'the account holder name'],
  ['international method', createPaymentMethodBodySchema, international, 'bankName', 'the bank name'],
  ['international method', createPaymentMethodBodySchema, international, 'bankAddress.city', 'the city'],
  ['wallet method', createPaymentMethodBodySchema, wallet, 'destinationTag', 'the destination tag'],
  ['ACH payment', createAchPaymentBodySchema, ach, 'reference', 'the reference'],
  ['SWIFT payment', createSwiftPaymentBodySchema, swift, 'intermediaryBank.name', 'the intermediary bank name'],
  ['crypto payment', createCryptoPaymentBodySchema, crypto, 'travelRule.originator.name', "the originator's name"],
  ['crypto payment', createCryptoPaymentBodySchema, crypto, 'travelRule.originator.address', "the originator's address"],
  ['crypto payment', createCryptoPaymentBodySchema, crypto, 'travelRule.beneficiary.institutionName', "the beneficiary's institution name"],
  ['collection', createCollectionBodySchema, collection, 'reference', 'the reference'],
  ['collection', createCollectionBodySchema, collection, 'purpose', 'the purpose'],
  ['transfer', createTransferBodySchema, transfer, 'reference', 'the reference'],
  ['individual onboarding', createOnboardingBodySchema, individual, 'fullName', 'the full name'],
  ['individual onboarding', createOnboardingBodySchema, individual, 'governmentId.number', 'the document number'],
  ['business onboarding', createOnboardingBodySchema, business, 'legalName', 'the legal name'],
  ['business onboarding', createOnboardingBodySchema, business, 'tradingName', 'the trading name'],
  ['business onboarding', createOnboardingBodySchema, business, 'registrationNumber', 'the registration number'],
  ['business onboarding', createOnboardingBodySchema, business, 'relationships.0.title', 'the title'],
];

const CASES = FIELDS.map(([request, schema, example, field, what]) => [`${request}: ${field}`, schema, example, field, what] as const);

describe.each(CASES)('%s', (_title, schema, example, field, what) => {
  it('accepts the valid example', () => {
    expect(fieldErrors(schema, example)).toEqual([]);
  });

  it('refuses a line break inside it, naming the field and saying to write it on one line', () => {
    expect(fieldErrors(schema, withField(example, field, 'Acme\nSupplies'))).toEqual([
      { field, message: `contains a line break (U+000A): write ${what} on one line, with spaces instead of line breaks or tabs` },
    ]);
  });

  it.each([
    ['a tab', 'Acme\tSupplies', /contains a tab \(U\+0009\)/],
    ['a carriage return', 'Acme\rSupplies', /contains a line break \(carriage return\) \(U\+000D\)/],
    ['a NUL', 'Acme\u0000', /contains an invisible control character \(U\+0000\): remove it/],
    ['DEL', 'Acme\u007F', /\(U\+007F\)/],
    ['a C1 control (NEL)', 'Acme\u0085Supplies', /\(U\+0085\)/],
    ['a right-to-left override', 'Invoice \u202Efdp.exe', /contains an invisible text-direction control \(U\+202E\) .*: remove it from/],
    ['a bidi isolate', 'Acme\u2066Supplies\u2069', /text-direction control \(U\+2066\)/],
    ['a Unicode line separator', 'Acme\u2028Supplies', /contains a line separator \(U\+2028\)/],
  ])('refuses %s', (_name, value, message) => {
    const errors = fieldErrors(schema, withField(example, field, value));
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0]?.message).toMatch(message);
    expect(errors[0]?.message).toContain(what);
  });

  it('accepts letters of any script, accents, punctuation and inner spaces', () => {
    expect(fieldErrors(schema, withField(example, field, 'Müller & Søn – 深圳 7'))).toEqual([]);
  });
});

describe('controlCharacterProblem', () => {
  it('is undefined for one line of visible text', () => {
    expect(controlCharacterProblem('Thames Logistics Ltd', 'the name')).toBeUndefined();
  });

  it('names the first offending character', () => {
    expect(controlCharacterProblem('a\tb\nc', 'the name')).toBe('contains a tab (U+0009): write the name on one line, with spaces instead of line breaks or tabs');
  });
});

describe('wallet address messages', () => {
  it('reads "an Ethereum address", with the article and the chain written as a name', () => {
    expect(fieldErrors(createPaymentMethodBodySchema, { ...wallet, walletAddress: '0x12' })).toEqual([
      { field: 'walletAddress', message: 'is not an Ethereum address: expected 0x followed by 40 hex digits' },
    ]);
    expect(fieldErrors(createPaymentMethodBodySchema, { ...wallet, chain: 'solana', walletAddress: '0x12' })[0]?.message).toMatch(/^is not a Solana address: expected a base58 address of 32 to 44 characters/);
  });
});
