// When a made write settles, from its outbox entry: each payment operation by its rail
// (ACH by its type), the unified payment by the rail in its body, a collection as ACH, a
// transfer at once; other writes and rails this app does not know: nothing.
import { describe, expect, it } from 'vitest';
import { settlementOfEntry } from '../../../electron/ipc/write-settlement';
import { RAIL_SETTLEMENT, SAME_DAY_ACH_SETTLEMENT } from '../../../shared/rail-settlement';

type Entry = NonNullable<Parameters<typeof settlementOfEntry>[0]>;
const entry = (operation: string, body: Record<string, unknown> = {}) => ({ operation, bodyText: JSON.stringify(body) }) as Entry;

describe('settlementOfEntry', () => {
  it.each([
    ['createAchPayment', { achType: 'standard' }, RAIL_SETTLEMENT.ach],
    ['createAchPayment', { achType: 'same_day' }, SAME_DAY_ACH_SETTLEMENT],
    ['createOpenPayment', {}, 'at once'],
    ['createSwiftPayment', {}, RAIL_SETTLEMENT.swift],
    ['createCryptoPayment', {}, RAIL_SETTLEMENT.crypto],
    ['createPayment', { rail: 'fedwire' }, RAIL_SETTLEMENT.fedwire],
    ['createCollection', {}, RAIL_SETTLEMENT.ach],
    ['createTransfer', {}, 'at once'],
    ['createPayment', { rail: 'rtp' }, null],
    ['createCounterparty', {}, null],
    ['createPaymentMethod', {}, null],
  ])('%s %o: %s', (operation, body, settles) => {
    expect(settlementOfEntry(entry(operation, body))).toBe(settles);
  });

  it('a same-day ACH the server accepted: what will happen, from the time it was accepted (New York time; a weekend is not a business day)', () => {
    const sameDay = (completedAt: string) => settlementOfEntry({ ...entry('createAchPayment', { achType: 'same_day' }), completedAt });
    // Friday 27 November 2026: 10:47 EST is 15:47 UTC; 14:45 EST is 19:45 UTC.
    expect(sameDay('2026-11-27T15:47:00.000Z')).toBe('today (it was sent before the 2:45 PM Eastern cut-off)');
    expect(sameDay('2026-11-27T19:44:00.000Z')).toBe('today (it was sent before the 2:45 PM Eastern cut-off)');
    expect(sameDay('2026-11-27T19:45:00.000Z')).toBe("the next business day (it was sent after today's 2:45 PM Eastern cut-off)");
    expect(sameDay('2026-11-28T15:00:00.000Z')).toBe('the next business day (it was sent on a weekend)');
    // Summer time: 14:44 EDT is 18:44 UTC.
    expect(sameDay('2026-07-01T18:44:00.000Z')).toMatch(/^today/);
    expect(sameDay('2026-07-01T18:46:00.000Z')).toMatch(/^the next business day/);
    // A standard ACH is the next business day whenever it was sent.
    expect(settlementOfEntry({ ...entry('createAchPayment', { achType: 'standard' }), completedAt: '2026-11-27T15:47:00.000Z' })).toBe(RAIL_SETTLEMENT.ach);
  });

  it('is null without an entry (a PATCH) or with a body it cannot read', () => {
    expect(settlementOfEntry(undefined)).toBeNull();
    expect(settlementOfEntry({ operation: 'createPayment', bodyText: 'not json' } as never)).toBeNull();
  });
});
