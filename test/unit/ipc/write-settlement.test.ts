// When a made write settles, from its outbox entry: each payment operation by its rail
// (ACH by its type), the unified payment by the rail in its body, a collection as ACH, a
// transfer at once; other writes and rails this app does not know: nothing.
import { describe, expect, it } from 'vitest';
import { settlementOfEntry } from '../../../electron/ipc/write-settlement';
import { RAIL_SETTLEMENT, SAME_DAY_ACH_SETTLEMENT } from '../../../shared/rail-settlement';

const entry = (operation: string, body: Record<string, unknown> = {}) => ({ operation, bodyText: JSON.stringify(body) }) as Parameters<typeof settlementOfEntry>[0];

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

  it('is null without an entry (a PATCH) or with a body it cannot read', () => {
    expect(settlementOfEntry(undefined)).toBeNull();
    expect(settlementOfEntry({ operation: 'createPayment', bodyText: 'not json' } as never)).toBeNull();
  });
});
