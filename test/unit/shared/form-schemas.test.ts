// The shared form schemas as the window's forms run them (react-hook-form's zodResolver):
// each problem on the field a person fills in, with words that say what to fix; text left
// blank is a field not given; a form checked against the request schema it makes.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  collectionFormSchema, counterpartyEditFormSchema, counterpartyFormSchema, onboardingFormSchema, paymentFormSchema, paymentMethodFormSchema,
  transferFormSchema,
} from '../../../shared/forms';

function problems(schema: z.ZodType, values: unknown): Array<[string, string]> {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const ach = { rail: 'ach', sourceAccountId: 'acc_1', paymentMethodId: 'pm_1', amount: '1,234.56', currency: 'USD' };

describe('payment forms', () => {
  it('accepts an amount as people type it and leaves blank fields out', () => {
    expect(paymentFormSchema.parse({ ...ach, reference: '  ', counterpartyId: '', secCode: '' })).toEqual(ach);
  });

  it('puts each problem on its field, saying what to fix', () => {
    expect(problems(paymentFormSchema, { ...ach, sourceAccountId: '', amount: '1.234' })).toEqual([
      ['sourceAccountId', 'Choose the account to pay from.'],
      ['amount', '"1.234" has 3 decimals; USD allows at most 2.'],
    ]);
    expect(problems(paymentFormSchema, { ...ach, amount: '0' })).toEqual([['amount', 'Enter an amount greater than zero in USD.']]);
    expect(problems(paymentFormSchema, { ...ach, currency: 'USDC' })).toEqual([['currency', 'USDC is a crypto asset: pay it by crypto, or choose a currency such as USD.']]);
    expect(problems(paymentFormSchema, { ...ach, secCode: 'XYZ' })).toEqual([['secCode', 'Choose the SEC code: WEB, PPD, CCD.']]);
    expect(problems(paymentFormSchema, { ...ach, rail: 'wire' })).toEqual([['rail', 'Choose the rail: ach, fedwire, swift, crypto or open.']]);
  });

  it('knows each rail\'s own fields and refuses another rail\'s', () => {
    expect(problems(paymentFormSchema, { ...ach, rail: 'open', achType: 'same_day' })[0]?.[1]).toMatch(/achType/);
    expect(problems(paymentFormSchema, { ...ach, rail: 'swift', amountSide: 'receive', currency: 'EUR', chargeBearer: 'OUR' })).toEqual([
      ['chargeBearer', 'A payment of a fixed received amount is shared-charges only: leave the charge bearer empty, or type the amount that leaves your account.'],
    ]);
    expect(problems(paymentFormSchema, { ...ach, rail: 'swift', intermediaryBank: { bic: 'NOT A BIC' } })[0]?.[0]).toBe('intermediaryBank.bic');
  });

  it('takes travel-rule data left blank as none, and names the field missing from data begun', () => {
    const crypto = { ...ach, rail: 'crypto', amount: '10', currency: 'USDC' };
    expect(paymentFormSchema.parse({ ...crypto, travelRule: { originator: { name: '' }, beneficiary: { name: ' ' } } })).toMatchObject({ travelRule: undefined });
    expect(problems(paymentFormSchema, { ...crypto, travelRule: { originator: { name: 'Sandbox Treasury Inc.' }, beneficiary: { name: '' } } })).toEqual([
      ['travelRule.beneficiary.name', "Enter the beneficiary's name (the wallet owner's)."],
    ]);
    expect(problems(paymentFormSchema, { ...crypto, travelRule: { originator: { name: 'A\u202eB' }, beneficiary: { name: 'C' } } })[0]?.[0]).toBe('travelRule.originator.name');
  });
});

describe('the other forms', () => {
  it('payment methods: each type\'s rules on its fields, identifiers tidied', () => {
    expect(paymentMethodFormSchema.parse({ counterpartyId: 'cpt_1', type: 'international_bank', currency: 'EUR', accountHolderName: 'M', iban: 'de89 3704 0044 0532 0130 00', bic: '' }))
      .toMatchObject({ iban: 'DE89370400440532013000' });
    expect(problems(paymentMethodFormSchema, { counterpartyId: 'cpt_1', type: 'international_bank', currency: 'EUR', accountHolderName: 'M', accountNumber: '1234' })).toEqual([['bic', 'an account number needs its BIC']]);
    expect(problems(paymentMethodFormSchema, { counterpartyId: 'cpt_1', type: 'crypto_wallet', currency: 'USDC', chain: 'solana', walletAddress: '0Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' })[0]?.[0]).toBe('walletAddress');
    expect(problems(paymentMethodFormSchema, { counterpartyId: 'cpt_1', type: 'paypal' })[0]?.[1]).toMatch(/^Choose the kind of payment method/);
  });

  it('counterparties: blank fields left out; an edit must change something', () => {
    expect(counterpartyFormSchema.parse({ entityType: 'individual', name: 'Jane', email: '', address: { line1: '', city: '', country: '' } })).toEqual({ entityType: 'individual', name: 'Jane' });
    expect(problems(counterpartyFormSchema, { entityType: 'individual', name: 'Jane', email: 'jane@' })[0]?.[0]).toBe('email');
    expect(problems(counterpartyEditFormSchema, { counterpartyId: 'cpt_1', name: '' })).toEqual([['', 'give at least one field to change']]);
  });

  it('transfers and collections: amounts typed, accounts chosen', () => {
    expect(problems(transferFormSchema, { sourceAccountId: 'acc_1', destinationAccountId: 'acc_1', amount: '5', currency: 'USD' })).toEqual([['destinationAccountId', 'Choose a different account to move the money to.']]);
    expect(problems(collectionFormSchema, { destinationAccountId: 'acc_1', paymentMethodId: '', amount: '1,23', currency: 'USD' }).map(([field]) => field)).toEqual(['paymentMethodId', 'amount']);
  });

  it('onboarding: the kind chosen first, blank fields left out, each field on its name', () => {
    expect(onboardingFormSchema.parse({ entityType: 'business', legalName: 'Globex', tradingName: '', jurisdiction: '' })).toEqual({ entityType: 'business', legalName: 'Globex' });
    expect(problems(onboardingFormSchema, { entityType: 'individual', fullName: 'Ada', dateOfBirth: '2990-01-01', nationality: 'GB' })).toEqual([['dateOfBirth', 'must not be in the future']]);
    expect(problems(onboardingFormSchema, {})[0]?.[1]).toBe('Choose whether you onboard an individual or a business.');
  });
});
