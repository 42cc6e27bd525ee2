// Columns give way by priority when the table is narrow, people's text stays, and ids
// are cut in the middle by the one helper: "pay_3f…a91c".
import { describe, expect, it } from 'vitest';
import { columnsThatFit, neededWidth } from '../../../../renderer/src/components/lists/column-priority';
import { COMPACT_ID_LENGTH, middleTruncate } from '../../../../renderer/src/components/middle-truncate';
import { OUTBOX_COLUMNS } from '../../../../renderer/src/screens/outbox/outbox-columns';
import { PAYMENT_COLUMNS } from '../../../../renderer/src/screens/payments/payment-columns';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);

describe('columnsThatFit', () => {
  const columns = [
    { id: 'created', width: 150, priority: 2 },
    { id: 'name', minWidth: 160 },
    { id: 'rail', width: 90, priority: 4 },
    { id: 'reference', minWidth: 120, priority: 3 },
    { id: 'amount', width: 170 },
  ];

  it('shows every column when they fit, or before the width is measured', () => {
    expect(ids(columnsThatFit(columns, 690))).toEqual(['created', 'name', 'rail', 'reference', 'amount']);
    expect(ids(columnsThatFit(columns, null))).toEqual(ids(columns));
  });

  it('drops the highest priority number first, keeping the order of the rest', () => {
    expect(ids(columnsThatFit(columns, 689))).toEqual(['created', 'name', 'reference', 'amount']);
    expect(ids(columnsThatFit(columns, 599))).toEqual(['created', 'name', 'amount']);
    expect(ids(columnsThatFit(columns, 479))).toEqual(['name', 'amount']);
  });

  it('never drops a priority 1 column, however narrow', () => {
    expect(ids(columnsThatFit(columns, 10))).toEqual(['name', 'amount']);
  });

  it('among equal priorities drops the later column first', () => {
    const tied = [{ id: 'a', width: 100, priority: 2 }, { id: 'b', width: 100, priority: 2 }, { id: 'c', width: 100 }];
    expect(ids(columnsThatFit(tied, 250))).toEqual(['a', 'c']);
  });

  it('counts a flexible column at its minimum width (120 px by default)', () => {
    expect(neededWidth({ minWidth: 300 })).toBe(300);
    expect(neededWidth({})).toBe(120);
    expect(neededWidth({ width: 80, minWidth: 300 })).toBe(80);
  });
});

describe('the screens\' columns', () => {
  it('Payments keeps the counterparty, amount and status with the panel open (648 px) and the counterparty has room', () => {
    const shown = columnsThatFit(PAYMENT_COLUMNS, 648);
    expect(ids(shown)).toEqual(['counterparty', 'amount', 'status']);
    const fixed = shown.reduce((sum, column) => sum + (column.width ?? 0), 0);
    expect(648 - fixed).toBeGreaterThanOrEqual(300);
    expect(ids(columnsThatFit(PAYMENT_COLUMNS, 807))).toEqual(['created', 'counterparty', 'reference', 'amount', 'status']);
  });

  it('Outbox gives the summary the width: ids give way before it and what is known', () => {
    expect(ids(columnsThatFit(OUTBOX_COLUMNS, 648))).toEqual(['state', 'summary', 'known']);
    const wide = columnsThatFit(OUTBOX_COLUMNS, 1228);
    expect(ids(wide)).toContain('summary');
    expect(ids(wide)).toEqual(['created', 'state', 'summary', 'known', 'attempts', 'resource', 'request', 'key']);
    const fixed = wide.reduce((sum, column) => sum + (column.width ?? 0), 0);
    const widestFixed = Math.max(...wide.map((column) => column.width ?? 0));
    expect(1228 - fixed).toBeGreaterThan(widestFixed);
  });
});

describe('middleTruncate', () => {
  it('keeps the type prefix and the end: "pay_3f…a91c"', () => {
    expect(middleTruncate('pay_3f8e2b7c9d0a1e4f5a91c', COMPACT_ID_LENGTH)).toBe('pay_3f\u2026a91c');
  });

  it('leaves a value that fits (or is one character over) whole', () => {
    expect(middleTruncate('pay_3f', 10)).toBe('pay_3f');
    expect(middleTruncate('pay_3f8e2b7', 10)).toBe('pay_3f8e2b7');
  });
});
