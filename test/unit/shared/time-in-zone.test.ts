// Times for a person in their own zone: one helper for main's review rows and check messages.
import { describe, expect, it } from 'vitest';
import { clockInZone, isTimeZone, timeInZone } from '../../../shared/time-in-zone';

describe('time in a zone', () => {
  it('writes the date and 24-hour clock in the zone, with its short name (the evening before in Chicago)', () => {
    expect(timeInZone('2026-11-27T01:58:00Z', 'America/Chicago')).toBe('2026-11-26 19:58 CST');
    expect(timeInZone('2026-07-01T00:05:00Z', 'America/Chicago')).toBe('2026-06-30 19:05 CDT');
    expect(timeInZone('2026-01-01T00:02:00Z', 'UTC')).toBe('2026-01-01 00:02 UTC');
  });

  it('writes a clock as 1:45 PM with the zone', () => {
    expect(clockInZone(new Date('2026-11-27T19:45:00Z'), 'America/Chicago')).toBe('1:45 PM CST');
    expect(clockInZone(new Date('2026-11-27T19:45:00Z'), 'America/New_York')).toBe('2:45 PM EST');
  });

  it('knows IANA names and refuses others', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
