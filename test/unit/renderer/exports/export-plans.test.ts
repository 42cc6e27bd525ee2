// The Exports screen's plans: every filter the screen set, said in words, and the IPC
// input built from them.
import { describe, expect, it } from 'vitest';
import {
  auditExportPlan,
  collectionsExportPlan,
  counterpartiesExportPlan,
  ledgerExportPlan,
  paymentsExportPlan,
  transfersExportPlan,
} from '../../../../renderer/src/screens/exports/export-plans';
import { displayTimeZone } from '../../../../renderer/lib/format-time';
import { formatBytes, formatBytesShort, formatDuration } from '../../../../renderer/src/screens/exports/format-bytes';

import type { AccountsById } from '../../../../renderer/src/components/account-names';
import type { AccountBalance } from '../../../../renderer/src/queries/balance-queries';

const operating: AccountBalance = {
  accountId: 'acc_1', accountName: 'Operating USD', accountStatus: 'active', currency: 'USD', balance: null, source: null,
  asOf: null, latestTransactionId: null, server: null, ledger: null, disagrees: false, goneAt: null,
};
const names: AccountsById = new Map([['acc_1', operating]]);

describe('ledgerExportPlan', () => {
  it('no filter: an empty input and nothing to say', () => {
    expect(ledgerExportPlan({}, names)).toEqual({ input: {}, applied: [] });
  });

  it('passes every filter the Ledger screen can set, direction and search included, as the screen has them', () => {
    const plan = ledgerExportPlan(
      { accountIds: ['acc_1', 'acc_2'], types: ['payment_out', 'fee'], from: '2026-11-01', to: '2026-11-23T00:00:00.000Z', direction: 'debit', search: ' rent ' },
      names,
    );
    expect(plan.input).toEqual({ accountIds: ['acc_1', 'acc_2'], types: ['payment_out', 'fee'], from: '2026-11-01', to: '2026-11-23T00:00:00.000Z', direction: 'debit', search: ' rent ' });
    expect(plan.applied[0]).toBe('Accounts: Operating USD (acc_1), acc_2');
    expect(plan.applied[1]).toBe('Types: Payment out, Fee');
    expect(plan.applied[2]).toBe('Debits only');
    expect(plan.applied[3]).toBe('Created on or after 2026-11-01 (00:00 UTC)');
    // An instant is said in the window's zone, and the zone is named.
    expect(plan.applied[4]).toMatch(/^Created before 2026-11-2[23] \d\d:\d\d \(.+\)$/);
    expect(plan.applied[4]).toContain(`(${displayTimeZone()})`);
    expect(plan.applied[5]).toBe('Search \u201crent\u201d in descriptions and references');
    expect(plan).not.toHaveProperty('notApplied');
  });

  it('empty lists and strings are no filter (an empty account list would export nothing)', () => {
    expect(ledgerExportPlan({ accountIds: [], types: [], from: '', search: '  ' }, names)).toEqual({ input: {}, applied: [] });
  });
});

describe('paymentsExportPlan, collectionsExportPlan, transfersExportPlan', () => {
  it('each filter\'s word agrees with how many it holds: one and two', () => {
    expect(ledgerExportPlan({ accountIds: ['acc_1'], types: ['fee'] }, names).applied).toEqual(['Account: Operating USD (acc_1)', 'Type: Fee']);
    // The open network's rail is named as in the rail choice and the review (shared/rail-text.ts), never "Open" alone.
    expect(paymentsExportPlan({ accountIds: ['acc_1', 'acc_2'], statuses: ['completed', 'failed'], rails: ['open'] }, names).applied).toEqual([
      'Source accounts: Operating USD (acc_1), acc_2', 'Statuses: Completed, Failed', 'Rail: Open network',
    ]);
  });

  it('payments: accounts, statuses, rails, dates and search', () => {
    const plan = paymentsExportPlan({ accountIds: ['acc_1'], statuses: ['requires_action'], rails: ['ach', 'swift'], from: '2026-01-01', search: 'acme' }, names);
    expect(plan.input).toEqual({ accountIds: ['acc_1'], statuses: ['requires_action'], rails: ['ach', 'swift'], from: '2026-01-01', search: 'acme' });
    expect(plan.applied).toEqual([
      'Source account: Operating USD (acc_1)', 'Status: Requires action', 'Rails: ACH, SWIFT', 'Created on or after 2026-01-01 (00:00 UTC)',
      'Search \u201cacme\u201d in references, counterparty names and ids',
    ]);
  });

  it('collections and transfers: the same filters their lists take', () => {
    expect(collectionsExportPlan({ accountIds: ['acc_1'], statuses: ['returned'], search: 'inv' }, names)).toEqual({
      input: { accountIds: ['acc_1'], statuses: ['returned'], search: 'inv' },
      applied: ['Destination account: Operating USD (acc_1)', 'Status: Returned', 'Search \u201cinv\u201d in references, counterparty names and ids'],
    });
    expect(transfersExportPlan({ to: '2026-02-01', statuses: [] }, names)).toEqual({ input: { to: '2026-02-01' }, applied: ['Created before 2026-02-01 (00:00 UTC)'] });
  });
});

describe('counterpartiesExportPlan and auditExportPlan', () => {
  it('one status filters; none or both is every counterparty', () => {
    expect(counterpartiesExportPlan(['archived'])).toEqual({ input: { statuses: ['archived'] }, applied: ['Status: Archived'] });
    expect(counterpartiesExportPlan([]).input).toEqual({});
    expect(counterpartiesExportPlan(['active', 'archived']).input).toEqual({});
  });

  it('the audit trail: none, or the Audit screen\'s kinds, outcome and id', () => {
    expect(auditExportPlan()).toEqual({ input: {}, applied: [] });
    expect(auditExportPlan({ kinds: ['confirmation', 'resolution'], outcomes: ['failed'], search: 'pmt_1' })).toEqual({
      input: { kinds: ['confirmation', 'resolution'], outcomes: ['failed'], search: 'pmt_1' },
      applied: ['Kinds: confirmations, decisions', 'Requests that failed', 'Search \u201cpmt_1\u201d in the entries (ids)'],
    });
  });
});

describe('sizes and durations', () => {
  it('says bytes exactly and briefly', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(197_472)).toBe('197 KB (197,472 bytes)');
    expect(formatBytesShort(20_199)).toBe('20.2 KB');
    expect(formatBytesShort(1_040_000_000)).toBe('1.04 GB');
    expect(formatDuration(230)).toBe('0.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
  });
});
