// The checks that follow a rule: a payment method added or changed in the last 7 days,
// the same-day ACH cutoff in EST and EDT, the travel-rule threshold, purpose corridors,
// and production; each on both sides of its threshold.
import { describe, expect, it } from 'vitest';
import {
  collectionChecks, isAfterSameDayAchCutoff, paymentMethodRecentlyAddedCheck, productionEnvironmentCheck, purposeRequiredForCorridorCheck,
  sameDayAchAfterCutoffCheck, sameDayAchOnWeekendCheck, travelRuleDataMissingCheck,
} from '../../../electron/pre-send-checks';
import { achTiming } from '../../../electron/ipc/prepared-review';
import { cutoffText } from '../../../renderer/src/screens/payments/new-payment-ach';
import { sameDayAchCutoffOn, sameDayAchMissed } from '../../../shared/ach-cutoff';
import { settlementText } from '../../../shared/rail-settlement';
import type { PaymentMethod } from '../../../shared/schemas';
import { METHODS, NOW } from '../write-flows/write-flow-fixtures';

describe('payment_method_recently_added', () => {
  const added = (msAgo: number, extra: Record<string, unknown> = {}) =>
    ({ ...METHODS.acmeBank, createdAt: new Date(NOW.getTime() - msAgo).toISOString(), ...extra }) as PaymentMethod;
  const DAY = 86_400_000;
  const NOTHING_GONE = { goneAt: () => null };
  const NO_GONE = { accounts: NOTHING_GONE, counterparties: NOTHING_GONE, paymentMethods: NOTHING_GONE, ledgerTransactions: { balances: () => ({ accounts: [], lastSyncedAt: null }) }, payments: { iteratePayments: () => [] } } as never;

  it('warns for a method added 6 days 23 hours ago, not 7 days ago', () => {
    expect(paymentMethodRecentlyAddedCheck(added(7 * DAY - 3_600_000), { now: NOW })?.message).toBe(
      'The payment method ("Acme operating", US bank account ending 6789) was added 6 days ago (2026-03-03 16:00 UTC). Confirm its details with the recipient through a channel you already trust before paying.',
    );
    expect(paymentMethodRecentlyAddedCheck(added(7 * DAY), { now: NOW })).toBeUndefined();
  });

  it('speaks of a collection for a method about to be debited, in the person\'s time zone', () => {
    const message = collectionChecks({ method: added(DAY) }, { environment: 'sandbox', cache: NO_GONE, now: NOW, timeZone: 'America/Chicago' })[0]?.message ?? '';
    expect(message).toContain('(2026-03-09 10:00 CDT). A collection pulls money from this account');
    expect(message).not.toContain('before paying');
  });

  it('warns for an old method changed in the last 7 days (when the server says so)', () => {
    const changed = added(90 * DAY, { updatedAt: new Date(NOW.getTime() - 2 * DAY).toISOString() });
    expect(paymentMethodRecentlyAddedCheck(changed, { now: NOW })?.message).toMatch(/was changed 2 days ago/);
    expect(paymentMethodRecentlyAddedCheck(added(90 * DAY, { updatedAt: new Date(NOW.getTime() - 8 * DAY).toISOString() }), { now: NOW })).toBeUndefined();
  });
});

describe('same_day_ach_after_cutoff (2:45 PM New York)', () => {
  it.each([
    ['EST (winter, UTC-5)', '2026-01-15T19:44:59Z', '2026-01-15T19:45:00Z', 'EST'],
    ['EDT (summer, UTC-4)', '2026-07-15T18:44:59Z', '2026-07-15T18:45:00Z', 'EDT'],
  ])('%s: quiet at 2:44 PM, a warning from 2:45 PM', (_season, before, after, zone) => {
    expect(isAfterSameDayAchCutoff(new Date(before))).toBe(false);
    expect(sameDayAchAfterCutoffCheck('same_day', { now: new Date(before) })).toBeUndefined();
    const check = sameDayAchAfterCutoffCheck('same_day', { now: new Date(after) });
    expect(check?.severity).toBe('warning');
    expect(check?.message).toMatch(new RegExp(`^It is 2:45 PM ${zone} in New York, after the same-day ACH cutoff`));
  });

  it('is right on the days the clocks change, and says nothing for standard ACH', () => {
    // 2026-03-08: EDT starts at 2 AM; 2:45 PM EDT is 18:45 UTC.
    expect(isAfterSameDayAchCutoff(new Date('2026-03-08T18:44:00Z'))).toBe(false);
    expect(isAfterSameDayAchCutoff(new Date('2026-03-08T18:45:00Z'))).toBe(true);
    // 2026-11-01: EST again; 2:45 PM EST is 19:45 UTC.
    expect(isAfterSameDayAchCutoff(new Date('2026-11-01T19:44:00Z'))).toBe(false);
    expect(isAfterSameDayAchCutoff(new Date('2026-11-01T19:45:00Z'))).toBe(true);
    // Late evening counts as after the cutoff; early morning does not.
    expect(isAfterSameDayAchCutoff(new Date('2026-01-16T04:30:00Z'))).toBe(true);
    expect(isAfterSameDayAchCutoff(new Date('2026-01-16T05:30:00Z'))).toBe(false);
    expect(sameDayAchAfterCutoffCheck('standard', { now: new Date('2026-01-15T21:00:00Z') })).toBeUndefined();
    expect(sameDayAchAfterCutoffCheck(undefined, { now: new Date('2026-01-15T21:00:00Z') })).toBeUndefined();
  });

  it("gives the instant of New York's cut-off on New York's day, in EST and EDT and on the change of clocks", () => {
    expect(sameDayAchCutoffOn(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T19:45:00.000Z');
    expect(sameDayAchCutoffOn(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-15T18:45:00.000Z');
    expect(sameDayAchCutoffOn(new Date('2026-03-08T07:30:00Z')).toISOString()).toBe('2026-03-08T18:45:00.000Z');
    expect(sameDayAchCutoffOn(new Date('2026-11-01T05:30:00Z')).toISOString()).toBe('2026-11-01T19:45:00.000Z');
    // 11:30 PM on the 15th in New York is the 16th in UTC: still the 15th's cut-off.
    expect(sameDayAchCutoffOn(new Date('2026-01-16T04:30:00Z')).toISOString()).toBe('2026-01-15T19:45:00.000Z');
  });
});

describe('same_day_ach_on_weekend (Saturday and Sunday in New York)', () => {
  // 2026-11-27 is a Friday, 11-28 a Saturday, 11-29 a Sunday, 11-30 a Monday (EST, UTC-5).
  const friday = new Date('2026-11-27T15:00:00Z'); // 10:00 AM in New York
  const saturdayMorning = new Date('2026-11-28T15:00:00Z');
  const sundayLate = new Date('2026-11-30T04:30:00Z'); // 11:30 PM Sunday in New York, Monday in UTC
  const mondayEarly = new Date('2026-11-30T05:30:00Z'); // 12:30 AM Monday in New York

  it('knows the weekend by New York\'s day, not UTC\'s', () => {
    expect(sameDayAchMissed(friday)).toBeNull();
    expect(sameDayAchMissed(saturdayMorning)).toBe('weekend');
    expect(sameDayAchMissed(sundayLate)).toBe('weekend');
    expect(sameDayAchMissed(mondayEarly)).toBeNull();
    expect(sameDayAchMissed(new Date('2026-11-27T21:00:00Z'))).toBe('after_cutoff');
  });

  it('warns on a weekend at any hour, in place of the cut-off\'s warning, and never for standard ACH', () => {
    for (const at of [saturdayMorning, new Date('2026-11-28T21:00:00Z'), sundayLate]) {
      const check = sameDayAchOnWeekendCheck('same_day', { now: at });
      expect(check).toMatchObject({ code: 'same_day_ach_on_weekend', severity: 'warning' });
      expect(check?.message).toMatch(/^It is (Saturday|Sunday) in New York, and no ACH settles on a weekend: this payment will settle on the next business day, and the same-day fee may still apply/);
      expect(sameDayAchAfterCutoffCheck('same_day', { now: at })).toBeUndefined();
      expect(sameDayAchOnWeekendCheck('standard', { now: at })).toBeUndefined();
    }
    expect(sameDayAchOnWeekendCheck('same_day', { now: friday })).toBeUndefined();
    expect(sameDayAchOnWeekendCheck('same_day', { now: mondayEarly })).toBeUndefined();
  });

  it('the form\'s hint, the review\'s row and the outcome say the next business day on a weekend, not today', () => {
    expect(cutoffText(saturdayMorning)).toMatch(/^It is Saturday in New York, and no ACH settles on a weekend: a payment sent now settles the next business day/);
    expect(cutoffText(friday)).toMatch(/^Same-day cut-off today: 2:45 PM EST in New York/);
    expect(achTiming('same_day', saturdayMorning.toISOString(), 'America/Chicago')).toBe(
      'Next business day: it is Saturday in New York, and no ACH settles on a weekend; on business days the same-day cut-off is 2:45 PM EST (1:45 PM CST your time). The same-day fee may still apply.',
    );
    expect(achTiming('standard', sundayLate.toISOString(), 'America/New_York')).toBe('Next business day (standard ACH): it is Sunday in New York, and no ACH settles on a weekend.');
    expect(achTiming('same_day', friday.toISOString(), 'America/New_York')).toMatch(/^Today, if sent before the same-day cut-off of 2:45 PM EST; it is 10:00 AM EST in New York\.$/);
    expect(settlementText({ rail: 'ach', achType: 'same_day' }, saturdayMorning)).toBe('the next business day (it was sent on a weekend)');
    expect(settlementText({ rail: 'fedwire' }, sundayLate)).toBe('the next business day (it was sent on a weekend)');
    expect(settlementText({ rail: 'fedwire' }, friday)).toBe('the same day, usually within the hour');
  });
});

describe('travel_rule_data_missing (US: above 3,000 USD)', () => {
  const usdc = (minor: bigint) => ({ currency: 'USDC', minor });

  it('is quiet at exactly 3,000 USDC and blocks one unit above', () => {
    expect(travelRuleDataMissingCheck({ amount: usdc(3_000_000_000n), hasTravelRule: false }, {})).toBeUndefined();
    expect(travelRuleDataMissingCheck({ amount: usdc(3_000_000_001n), hasTravelRule: false }, {})).toEqual({
      code: 'travel_rule_data_missing',
      severity: 'block',
      message: "3,000.000001 USDC is above the travel-rule threshold: it is required above 3,000.00 USD for payments from the United States. Add travel-rule data: the originator's name and the beneficiary's name (and wallet address or institution).",
    });
    expect(travelRuleDataMissingCheck({ amount: usdc(3_000_000_001n), hasTravelRule: true }, {})).toBeUndefined();
  });

  it('applies the other jurisdictions: every transfer from GB, above 1,000 USD elsewhere', () => {
    expect(travelRuleDataMissingCheck({ amount: usdc(1n), hasTravelRule: false }, { originCountry: 'GB' })?.message).toMatch(/the United Kingdom requires it for every crypto transfer/);
    expect(travelRuleDataMissingCheck({ amount: usdc(1_000_000_000n), hasTravelRule: false }, { originCountry: 'SG' })).toBeUndefined();
    expect(travelRuleDataMissingCheck({ amount: usdc(1_000_000_001n), hasTravelRule: false }, { originCountry: 'SG' })?.severity).toBe('block');
  });

  it('asks for the data for an asset it cannot value in USD offline', () => {
    expect(travelRuleDataMissingCheck({ amount: { currency: 'ETH', minor: 1n }, hasTravelRule: false }, {})?.message).toMatch(/cannot value 0.000000000000000001 ETH in US dollars offline/);
  });
});

describe('purpose_required_for_corridor', () => {
  it('blocks a SWIFT payment in a purpose currency or to a purpose country without a purpose', () => {
    expect(purposeRequiredForCorridorCheck({ method: METHODS.mumbaiInr, purpose: undefined })?.message).toBe(
      'SWIFT payments in INR need a payment purpose: choose one (for example Goods and services, or Salary and compensation).',
    );
    const toChina = { ...METHODS.mullerIban, currency: 'USD', iban: undefined, bic: 'BKCHCNBJ' } as PaymentMethod;
    expect(purposeRequiredForCorridorCheck({ method: toChina, purpose: undefined })?.message).toMatch(/^SWIFT payments to CN need/);
    const byAddress = { ...METHODS.mullerIban, bankAddress: { country: 'AE' } } as PaymentMethod;
    expect(purposeRequiredForCorridorCheck({ method: byAddress, purpose: undefined })?.message).toMatch(/^SWIFT payments to AE need/);
  });

  it('is quiet with a purpose, and for other corridors', () => {
    expect(purposeRequiredForCorridorCheck({ method: METHODS.mumbaiInr, purpose: 'goods_and_services' })).toBeUndefined();
    expect(purposeRequiredForCorridorCheck({ method: METHODS.mullerIban, purpose: undefined })).toBeUndefined();
  });
});

describe('production_environment', () => {
  it('is present in production only', () => {
    expect(productionEnvironmentCheck({ environment: 'production' })?.message).toMatch(/PRODUCTION environment.*Type "production" to confirm/);
    expect(productionEnvironmentCheck({ environment: 'sandbox' })).toBeUndefined();
  });
});
