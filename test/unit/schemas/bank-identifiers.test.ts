// Identifiers a person types for a payment method: ABA routing numbers, IBANs, BICs,
// US account numbers, wallet addresses, open-network ids and E.164 phone numbers.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isAbaRoutingNumber, isBic, isE164Phone, isIban, isOpenId, isUsBankAccountNumber, isWalletAddress, walletAddressHint,
} from '../../../shared/bank-identifiers';
import { CRYPTO_NETWORKS } from '../../../shared/schemas';

/** Every string that differs from `value` in exactly one digit (digits replaced by other digits). */
function oneDigitOff(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i] as string;
    if (!/[0-9]/.test(ch)) continue;
    for (let d = 0; d <= 9; d += 1) if (String(d) !== ch) out.push(value.slice(0, i) + String(d) + value.slice(i + 1));
  }
  return out;
}

describe('ABA routing numbers', () => {
  const valid = ['021000021', '011000015', '026009593', '121000248', '111000025'];

  it.each(valid)('accepts %s', (n) => expect(isAbaRoutingNumber(n)).toBe(true));

  it.each(['021000022', '011000016', '121000249'])('rejects %s (last digit off by one)', (n) => expect(isAbaRoutingNumber(n)).toBe(false));

  it.each(['02100002', '0210000210', '02100002a', ' 21000021', '021-000-021', ''])('rejects %j (not 9 digits)', (n) => {
    expect(isAbaRoutingNumber(n)).toBe(false);
  });

  it('rejects every single-digit change of a valid number (weights 3, 7, 1 are coprime with 10)', () => {
    for (const n of valid) for (const typo of oneDigitOff(n)) expect(isAbaRoutingNumber(typo)).toBe(false);
  });

  it('accepts exactly the 9-digit strings whose weighted sum is a multiple of 10 (property)', () => {
    const nineDigits = fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 9, maxLength: 9 });
    fc.assert(fc.property(nineDigits, (n) => {
      const sum = [...n].reduce((acc, ch, i) => acc + Number(ch) * ([3, 7, 1][i % 3] as number), 0);
      expect(isAbaRoutingNumber(n)).toBe(sum % 10 === 0);
    }));
  });
});

describe('IBANs (mod-97)', () => {
  const valid = ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S'];

  it.each(valid)('accepts %s', (iban) => expect(isIban(iban)).toBe(true));

  it.each([
    ['DE89370400440532013001', 'last digit off'],
    ['GB82WEST12345698765433', 'last digit off'],
    ['FR1420041010050500013M02607', 'last digit off'],
    ['DE88370400440532013000', 'check digits off'],
    ['GB82WEST12345698765423', 'two digits swapped'],
    ['GB82WEAT12345698765432', 'a letter changed'],
  ])('rejects %s (%s)', (iban) => expect(isIban(iban)).toBe(false));

  it.each([
    ['DE89 3704 0044 0532 0130 00', 'spaces'],
    ['de89370400440532013000', 'lower case'],
    ['DE8937040044053', 'truncated'],
    ['DE89370', 'shorter than 15'],
    ['DE893704004405320130001234567890123', 'longer than 34'],
    ['D189370400440532013000', 'digit in the country code'],
    ['DEXX370400440532013000', 'letters as check digits'],
    ['', 'empty'],
  ])('rejects %j (%s)', (iban) => expect(isIban(iban)).toBe(false));

  it('rejects every single-digit change of a valid IBAN', () => {
    for (const iban of valid) for (const typo of oneDigitOff(iban)) expect(isIban(typo)).toBe(false);
  });

  it('rejects every swap of two different adjacent characters of a valid IBAN', () => {
    for (const iban of valid) {
      for (let i = 0; i + 1 < iban.length; i += 1) {
        if (iban[i] === iban[i + 1]) continue;
        const swapped = iban.slice(0, i) + (iban[i + 1] as string) + (iban[i] as string) + iban.slice(i + 2);
        expect(isIban(swapped), swapped).toBe(false);
      }
    }
  });
});

describe('BICs', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'CHASUS33', 'BOFAUS3N', 'COBADEFFXXX'])('accepts %s', (bic) => expect(isBic(bic)).toBe(true));

  it.each(['DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF50', 'DEUTDEFF5000', 'deutdeff', 'DEU1DEFF', 'DEUTD1FF', 'DEUT DEFF', ''])('rejects %j', (bic) => {
    expect(isBic(bic)).toBe(false);
  });
});

describe('US bank account numbers', () => {
  it.each(['1234', '000123456789', '12345678901234567'])('accepts %s (4 to 17 digits)', (n) => expect(isUsBankAccountNumber(n)).toBe(true));
  it.each(['123', '123456789012345678', '1234 5678', '1234-5678', 'ABCD', ''])('rejects %j', (n) => expect(isUsBankAccountNumber(n)).toBe(false));
});

describe('wallet addresses per chain', () => {
  const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
  const solana = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
  const sui = '0x02a212de6a9dfa3a69e22387acfbafbb1a9e591bd9d636e7895dcfc8de05f331';

  it.each([
    ['ethereum', evm, true], ['base', evm, true], ['ink', evm.toLowerCase(), true],
    ['ethereum', solana, false], ['ethereum', sui, false], ['ethereum', evm.slice(2), false], ['ethereum', `${evm}0`, false],
    ['ethereum', '0x52908400098527886E0F7030069857D2E4169EG7', false],
    ['solana', solana, true], ['solana', '11111111111111111111111111111111', true],
    ['solana', evm, false], ['solana', solana.replace('N', '0'), false], ['solana', solana.replace('N', 'l'), false],
    ['solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp', false],
    ['sui', sui, true], ['sui', sui.toUpperCase().replace('0X', '0x'), true], ['sui', evm, false], ['sui', `${sui}0`, false],
  ] as const)('%s %s is accepted: %s', (chain, address, expected) => {
    expect(isWalletAddress(chain, address)).toBe(expected);
  });

  it('every chain has a hint', () => {
    for (const chain of CRYPTO_NETWORKS) expect(walletAddressHint(chain)).toMatch(/hex|base58/);
  });
});

describe('open-network ids', () => {
  it.each(['@acme.treasury.usd', '@Acme.Treasury.USD', '@acme-corp.ap_team.usdc', 'cus_9f8e', 'acc_usd01'])('accepts %s', (id) => {
    expect(isOpenId(id)).toBe(true);
  });

  it.each(['acme.treasury.usd', '@acme.treasury', '@.treasury.usd', '@acme..usd', '@acme.treasury.u', '@acme.treasury.usd.', 'cpt_acme', 'pm_1', 'cus_', 'acc_us-01', ''])('rejects %j', (id) => {
    expect(isOpenId(id)).toBe(false);
  });
});

describe('E.164 phone numbers', () => {
  it.each(['+14155550100', '+447700900123', '+8613800138000', '+12', '+123456789012345'])('accepts %s', (p) => expect(isE164Phone(p)).toBe(true));
  it.each(['14155550100', '+0123456789', '+1234567890123456', '+1 415 555 0100', '+1-415-555-0100', '+', '+1', ''])('rejects %j', (p) => {
    expect(isE164Phone(p)).toBe(false);
  });
});
