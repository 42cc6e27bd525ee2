// Dates in the person's time zone, ISO-like; relative times for the sync state only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelative, localDayStart } from '../../../../renderer/lib/format-time';

const originalZone = process.env['TZ'];

beforeAll(() => {
  process.env['TZ'] = 'America/New_York';
});
afterAll(() => {
  if (originalZone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = originalZone;
});

describe('formatDateTime', () => {
  it('writes an instant in the display zone, minutes or seconds', () => {
    expect(formatDateTime('2026-11-23T19:05:07Z')).toBe('2026-11-23 14:05');
    expect(formatDateTime('2026-11-23T19:05:07Z', { seconds: true })).toBe('2026-11-23 14:05:07');
    expect(formatDate('2026-11-24T03:00:00Z')).toBe('2026-11-23');
  });

  it('shows unreadable input as given instead of "Invalid Date"', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('localDayStart', () => {
  it('is the instant of local midnight', () => {
    expect(localDayStart('2026-11-23')).toBe('2026-11-23T05:00:00.000Z');
    expect(localDayStart('2026-07-01')).toBe('2026-07-01T04:00:00.000Z');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(localDayStart('2026-02-30')).toBeNull();
    expect(localDayStart('2026-13-01')).toBeNull();
    expect(localDayStart('23/11/2026')).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:40Z', 'just now'],
    ['2026-11-23T11:58:00Z', '2 min ago'],
    ['2026-11-23T09:00:00Z', '3 h ago'],
    ['2026-11-19T12:00:00Z', '4 days ago'],
    ['2026-11-23T12:00:30Z', 'just now'],
    // Rounded down: 90 s is 1 min, 59 s is still just now, 119 min is 1 h, 47 h 59 min is 47 h.
    ['2026-11-23T11:58:30Z', '1 min ago'],
    ['2026-11-23T11:59:01Z', 'just now'],
    ['2026-11-23T11:59:00Z', '1 min ago'],
    ['2026-11-23T10:01:00Z', '1 h ago'],
    ['2026-11-21T12:01:00Z', '47 h ago'],
    ['2026-11-21T12:00:00Z', '2 days ago'],
  ])('%s is %s', (iso, expected) => {
    expect(formatRelative(iso, now)).toBe(expected);
  });
});
