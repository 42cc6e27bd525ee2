// Request bodies of collections (4.3), onboarding (4.4), transfers (4.5), account numbers
// (4.6) and counterparties (assumed-operations.md).
import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  createAccountNumberBodySchema, createCollectionBodySchema, createCounterpartyBodySchema, createOnboardingBodySchema,
  createTransferBodySchema, updateCounterpartyBodySchema,
} from '../../../shared/requests';
import { badFields, fieldErrors, parsed, withField, without } from './schema-test-support';

const usd = (value = '250000') => ({ currency: 'USD', value });
const address = { line1: '1 Main St', line2: 'Suite 400', city: 'New York', state: 'NY', postalCode: '10001', country: 'US' };

const collection = {
  destinationAccountId: 'acc_usd01', paymentMethodId: 'pm_usbank', rail: 'ach', amount: usd(), counterpartyId: 'cpt_payer',
  reference: 'Subscription March', purpose: 'subscription', metadata: { plan: 'gold' },
};
const transfer = { sourceAccountId: 'acc_usd01', destinationAccountId: 'acc_usd02', amount: usd(), reference: 'Payroll funding', metadata: { batch: '2026-03' } };
const individual = {
  entityType: 'individual', fullName: 'Ada Lovelace', dateOfBirth: '1990-12-10', nationality: 'GB',
  governmentId: { type: 'passport', number: '123456789', issuingCountry: 'GB', expiryDate: '2030-01-31' },
  email: 'ada@example.com', phone: '+447700900123', address: { ...address, country: 'GB' }, documentIds: ['doc_passport1'],
  autoSubmit: true, metadata: { source: 'desktop' },
};
const business = {
  entityType: 'business', legalName: 'Example Treasury Inc', tradingName: 'Example', registrationNumber: 'DE-1234567', jurisdiction: 'US',
  incorporationDate: '2015-06-01', businessStructure: 'corporation', industryCode: 'fintech', email: 'ops@example.com', phone: '+14155550100',
  address, relationships: [{ entityId: 'ent_ada', relationshipType: 'beneficial_owner', ownershipPercentage: '25.5', title: 'CFO' }],
  documentIds: ['doc_articles'], autoSubmit: false,
};
const counterparty = { entityType: 'business', name: 'Acme GmbH', email: 'ap@acme.example', address: { ...address, country: 'DE' }, metadata: { vendorNo: 'V-1001' } };

interface BodyCase { name: string; schema: z.ZodType; example: Record<string, unknown>; required: string[] }

const BODY_CASES: BodyCase[] = [
  { name: 'POST /collections', schema: createCollectionBodySchema, example: collection, required: ['destinationAccountId', 'paymentMethodId', 'rail', 'amount'] },
  { name: 'POST /transfers', schema: createTransferBodySchema, example: transfer, required: ['sourceAccountId', 'destinationAccountId', 'amount'] },
  { name: 'POST /onboardings (individual)', schema: createOnboardingBodySchema, example: individual, required: ['fullName', 'dateOfBirth', 'nationality'] },
  { name: 'POST /onboardings (business)', schema: createOnboardingBodySchema, example: business, required: ['legalName'] },
  { name: 'POST /accounts/{id}/account-numbers', schema: createAccountNumberBodySchema, example: { type: 'us_ach', autoConvert: { enabled: true, convertToCurrency: 'USDC' } }, required: ['type'] },
  { name: 'POST /counterparties', schema: createCounterpartyBodySchema, example: counterparty, required: ['entityType', 'name'] },
];

describe.each(BODY_CASES)('$name body', ({ schema, example, required }) => {
  it('accepts a valid example', () => {
    expect(fieldErrors(schema, example)).toEqual([]);
  });

  it.each(required)('names %s when it is missing', (field) => {
    expect(badFields(schema, without(example, field))).toEqual([field]);
  });

  it('rejects an unknown field by name', () => {
    expect(fieldErrors(schema, { ...example, nickname: 'x' })).toEqual([{ field: 'nickname', message: 'is not a field of this request' }]);
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, [], 'text']) expect(badFields(schema, body).length).toBeGreaterThan(0);
  });
});

describe.each([
  ['POST /collections', createCollectionBodySchema, collection],
  ['POST /transfers', createTransferBodySchema, transfer],
] as const)('%s amount', (_name, schema, example) => {
  it.each([['0', 'zero'], ['-1', 'negative'], ['99.99', 'decimal']])('rejects the value %j (%s)', (value) => {
    expect(badFields(schema, withField(example, 'amount.value', value))).toEqual(['amount.value']);
  });

  it.each(['XYZ', 'eur', 'XXX'])('rejects the currency %j', (currency) => {
    expect(badFields(schema, withField(example, 'amount.currency', currency))).toEqual(['amount.currency']);
  });

  it('rejects the crypto money form', () => {
    expect(badFields(schema, { ...example, amount: { asset: 'USDC', value: '1', chain: 'base' } })).toEqual(['amount.currency', 'amount.asset', 'amount.chain']);
  });
});

describe('POST /collections rules', () => {
  it('only the ach rail', () => {
    for (const rail of ['fedwire', 'swift', 'crypto', 'open']) expect(badFields(createCollectionBodySchema, { ...collection, rail })).toEqual(['rail']);
  });

  it('counterpartyId is optional (derived from the payment method)', () => {
    expect(badFields(createCollectionBodySchema, without(collection, 'counterpartyId'))).toEqual([]);
  });

  it('ids must have the right prefix', () => {
    expect(badFields(createCollectionBodySchema, { ...collection, destinationAccountId: 'cpt_payer', paymentMethodId: 'pmt_1' })).toEqual(['destinationAccountId', 'paymentMethodId']);
  });
});

describe('POST /transfers rules', () => {
  it('source and destination must differ', () => {
    expect(fieldErrors(createTransferBodySchema, { ...transfer, destinationAccountId: transfer.sourceAccountId })).toEqual([
      { field: 'destinationAccountId', message: 'must differ from sourceAccountId' },
    ]);
  });

  it('both are account ids', () => {
    expect(badFields(createTransferBodySchema, { ...transfer, destinationAccountId: 'an_usd02' })).toEqual(['destinationAccountId']);
  });
});

describe('POST /onboardings rules', () => {
  it('an individual needs fullName, dateOfBirth and nationality; a business does not', () => {
    expect(badFields(createOnboardingBodySchema, { entityType: 'individual' })).toEqual(['fullName', 'dateOfBirth', 'nationality']);
    expect(badFields(createOnboardingBodySchema, { entityType: 'business', legalName: 'Example Treasury Inc' })).toEqual([]);
  });

  it('a business needs legalName, and individual fields are not business fields', () => {
    expect(badFields(createOnboardingBodySchema, { entityType: 'business', fullName: 'Example Treasury Inc' })).toEqual(['legalName', 'fullName']);
  });

  it('an individual has no business fields', () => {
    expect(badFields(createOnboardingBodySchema, { ...individual, legalName: 'X', industryCode: 'fintech' })).toEqual(['legalName', 'industryCode']);
  });

  it.each([undefined, 'trust', 'Individual'])('names entityType when it is %j', (entityType) => {
    expect(badFields(createOnboardingBodySchema, { ...individual, entityType })).toEqual(['entityType']);
  });

  it.each([
    ['dateOfBirth', '1990-02-30', 'must be a real day: that month has no day 30'],
    ['dateOfBirth', '2020-13-45', 'must be a real day: there is no month 13 (months are 01 to 12)'],
    ['dateOfBirth', '10/12/1990', 'must be a date written YYYY-MM-DD'],
    ['dateOfBirth', 'unknown', 'must be a date written YYYY-MM-DD'],
    ['dateOfBirth', '9999-99-99', 'must be a real day: there is no month 99 (months are 01 to 12)'],
    ['dateOfBirth', '2999-01-01', 'must not be in the future'],
    ['nationality', 'GBR', 'must be a two-letter uppercase country code, e.g. US'],
    ['phone', '4155550100', 'must be an E.164 phone number such as +14155550100'],
    ['email', 'ada@', 'must be an email address such as treasury@example.com'],
  ])('%s %j gets exactly one error: %s', (field, value, message) => {
    expect(fieldErrors(createOnboardingBodySchema, { ...individual, [field]: value })).toEqual([{ field, message }]);
  });

  it('accepts a date of birth on Feb 29 of a leap year', () => {
    expect(badFields(createOnboardingBodySchema, { ...individual, dateOfBirth: '2000-02-29' })).toEqual([]);
  });

  it.each([
    ['jurisdiction', 'USA'], ['incorporationDate', '2015-13-01'], ['incorporationDate', '2999-01-01'],
    ['businessStructure', 'gmbh'], ['industryCode', 'mining'], ['autoSubmit', 'yes'],
  ])('a business rejects %s %j', (field, value) => {
    expect(badFields(createOnboardingBodySchema, { ...business, [field]: value })).toEqual([field]);
  });

  it('names the bad field of a relationship by index', () => {
    const relationships = [business.relationships[0], { entityId: 'cus_bob', relationshipType: 'director' }];
    expect(badFields(createOnboardingBodySchema, { ...business, relationships })).toEqual(['relationships.1.entityId']);
  });

  it.each(['100', '0', '33.33', '100.00'])('accepts the ownership percentage %j', (ownershipPercentage) => {
    expect(badFields(createOnboardingBodySchema, withField(business, 'relationships', [{ entityId: 'ent_ada', relationshipType: 'shareholder', ownershipPercentage }]))).toEqual([]);
  });

  it.each(['101', '-5', '33.333', '50%'])('rejects the ownership percentage %j', (ownershipPercentage) => {
    expect(badFields(createOnboardingBodySchema, withField(business, 'relationships', [{ entityId: 'ent_ada', relationshipType: 'shareholder', ownershipPercentage }]))).toEqual(['relationships.0.ownershipPercentage']);
  });

  it('document ids must be doc_ ids', () => {
    expect(badFields(createOnboardingBodySchema, { ...individual, documentIds: ['doc_1', 'file_2'] })).toEqual(['documentIds.1']);
  });

  it('the address needs line1, city and country and is strict', () => {
    expect(badFields(createOnboardingBodySchema, { ...individual, address: { line1: '1 Main St' } })).toEqual(['address.city', 'address.country']);
    expect(badFields(createOnboardingBodySchema, { ...individual, address: { ...address, zip: '10001' } })).toEqual(['address.zip']);
  });

  it('the governmentId is strict', () => {
    expect(badFields(createOnboardingBodySchema, withField(individual, 'governmentId.issuedBy', 'HMPO'))).toEqual(['governmentId.issuedBy']);
  });
});

describe('POST /accounts/{id}/account-numbers rules', () => {
  it.each(['us_ach', 'us_fedwire'])('accepts the type %s alone', (type) => {
    expect(badFields(createAccountNumberBodySchema, { type })).toEqual([]);
  });

  it.each(['uk_fps', 'iban', 'US_ACH'])('rejects the type %s', (type) => {
    expect(badFields(createAccountNumberBodySchema, { type })).toEqual(['type']);
  });

  it('autoConvert needs enabled and takes only enabled and convertToCurrency', () => {
    expect(badFields(createAccountNumberBodySchema, { type: 'us_ach', autoConvert: { convertToCurrency: 'USDC' } })).toEqual(['autoConvert.enabled']);
    expect(badFields(createAccountNumberBodySchema, { type: 'us_ach', autoConvert: { enabled: true, schedule: 'daily' } })).toEqual(['autoConvert.schedule']);
    expect(badFields(createAccountNumberBodySchema, { type: 'us_ach', autoConvert: { enabled: true, convertToCurrency: 'usdc' } })).toEqual(['autoConvert.convertToCurrency']);
  });
});

describe('POST /counterparties rules', () => {
  it.each([['entityType', 'trust'], ['name', '   '], ['name', ''], ['name', 'n'.repeat(201)], ['email', 'not-an-email']])('rejects %s %j', (field, value) => {
    expect(badFields(createCounterpartyBodySchema, { ...counterparty, [field]: value })).toEqual([field]);
  });

  it('trims the name', () => {
    expect(parsed(createCounterpartyBodySchema, { ...counterparty, name: '  Acme GmbH ' }).name).toBe('Acme GmbH');
  });

  it('does not take a status or rail details (they live on payment methods)', () => {
    expect(badFields(createCounterpartyBodySchema, { ...counterparty, status: 'active', iban: 'DE89370400440532013000' })).toEqual(['status', 'iban']);
  });
});

describe('PATCH /counterparties/{id} body', () => {
  it.each([{ name: 'Acme AG' }, { email: 'billing@acme.example' }, { status: 'archived' }, { metadata: { vendorNo: null } }, { address: counterparty.address }])(
    'accepts %j',
    (body) => {
      expect(badFields(updateCounterpartyBodySchema, body)).toEqual([]);
    },
  );

  it('status may only be set to archived', () => {
    expect(fieldErrors(updateCounterpartyBodySchema, { status: 'active' })).toEqual([{ field: 'status', message: "status can only be set to 'archived'" }]);
  });

  it('needs at least one field', () => {
    expect(fieldErrors(updateCounterpartyBodySchema, {})).toEqual([{ field: 'body', message: 'give at least one field to change' }]);
  });

  it('a field present only as undefined is not a change (it would be sent as {})', () => {
    expect(badFields(updateCounterpartyBodySchema, { name: undefined, status: undefined })).toEqual(['body']);
  });

  it('rejects fields that cannot change, by name', () => {
    expect(badFields(updateCounterpartyBodySchema, { name: 'Acme AG', entityType: 'individual', id: 'cpt_1' })).toEqual(['entityType', 'id']);
  });

  it('validates the fields it changes', () => {
    expect(badFields(updateCounterpartyBodySchema, { name: ' ', email: 'x' })).toEqual(['name', 'email']);
  });
});
