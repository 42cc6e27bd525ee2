// POST /counterparties/{id}/payment-methods (assumed-operations.md, fields of spec 2.9):
// one strict body per type, checked identifiers, and the type as discriminator.
import { describe, it, expect } from 'vitest';
import {
  createPaymentMethodBodySchema, cryptoWalletPaymentMethodBodySchema, internationalBankPaymentMethodBodySchema,
  openPaymentMethodBodySchema, usBankPaymentMethodBodySchema,
} from '../../../shared/requests';
import { badFields, fieldErrors, parsed, without } from './schema-test-support';

const usBank = {
  type: 'us_bank', currency: 'USD', label: 'Acme operating', accountHolderName: 'Acme Corp', bankName: 'JPMorgan Chase',
  routingNumber: '021000021', accountNumber: '000123456789', bankAccountType: 'checking',
};
const international = {
  type: 'international_bank', currency: 'EUR', label: 'Acme EUR', accountHolderName: 'Acme GmbH', bankName: 'Commerzbank',
  iban: 'DE89370400440532013000', bic: 'COBADEFF', intermediaryBic: 'CHASUS33',
  bankAddress: { line1: 'Kaiserplatz', city: 'Frankfurt am Main', postalCode: '60311', country: 'DE' },
};
const wallet = { type: 'crypto_wallet', currency: 'USDC', label: 'Acme treasury wallet', chain: 'ethereum', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' };
const open = { type: 'open', currency: 'USD', label: 'Acme on the network', openId: '@acme.treasury.usd' };

describe.each([
  ['us_bank', usBank, ['type', 'currency', 'accountHolderName', 'routingNumber', 'accountNumber']],
  ['international_bank', international, ['currency', 'accountHolderName']],
  ['crypto_wallet', wallet, ['currency', 'chain', 'walletAddress']],
  ['open', open, ['currency', 'openId']],
] as const)('%s body', (_type, example, required) => {
  it('accepts a valid example', () => {
    expect(fieldErrors(createPaymentMethodBodySchema, example)).toEqual([]);
  });

  it.each(required)('names %s when it is missing', (field) => {
    expect(badFields(createPaymentMethodBodySchema, without(example, field))).toEqual([field]);
  });

  it('rejects an unknown field by name', () => {
    expect(fieldErrors(createPaymentMethodBodySchema, { ...example, nickname: 'x' })).toEqual([{ field: 'nickname', message: 'is not a field of this request' }]);
  });

  it('rejects a currency outside ^[A-Z]{2,10}$', () => {
    expect(badFields(createPaymentMethodBodySchema, { ...example, currency: 'usd' })).toEqual(['currency']);
  });

  it('rejects an empty or too long label', () => {
    expect(badFields(createPaymentMethodBodySchema, { ...example, label: '' })).toEqual(['label']);
    expect(badFields(createPaymentMethodBodySchema, { ...example, label: 'l'.repeat(101) })).toEqual(['label']);
  });
});

describe('the type discriminator', () => {
  it.each([undefined, 'sepa_bank', 'fps_bank', 'card', 'US_BANK'])('names type when it is %j', (type) => {
    expect(badFields(createPaymentMethodBodySchema, { ...usBank, type })).toEqual(['type']);
  });

  it("another type's fields are unknown fields", () => {
    expect(badFields(createPaymentMethodBodySchema, { ...usBank, iban: international.iban })).toEqual(['iban']);
    expect(badFields(createPaymentMethodBodySchema, { ...open, walletAddress: wallet.walletAddress })).toEqual(['walletAddress']);
  });

  it('the response-only fields are not request fields', () => {
    expect(badFields(createPaymentMethodBodySchema, { ...usBank, accountNumberLast4: '6789', status: 'active' })).toEqual(['accountNumberLast4', 'status']);
  });
});

describe('us_bank', () => {
  it.each(['021000021', '011000015', '026009593'])('accepts the routing number %s', (routingNumber) => {
    expect(badFields(usBankPaymentMethodBodySchema, { ...usBank, routingNumber })).toEqual([]);
  });

  it.each(['021000022', '011000016', '02100002', '0210000210', '02100002a', ''])('rejects the routing number %j', (routingNumber) => {
    expect(fieldErrors(usBankPaymentMethodBodySchema, { ...usBank, routingNumber })).toEqual([
      { field: 'routingNumber', message: 'must be a 9-digit ABA routing number with a valid check digit' },
    ]);
  });

  it.each(['1234', '12345678901234567'])('accepts the account number %s (4 to 17 digits)', (accountNumber) => {
    expect(badFields(usBankPaymentMethodBodySchema, { ...usBank, accountNumber })).toEqual([]);
  });

  it.each(['123', '123456789012345678', '1234-5678', '12345678A'])('rejects the account number %j', (accountNumber) => {
    expect(badFields(usBankPaymentMethodBodySchema, { ...usBank, accountNumber })).toEqual(['accountNumber']);
  });

  it('is in USD', () => {
    expect(badFields(usBankPaymentMethodBodySchema, { ...usBank, currency: 'EUR' })).toEqual(['currency']);
  });

  it('rejects a blank holder name and an unknown account type', () => {
    expect(badFields(usBankPaymentMethodBodySchema, { ...usBank, accountHolderName: '  ', bankAccountType: 'money_market' })).toEqual(['accountHolderName', 'bankAccountType']);
  });
});

describe('international_bank', () => {
  it('accepts an IBAN without a BIC', () => {
    expect(badFields(internationalBankPaymentMethodBodySchema, without(without(international, 'bic'), 'intermediaryBic'))).toEqual([]);
  });

  it.each(['GB82WEST12345698765432', 'FR1420041010050500013M02606'])('accepts the IBAN %s', (iban) => {
    expect(badFields(internationalBankPaymentMethodBodySchema, { ...international, iban })).toEqual([]);
  });

  it('accepts an account number with a BIC', () => {
    const body = { ...without(international, 'iban'), currency: 'JPY', accountNumber: '1234567', bic: 'MHCBJPJT' };
    expect(badFields(internationalBankPaymentMethodBodySchema, body)).toEqual([]);
  });

  it('an account number needs a BIC', () => {
    const body = { ...without(without(international, 'iban'), 'bic'), accountNumber: '1234567' };
    expect(fieldErrors(internationalBankPaymentMethodBodySchema, body)).toEqual([{ field: 'bic', message: 'an account number needs its BIC' }]);
  });

  it('needs an IBAN or an account number', () => {
    expect(fieldErrors(internationalBankPaymentMethodBodySchema, without(international, 'iban'))).toEqual([
      { field: 'iban', message: 'give an IBAN, or an account number with its BIC' },
    ]);
  });

  it.each([
    ['DE89370400440532013001', 'one digit off'],
    ['DE88370400440532013000', 'wrong check digits'],
    ['de88 3704 0044 0532 0130 00', 'wrong check digits, grouped and in lower case'],
    ['DE8937040044', 'too short'],
    ['DE89-3704-0044-0532-0130-00', 'with dashes'],
  ])('rejects the IBAN %s (%s)', (iban) => {
    expect(badFields(internationalBankPaymentMethodBodySchema, { ...international, iban })).toEqual(['iban']);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'grouped in fours'],
    ['de89370400440532013000', 'lower case'],
    [' de89 3704 0044 0532 0130 00 ', 'grouped, lower case, with outer spaces'],
  ])('accepts the IBAN %j (%s) and tidies it to DE89370400440532013000', (iban) => {
    expect(parsed(internationalBankPaymentMethodBodySchema, { ...international, iban }).iban).toBe('DE89370400440532013000');
    expect(parsed(createPaymentMethodBodySchema, { ...international, iban })).toMatchObject({ type: 'international_bank', iban: 'DE89370400440532013000' });
  });

  it('tidies the BIC and the intermediary BIC (spaces removed, upper case)', () => {
    const body = parsed(internationalBankPaymentMethodBodySchema, { ...international, bic: 'coba de ff', intermediaryBic: 'chasus33xxx' });
    expect([body.bic, body.intermediaryBic]).toEqual(['COBADEFF', 'CHASUS33XXX']);
  });

  it('says how to write an IBAN when it is not one', () => {
    expect(fieldErrors(internationalBankPaymentMethodBodySchema, { ...international, iban: 'DE88 3704 0044 0532 0130 00' })).toEqual([
      { field: 'iban', message: 'has check digits that do not match (a character is mistyped or two are swapped): check it against the statement' },
    ]);
  });

  it.each(['COBADEF', 'COBADEFF5', 'COBA-DEFF', '1OBADEFF'])('rejects the BIC %s', (bic) => {
    expect(badFields(internationalBankPaymentMethodBodySchema, { ...international, bic, intermediaryBic: bic })).toEqual(['bic', 'intermediaryBic']);
  });

  it('rejects an account number with punctuation', () => {
    expect(badFields(internationalBankPaymentMethodBodySchema, { ...without(international, 'iban'), accountNumber: '12-34-56' })).toEqual(['accountNumber']);
  });

  it('the bank address is a strict request address', () => {
    expect(badFields(internationalBankPaymentMethodBodySchema, { ...international, bankAddress: { line1: 'Kaiserplatz', city: 'Frankfurt', country: 'DEU' } })).toEqual(['bankAddress.country']);
  });
});

describe('crypto_wallet', () => {
  const inASentence: Record<string, string> = { ethereum: 'an Ethereum', solana: 'a Solana', sui: 'a Sui' };

  it.each([
    ['ethereum', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['base', '0xde709f2102306220921060314715629080e2fb77'],
    ['ink', '0x0000000000000000000000000000000000000000'],
    ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'],
    ['solana', 'So11111111111111111111111111111111111111112'],
    ['sui', '0x0000000000000000000000000000000000000000000000000000000000000002'],
  ])('accepts a %s address', (chain, walletAddress) => {
    expect(badFields(cryptoWalletPaymentMethodBodySchema, { ...wallet, chain, walletAddress })).toEqual([]);
  });

  it.each([
    ['ethereum', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', '0x followed by 40 hex digits'],
    ['ethereum', '0x52908400098527886E0F7030069857D2E4169EE', '0x followed by 40 hex digits'],
    ['solana', '0x52908400098527886E0F7030069857D2E4169EE7', 'a base58 address of 32 to 44 characters'],
    ['solana', '0Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', 'a base58 address of 32 to 44 characters'],
    ['sui', '0x52908400098527886E0F7030069857D2E4169EE7', '0x followed by 64 hex digits'],
  ])('rejects an address that does not fit %s', (chain, walletAddress, hint) => {
    expect(fieldErrors(cryptoWalletPaymentMethodBodySchema, { ...wallet, chain, walletAddress })).toEqual([
      { field: 'walletAddress', message: expect.stringMatching(new RegExp(`^is not ${inASentence[chain]} address: expected ${hint}`)) },
    ]);
  });

  it('rejects chains outside the enum', () => {
    expect(badFields(cryptoWalletPaymentMethodBodySchema, { ...wallet, chain: 'tron', walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' })).toEqual(['chain']);
  });

  it('takes a destination tag of up to 64 characters', () => {
    expect(badFields(cryptoWalletPaymentMethodBodySchema, { ...wallet, destinationTag: '1234567' })).toEqual([]);
    expect(badFields(cryptoWalletPaymentMethodBodySchema, { ...wallet, destinationTag: 't'.repeat(65) })).toEqual(['destinationTag']);
  });
});

describe('open', () => {
  it.each(['@acme.treasury.usd', '@acme-corp.ap_team.eur', 'cus_9f8e', 'acc_usd01'])('accepts the openId %s', (openId) => {
    expect(badFields(openPaymentMethodBodySchema, { ...open, openId })).toEqual([]);
  });

  it.each(['acme.treasury.usd', '@acme', '@acme.treasury', '@acme.treasury.usd1', 'cpt_acme', 'pmt_1', 'cus_', ''])('rejects the openId %j', (openId) => {
    expect(badFields(openPaymentMethodBodySchema, { ...open, openId })).toEqual(['openId']);
  });
});
