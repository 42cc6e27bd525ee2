// What the activity screens say about statuses, requires_action reasons, ACH returns and
// verification; the keys that move in a list; the days of the date filters; the
// timeline's wording; a counterparty's address lines; the list's count line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACH_RETURN_CODES, COLLECTION_REQUIRES_ACTION_REASONS, PAYMENT_REQUIRES_ACTION_REASONS, PAYMENT_STATUSES } from '../../../../shared/schemas/enums';
import { STATUS_STEP_SOURCES } from '../../../../shared/ipc/activity-methods';
import { humanize, reasonLabel, statusTone } from '../../../../renderer/src/components/status-badge';
import { isExactTime, stepTimeLabel } from '../../../../renderer/src/components/status-timeline';
import { actionGuidance, achReturnText } from '../../../../renderer/src/components/lists/action-guidance';
import { addDays, dayRangeToFilters, filtersToDayRange } from '../../../../renderer/src/components/lists/date-range';
import { checklistSummary } from '../../../../renderer/src/components/lists/filter-checklist';
import { countText } from '../../../../renderer/src/components/lists/list-footer';
import { isVerified, verificationText } from '../../../../renderer/src/components/lists/payment-method-details';
import { nextRowIndex } from '../../../../renderer/src/components/lists/record-table';
import { accountLabel, accountName, accountOptions, type AccountsById } from '../../../../renderer/src/components/account-names';
import { addressLines } from '../../../../renderer/src/screens/counterparties/counterparty-detail';

describe('statuses', () => {
  it('only requires_action among payment statuses asks for action; terminal failures read as bad, completed as good', () => {
    const tones = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, statusTone(status)]));
    expect(Object.entries(tones).filter(([, tone]) => tone === 'action').map(([status]) => status)).toEqual(['requires_action']);
    expect(tones).toMatchObject({ completed: 'good', failed: 'bad', returned: 'bad', canceled: 'bad', created: 'neutral', processing: 'neutral' });
    expect(humanize('requires_action')).toBe('Requires action');
    expect(humanize('some_new_state')).toBe('Some new state');
  });

  it('every requires_action reason of the spec has its own title and advice', () => {
    for (const reason of [...PAYMENT_REQUIRES_ACTION_REASONS, ...COLLECTION_REQUIRES_ACTION_REASONS]) {
      const guidance = actionGuidance(reason);
      expect(guidance.title, reason).not.toMatch(/Action required/);
      expect(guidance.whatToDo.length, reason).toBeGreaterThan(40);
      expect(reasonLabel(reason)).toBe(guidance.title);
    }
    expect(actionGuidance('brand_new_reason').title).toBe('Action required (brand_new_reason)');
    expect(actionGuidance(null).whatToDo).toMatch(/did not say why/);
  });

  it('every ACH return code has its meaning; an unknown one is shown as it came, marked unknown', () => {
    for (const code of ACH_RETURN_CODES) expect(achReturnText(code)).toMatch(new RegExp(`^${code}: .{5,}`));
    expect(achReturnText('R99')).toBe('R99 (unknown return code)');
  });

  it('verification: only verified and not-required pass; anything else, or nothing, is flagged', () => {
    expect(isVerified('verified')).toBe(true);
    expect(isVerified('not_required')).toBe(true);
    for (const result of ['unverified', 'partial_match', 'no_match', 'mismatch', 'unavailable', 'error', null]) expect(isVerified(result)).toBe(false);
    expect(verificationText('partial_match')).toBe('Not verified: the name partly matches');
    expect(verificationText(null)).toBe('Not verified: no result reported');
  });

  it('the timeline names how each time was learnt, and which times are the server\u2019s own', () => {
    expect(STATUS_STEP_SOURCES.map(stepTimeLabel)).toEqual(['Created at', 'Observed at', 'Completed at', 'Already so at']);
    expect(STATUS_STEP_SOURCES.filter(isExactTime)).toEqual(['created', 'completed_at']);
  });
});

describe('list keys', () => {
  it('arrow keys, Home/End and PageUp/PageDown stay inside the list; other keys are not moves', () => {
    expect(nextRowIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextRowIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextRowIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextRowIndex('End', 0, 3)).toBe(2);
    expect(nextRowIndex('Home', 2, 3)).toBe(0);
    expect(nextRowIndex('PageDown', 5, 12)).toBe(11);
    expect(nextRowIndex('PageUp', 5, 12)).toBe(0);
    expect(nextRowIndex('Enter', 0, 3)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('date filters in the person\u2019s zone', () => {
  const zone = process.env['TZ'];
  beforeAll(() => {
    process.env['TZ'] = 'America/New_York';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });

  it('"to" includes its whole day: the bound is the next local midnight, exclusive', () => {
    expect(dayRangeToFilters('2026-11-01', '2026-11-23')).toEqual({ from: '2026-11-01T04:00:00.000Z', to: '2026-11-24T05:00:00.000Z' });
    expect(dayRangeToFilters('', '2026-03-07')).toEqual({ to: '2026-03-08T05:00:00.000Z' });
    expect(dayRangeToFilters('2026-02-30', '')).toEqual({});
  });

  it('shows the stored bounds as the days typed, across a daylight-saving change', () => {
    const stored = dayRangeToFilters('2026-03-07', '2026-03-08');
    expect(stored).toEqual({ from: '2026-03-07T05:00:00.000Z', to: '2026-03-09T04:00:00.000Z' });
    expect(filtersToDayRange(stored)).toEqual({ fromDay: '2026-03-07', toDay: '2026-03-08' });
    expect(filtersToDayRange({})).toEqual({ fromDay: '', toDay: '' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('words on the screens', () => {
  it('the count line says the order and whether more can be loaded', () => {
    expect(countText({ one: 'payment', many: 'payments' }, 100, true, 'newest first')).toBe('100 payments, newest first; more to load');
    expect(countText({ one: 'counterparty', many: 'counterparties' }, 1, false, 'by name')).toBe('1 counterparty, by name');
    expect(countText({ one: 'payment', many: 'payments' }, 1234, false, 'newest first')).toBe('1,234 payments, newest first');
  });

  it('a checklist summary reads Any, the one value, or how many', () => {
    const options = [{ value: 'ach', label: 'ACH' }, { value: 'swift', label: 'SWIFT' }];
    expect(checklistSummary(options, [])).toBe('Any');
    expect(checklistSummary(options, ['swift'])).toBe('SWIFT');
    expect(checklistSummary(options, ['ach', 'swift'])).toBe('2 selected');
  });

  it('account options name the accounts, sorted, and keep a selected account the list does not know', () => {
    const account = (accountId: string, accountName: string | null, currency: string | null) => [accountId, { accountId, accountName, currency }] as const;
    const accounts = new Map([account('acc_2', 'Payroll USD', 'USD'), account('acc_1', 'Operating EUR', 'EUR'), account('acc_3', null, null)]) as unknown as AccountsById;
    expect(accountName(accounts, 'acc_1')).toBe('Operating EUR');
    expect(accountName(accounts, 'acc_3')).toBeNull();
    expect(accountName(accounts, 'acc_gone')).toBeNull();
    expect(accountLabel(accounts, 'acc_3')).toBe('acc_3');
    expect(accountLabel(accounts, 'acc_gone')).toBe('acc_gone');
    expect(accountOptions(accounts, ['acc_gone'])).toEqual([
      { value: 'acc_3', label: 'acc_3' },
      { value: 'acc_1', label: 'Operating EUR (EUR)' },
      { value: 'acc_2', label: 'Payroll USD (USD)' },
      { value: 'acc_gone', label: 'Unknown account acc_gone' },
    ]);
  });

  it('an address is its non-empty lines, city, state and postcode on one', () => {
    expect(addressLines({ line1: 'Hauptstr. 1', line2: null, city: 'Berlin', state: null, postalCode: '10115', country: 'DE' })).toEqual(['Hauptstr. 1', 'Berlin 10115', 'DE']);
    expect(addressLines(null)).toEqual([]);
  });
});
