// The rules both sides check on identifiers (shared/chain-addresses.ts, shared/bank-identifiers.ts):
// the EIP-55 vectors of the EIP itself, Solana addresses as base58 of 32 bytes, and IBANs
// of the registry's length for their country with their mod-97 check digits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IBAN_LENGTHS, ibanProblem, isIban } from '../../../shared/bank-identifiers';
import { base58Decode, eip55Checksummed, evmAddressProblem, solanaAddressProblem, walletAddressProblem } from '../../../shared/chain-addresses';

// EIP-55's own test vectors (all caps, all lower, normal).
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('EIP-55 mixed-case checksum (Ethereum, Base, Ink)', () => {
  it.each(EIP55_VECTORS)('accepts %s', (address) => {
    expect(evmAddressProblem(address)).toBeUndefined();
    for (const chain of ['ethereum', 'base', 'ink'] as const) expect(walletAddressProblem(chain, address)).toBeUndefined();
  });

  it('computes the checksummed form of the normal-case vectors from their lower case', () => {
    for (const address of EIP55_VECTORS.slice(4)) expect(eip55Checksummed(address.toLowerCase())).toBe(address);
  });

  it('refuses every mixed-case vector with one letter of the wrong case, naming the checksum', () => {
    for (const address of EIP55_VECTORS.slice(4)) {
      for (let i = 2; i < address.length; i += 1) {
        const ch = address[i] as string;
        if (!/[a-fA-F]/.test(ch)) continue;
        const flipped = address.slice(0, i) + (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()) + address.slice(i + 1);
        const body = flipped.slice(2);
        if (body === body.toLowerCase() || body === body.toUpperCase()) continue; // no checksum to carry
        expect(evmAddressProblem(flipped), flipped).toBe('checksum');
        expect(walletAddressProblem('ethereum', flipped)).toMatch(/wrong case for its EIP-55 checksum/);
      }
    }
  });

  it('accepts any 40 hex digits in one case (no checksum) and refuses other shapes', () => {
    const hex40 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'.split('')), minLength: 40, maxLength: 40 });
    fc.assert(fc.property(hex40, (hex) => {
      expect(evmAddressProblem(`0x${hex}`)).toBeUndefined();
      expect(evmAddressProblem(`0x${hex.toUpperCase()}`)).toBeUndefined();
      expect(evmAddressProblem(eip55Checksummed(`0x${hex}`))).toBeUndefined();
    }));
    for (const bad of ['0x12', '52908400098527886E0F7030069857D2E4169EE7', '0x52908400098527886E0F7030069857D2E4169EG7', '0x52908400098527886E0F7030069857D2E4169EE7a']) {
      expect(evmAddressProblem(bad)).toBe('shape');
      expect(walletAddressProblem('base', bad)).toMatch(/^is not a Base address: expected 0x followed by 40 hex digits$/);
    }
  });
});

describe('Solana addresses: base58 of 32 bytes', () => {
  it.each([
    '11111111111111111111111111111111', // the system program (32 zero bytes)
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
    '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  ])('accepts %s', (address) => {
    expect(solanaAddressProblem(address)).toBeUndefined();
    expect(base58Decode(address)).toHaveLength(32);
  });

  it.each([
    ['0Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', 'alphabet'], // 0 is not base58
    ['lNd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T', 'alphabet'], // nor l
    ['TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', 'length'], // a Tron address: 25 bytes
    ['zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', 'length'], // 44 characters past 32 bytes
    ['4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp', 'length'],
  ] as const)('refuses %s (%s)', (address, problem) => {
    expect(solanaAddressProblem(address)).toBe(problem);
    expect(walletAddressProblem('solana', address)).toMatch(/^is not a Solana address: expected a base58 address of 32 to 44 characters/);
  });
});

describe('IBANs: the country\'s length, then mod-97', () => {
  it.each(['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S', 'BE68539007547034', 'CH9300762011623852957'])(
    'accepts %s',
    (iban) => {
      expect(ibanProblem(iban)).toBeUndefined();
      expect(iban.length).toBe(IBAN_LENGTHS[iban.slice(0, 2)]);
    },
  );

  it('refuses a German IBAN one character short, saying the length its country has', () => {
    expect(ibanProblem('DE8937040044053201300')).toBe('is 21 characters long, but an IBAN of DE has 22: check for a missing or extra character');
  });

  it('refuses a country that has no IBAN, and check digits that do not match', () => {
    expect(ibanProblem('US89370400440532013000')).toMatch(/^starts with US, which is not a country that uses IBANs/);
    expect(ibanProblem('DE88370400440532013000')).toMatch(/^has check digits that do not match/);
    expect(ibanProblem('de89370400440532013000')).toMatch(/^must be an IBAN/);
  });

  it('refuses a valid IBAN with any two adjacent different characters swapped (property)', () => {
    const valid = 'GB82WEST12345698765432';
    fc.assert(fc.property(fc.integer({ min: 4, max: valid.length - 2 }), (i) => {
      fc.pre(valid[i] !== valid[i + 1]);
      const swapped = valid.slice(0, i) + (valid[i + 1] as string) + (valid[i] as string) + valid.slice(i + 2);
      expect(isIban(swapped)).toBe(false);
    }));
  });
});
