import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { travelRuleRequired, purposeRequired } from '../../../sandbox/bank/compliance-rules';
import { convertDown, convertUpFor, rateText } from '../../../sandbox/bank/fx-rates';
import { achSettlementAt, beforeSameDayCutoff } from '../../../sandbox/simulation/ach-settlement';
import { forcingSource, parseCollectionForcing, parsePaymentForcing } from '../../../sandbox/simulation/forcing-values';

describe('fx conversion', () => {
  it('is exact rational arithmetic: down for the recipient, up for the sender', () => {
    expect(convertDown(100000n, 'USD', 'CNY')).toBe(724637n);
    expect(rateText('USD', 'EUR')).toBe('0.92592592');
    expect(convertDown(1_000_000n, 'USDC', 'USD')).toBe(100n);
    expect(convertUpFor(100000n, 'USD', 'GBP')).toBe(127000n);
  });

  it('sending convertUpFor(x) always delivers at least x, and one unit less does not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.constantFrom('EUR', 'GBP', 'JPY', 'CNY', 'INR', 'USDC'), (target, to) => {
        const send = convertUpFor(target, 'USD', to);
        expect(convertDown(send, 'USD', to) >= target).toBe(true);
        expect(convertDown(send - 1n, 'USD', to) < target).toBe(true);
      }),
    );
  });
});

describe('compliance rules', () => {
  it('travel rule: above 3,000 USD for US, every transfer for EU/UK, above 1,000 elsewhere', () => {
    expect(travelRuleRequired('US', 3_000_000_000n, 'USDC').required).toBe(false);
    expect(travelRuleRequired('US', 3_000_000_001n, 'USDC').required).toBe(true);
    expect(travelRuleRequired('DE', 1n, 'USDC').required).toBe(true);
    expect(travelRuleRequired('GB', 1n, 'USDC').required).toBe(true);
    expect(travelRuleRequired('SG', 1_000_000_000n, 'USDC').required).toBe(false);
    expect(travelRuleRequired('SG', 1_000_000_001n, 'USDC').required).toBe(true);
    expect(travelRuleRequired('US', 2_800_000_000n, 'EURC').required).toBe(true);
  });

  it('purpose corridors by currency or destination country', () => {
    const method = { id: 'pm_1', counterpartyId: 'cpt_1', type: 'international_bank' as const, status: 'active' as const, currency: 'USD', createdAt: '2026-01-01T00:00:00Z' };
    expect(purposeRequired({ ...method, bic: 'HDFCINBB' }, 'USD')).toBe(true);
    expect(purposeRequired({ ...method, bic: 'COBADEFF' }, 'EUR')).toBe(false);
    expect(purposeRequired({ ...method, bic: 'COBADEFF' }, 'CNY')).toBe(true);
    expect(purposeRequired({ ...method, bic: 'COBADEFF', bankAddress: { country: 'AE' } }, 'EUR')).toBe(true);
  });
});

describe('ACH settlement', () => {
  it('same_day before 14:45 New York settles at 17:00 New York, across DST', () => {
    const winter = Date.parse('2026-01-15T15:00:00Z');
    expect(beforeSameDayCutoff(winter)).toBe(true);
    expect(new Date(achSettlementAt(winter, 'same_day')).toISOString()).toBe('2026-01-15T22:00:00.000Z');
    const summer = Date.parse('2026-07-15T15:00:00Z');
    expect(new Date(achSettlementAt(summer, 'same_day')).toISOString()).toBe('2026-07-15T21:00:00.000Z');
  });

  it('after the cutoff, and for standard, settles a day later', () => {
    const late = Date.parse('2026-01-15T20:00:00Z');
    expect(beforeSameDayCutoff(late)).toBe(false);
    expect(achSettlementAt(late, 'same_day') - late).toBe(86_400_000);
    expect(achSettlementAt(Date.parse('2026-01-15T15:00:00Z'), 'standard') - Date.parse('2026-01-15T15:00:00Z')).toBe(86_400_000);
  });
});

describe('forcing values', () => {
  it('reads reference first, then metadata.sandbox', () => {
    expect(forcingSource('sandbox:fail', { sandbox: 'sandbox:review' })).toEqual({ value: 'sandbox:fail', field: 'reference' });
    expect(forcingSource('INV-1', { sandbox: 'sandbox:review' })).toEqual({ value: 'sandbox:review', field: 'metadata.sandbox' });
    expect(forcingSource('INV-1', { sandbox: 'plain' })).toBeUndefined();
  });

  it('parses every payment and collection forcing value and refuses the rest', () => {
    const at = (value: string) => ({ value, field: 'reference' });
    expect(parsePaymentForcing(at('sandbox:return:R29'), 'ach')).toEqual({ kind: 'return', code: 'R29' });
    expect(parsePaymentForcing(at('sandbox:requires_action:rfi_pending'), 'swift')).toEqual({ kind: 'requires_action', reason: 'rfi_pending' });
    expect(parsePaymentForcing(at('sandbox:crypto_fail'), 'crypto')).toEqual({ kind: 'crypto_fail' });
    for (const kind of ['fail', 'review', 'reverse', 'refund'] as const) expect(parsePaymentForcing(at(`sandbox:${kind}`), 'fedwire')).toEqual({ kind });
    expect(() => parsePaymentForcing(at('sandbox:return:R01'), 'swift')).toThrow();
    expect(() => parsePaymentForcing(at('sandbox:fail:now'), 'ach')).toThrow();
    expect(parseCollectionForcing(at('sandbox:requires_action:compliance_hold'))).toEqual({ kind: 'requires_action', reason: 'compliance_hold' });
    expect(() => parseCollectionForcing(at('sandbox:requires_action:cop_required'))).toThrow();
  });
});
