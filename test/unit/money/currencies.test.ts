import { describe, it, expect } from 'vitest';
import { errorOf } from './money-error-of';
import {
  CRYPTO_ASSET_DECIMALS,
  FIAT_EXPONENTS,
  MoneyInputError,
  NON_PAYABLE_ISO_CODES,
  currencyExponent,
  isCryptoAsset,
  isKnownCurrency,
} from '../../../shared/money';


describe('ISO 4217 table', () => {
  it('has at least 150 fiat codes, all three capital letters with an exponent from 0 to 4', () => {
    const entries = Object.entries(FIAT_EXPONENTS);
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const [code, exponent] of entries) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3, 4]).toContain(exponent);
    }
  });

  it.each([
    ['JPY', 0], ['KRW', 0], ['ISK', 0], ['VND', 0], ['CLP', 0], ['PYG', 0], ['UGX', 0], ['XAF', 0], ['XOF', 0], ['XPF', 0], ['UYI', 0],
    ['USD', 2], ['EUR', 2], ['GBP', 2], ['CHF', 2], ['CAD', 2], ['MXN', 2], ['INR', 2], ['IDR', 2], ['HUF', 2],
    ['USN', 2], ['BOV', 2], ['MXV', 2], ['COU', 2], ['CHE', 2], ['CHW', 2], ['XCD', 2], ['XCG', 2], ['ZWG', 2], ['SLE', 2], ['VED', 2],
    ['BHD', 3], ['KWD', 3], ['JOD', 3], ['OMR', 3], ['TND', 3], ['LYD', 3], ['IQD', 3],
    ['CLF', 4], ['UYW', 4],
  ])('%s has exponent %i', (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
    expect(isKnownCurrency(code)).toBe(true);
    expect(isCryptoAsset(code)).toBe(false);
  });

  it('excludes the X-codes that have no minor unit', () => {
    for (const code of ['XAU', 'XAG', 'XPT', 'XPD', 'XDR', 'XXX', 'XTS', 'XSU', 'XUA', 'XBA']) {
      expect(NON_PAYABLE_ISO_CODES.has(code)).toBe(true);
      expect(code in FIAT_EXPONENTS).toBe(false);
      expect(isKnownCurrency(code)).toBe(false);
      const error = errorOf(() => currencyExponent(code));
      expect(error.code).toBe('unknown_currency');
      expect(error.message).toContain(code);
      expect(error.message).toContain('no minor unit');
    }
  });
});

describe('crypto assets', () => {
  it.each([['USDC', 6], ['USDT', 6], ['PYUSD', 6], ['EURC', 6], ['USDG', 6], ['ETH', 18], ['SOL', 9], ['BTC', 8]])('%s has %i decimals', (code, decimals) => {
    expect(currencyExponent(code)).toBe(decimals);
    expect(isCryptoAsset(code)).toBe(true);
    expect(isKnownCurrency(code)).toBe(true);
  });

  it('shares no code with the fiat table', () => {
    for (const code of Object.keys(CRYPTO_ASSET_DECIMALS)) expect(code in FIAT_EXPONENTS).toBe(false);
  });
});

describe('unknown currencies', () => {
  it.each(['ABC', 'usd', 'Usd', '', 'US', 'USDCC', 'constructor', '__proto__', 'toString', 'hasOwnProperty'])('%j is unknown', (code) => {
    expect(isKnownCurrency(code)).toBe(false);
    expect(isCryptoAsset(code)).toBe(false);
    const error = errorOf(() => currencyExponent(code));
    expect(error).toBeInstanceOf(MoneyInputError);
    expect(error.name).toBe('MoneyInputError');
    expect(error.code).toBe('unknown_currency');
    expect(error.message).toContain(JSON.stringify(code));
  });

  it('keeps the tables read-only', () => {
    expect(Object.isFrozen(FIAT_EXPONENTS)).toBe(true);
    expect(Object.isFrozen(CRYPTO_ASSET_DECIMALS)).toBe(true);
  });
});
