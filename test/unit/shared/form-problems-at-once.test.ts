// The shared form schemas say every problem of a submit at once (an empty amount even
// before an account gives its currency; an IBAN missing with the other missing fields),
// refuse a country code that is no country while the request schemas keep the spec's
// looser rule (the sandbox follows it), say a bad metadata key's rule, and the SWIFT
// intermediary bank's problems as sentences that name the field.
import { describe, expect, it } from 'vitest';
import { isCountryCode } from '../../../shared/country-codes';
import { metadata } from '../../../shared/formats';
import {
  collectionFormSchema, counterpartyFormSchema, onboardingFormSchema, paymentMethodFormSchema, swiftPaymentFormSchema, transferFormSchema,
} from '../../../shared/forms';
import { createCounterpartyBodySchema, createOnboardingBodySchema } from '../../../shared/requests';

function problems(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

const ACCOUNT = 'acc_baaaP3ODIke6ttc5UaCWzw2i';
const COUNTERPARTY = 'cpt_baaaP3ODIke6ttc5UaCWzw2i';
const METHOD = 'pm_baaaP3ODIke6ttc5UaCWzw2i';
const ZZ = "ZZ is not a country code: use a country's two-letter ISO code, such as US, DE or GB.";

describe('an empty form: every required field at once', () => {
  it('a transfer and a collection name the amount with the accounts', () => {
    const transfer = problems(transferFormSchema.safeParse({ sourceAccountId: '', destinationAccountId: '', amount: '', currency: '', reference: '' }));
    expect(Object.keys(transfer).sort()).toEqual(['amount', 'currency', 'destinationAccountId', 'sourceAccountId']);
    expect(transfer['amount']).toBe('Enter an amount.');
    const collection = problems(collectionFormSchema.safeParse({ destinationAccountId: '', counterpartyId: '', paymentMethodId: '', amount: '', currency: '', reference: '' }));
    expect(Object.keys(collection).sort()).toEqual(['amount', 'currency', 'destinationAccountId', 'paymentMethodId']);
  });

  it('an amount typed without an account is not said missing', () => {
    expect(problems(transferFormSchema.safeParse({ sourceAccountId: '', destinationAccountId: '', amount: '12', currency: '', reference: '' }))['amount']).toBeUndefined();
  });

  it('an international bank account names the IBAN with the other missing fields', () => {
    const found = problems(paymentMethodFormSchema.safeParse({ type: 'international_bank', counterpartyId: COUNTERPARTY }));
    expect(Object.keys(found).sort()).toEqual(['accountHolderName', 'currency', 'iban']);
  });
});

describe('country codes', () => {
  it('knows assigned ISO 3166-1 codes and XK, not ZZ or reserved ones', () => {
    for (const code of ['US', 'DE', 'GB', 'AE', 'IL', 'XK']) expect(isCountryCode(code), code).toBe(true);
    for (const code of ['ZZ', 'UK', 'EU', 'AA', 'us']) expect(isCountryCode(code), code).toBe(false);
  });

  it('the forms refuse ZZ at its field; the request schemas keep the spec rule ^[A-Z]{2}$', () => {
    const address = { line1: '1 Main St', city: 'Springfield', country: 'ZZ' };
    expect(problems(counterpartyFormSchema.safeParse({ entityType: 'business', name: 'Acme', address }))['address.country']).toBe(ZZ);
    expect(createCounterpartyBodySchema.safeParse({ entityType: 'business', name: 'Acme', address }).success).toBe(true);
    const person = { entityType: 'individual', fullName: 'Ana', dateOfBirth: '1990-01-01', nationality: 'ZZ', governmentId: { type: 'passport', number: 'X1', issuingCountry: 'QQ' } };
    const onboarding = problems(onboardingFormSchema.safeParse(person));
    expect(onboarding['nationality']).toBe(ZZ);
    expect(onboarding['governmentId.issuingCountry']).toMatch(/^QQ is not a country code/);
    expect(createOnboardingBodySchema.safeParse(person).success).toBe(true);
    expect(problems(onboardingFormSchema.safeParse({ entityType: 'business', legalName: 'Acme', jurisdiction: 'ZZ' }))['jurisdiction']).toBe(ZZ);
    const bank = { type: 'international_bank', counterpartyId: COUNTERPARTY, currency: 'EUR', accountHolderName: 'Acme', iban: 'DE89370400440532013000', bankAddress: address };
    expect(problems(paymentMethodFormSchema.safeParse(bank))['bankAddress.country']).toBe(ZZ);
    expect(counterpartyFormSchema.safeParse({ entityType: 'business', name: 'Acme', address: { ...address, country: 'XK' } }).success).toBe(true);
  });
});

describe('sentences', () => {
  it('a bad metadata key says what a key must look like', () => {
    expect(problems(metadata.safeParse({ 'erp id': '1' }))['erp id']).toBe('“erp id” cannot be a metadata key: a key is 1 to 40 letters (a-z, A-Z), digits or underscores, with no spaces, such as erp_id.');
    expect(problems(metadata.safeParse({ '': '1' }))['']).toMatch(/^A metadata key cannot be empty: /);
  });

  it('the SWIFT intermediary bank: each problem a sentence naming the field and what to type', () => {
    const swift = (intermediaryBank: Record<string, string>) =>
      problems(swiftPaymentFormSchema.safeParse({ rail: 'swift', sourceAccountId: ACCOUNT, paymentMethodId: METHOD, amount: '10', currency: 'USD', intermediaryBank }));
    expect(swift({ bic: 'xx', name: '', country: '' })['intermediaryBank.bic']).toBe("The intermediary bank's BIC must be 8 or 11 letters and digits, such as CHASUS33 or DEUTDEFF500.");
    expect(swift({ bic: '', name: 'Chase', country: '' })['intermediaryBank.bic']).toBe("Enter the intermediary bank's BIC, such as CHASUS33, or leave the intermediary bank blank.");
    const typed = swift({ bic: 'CHASUS33', name: 'Chase\nNew York', country: 'u' });
    expect(typed['intermediaryBank.name']).toMatch(/^The intermediary bank's name contains a line break \(U\+000A\): write the intermediary bank's name on one line/);
    expect(typed['intermediaryBank.country']).toBe("The intermediary bank's country must be its two-letter code, such as US, DE or GB.");
    expect(swift({ bic: 'CHASUS33', name: '', country: 'ZZ' })['intermediaryBank.country']).toBe(ZZ);
    expect(swift({ bic: 'chas us33', name: 'Chase', country: 'US' })).toEqual({});
  });
});
