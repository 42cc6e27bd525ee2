// The sandbox's SWIFT fees are charged in the debited account's currency with that
// currency's minor units: a yen account pays yen figures (whole yen), never the dollar
// figure read as yen; a currency without its own row pays the USD row at the sandbox
// rate, rounded up to a whole unit.
import { describe, expect, it } from 'vitest';
import { swiftBeneficiaryDeduction, swiftFee } from '../../../sandbox/bank/fees';

describe('SWIFT fees per currency', () => {
  it('charges USD and EUR accounts in cents', () => {
    expect(swiftFee('OUR', 'USD')).toEqual([{ type: 'swift_our_fee', minor: 3500n }]);
    expect(swiftFee('SHA', 'EUR')).toEqual([{ type: 'swift_fee', minor: 1500n }]);
    expect(swiftFee('BEN', 'USD')).toEqual([]);
  });

  it('charges a JPY account whole yen from its own row (not 35 or 3,500 yen)', () => {
    expect(swiftFee('OUR', 'JPY')).toEqual([{ type: 'swift_our_fee', minor: 5000n }]);
    expect(swiftFee('SHA', 'JPY')).toEqual([{ type: 'swift_fee', minor: 2000n }]);
    expect(swiftFee('BEN', 'JPY')).toEqual([]);
  });

  it('converts the USD row for a currency without its own row, rounded up to a whole unit', () => {
    // 35.00 USD at 0.138 USD per CNY is 253.62... CNY: charged 254.00 CNY.
    expect(swiftFee('OUR', 'CNY')).toEqual([{ type: 'swift_our_fee', minor: 25400n }]);
    // 15.00 USD at 0.00074 USD per KRW (no minor unit) is 20,270.27... KRW: charged 20,271 KRW.
    expect(swiftFee('SHA', 'KRW')).toEqual([{ type: 'swift_fee', minor: 20271n }]);
  });

  it('reports the beneficiary deduction in the receive currency', () => {
    expect(swiftBeneficiaryDeduction('BEN', 'JPY')).toBe(3500n);
    expect(swiftBeneficiaryDeduction('SHA', 'USD')).toBe(1000n);
    // 10.00 USD in CNY is 72.46... CNY: 73.00 CNY.
    expect(swiftBeneficiaryDeduction('SHA', 'CNY')).toBe(7300n);
    expect(swiftBeneficiaryDeduction('OUR', 'CNY')).toBe(0n);
  });

  it('refuses a currency with neither a row nor a rate', () => {
    expect(() => swiftFee('OUR', 'XAU')).toThrow(/no SWIFT fee schedule for XAU/);
  });
});
