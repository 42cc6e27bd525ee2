import { describe, expect, it } from 'vitest';
import { createServerClock, estimateOffsetMs, parseHttpDateMs } from '../../../electron/api/server-clock';

const httpDate = (ms: number): string => new Date(ms).toUTCString();
const LOCAL = Date.UTC(2026, 2, 1, 9, 30, 0, 250);

function fakeLocalClock(start = LOCAL) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('server clock: learning the offset from Date headers', () => {
  it('starts at offset 0 and stamps unix seconds from the local clock', () => {
    const local = fakeLocalClock();
    const clock = createServerClock({ clock: { nowMs: local.now } });
    expect(clock.offsetMs()).toBe(0);
    expect(clock.timestampSeconds()).toBe(String(Math.floor(LOCAL / 1000)));
  });

  it('learns a server that is 5 minutes ahead from three agreeing readings, and stamps its time', () => {
    const local = fakeLocalClock();
    const clock = createServerClock({ clock: { nowMs: local.now } });
    const changed: boolean[] = [];
    for (let i = 0; i < 3; i += 1) {
      const sent = local.now();
      local.advance(80);
      changed.push(clock.observe(httpDate(sent + 40 + 300_000), sent, local.now()));
    }
    expect(changed).toEqual([false, false, true]);
    expect(Math.abs(clock.offsetMs() - 300_000)).toBeLessThanOrEqual(1000);
    expect(Math.abs(Number(clock.timestampSeconds()) - Math.floor((local.now() + 300_000) / 1000))).toBeLessThanOrEqual(1);
  });

  it('learns a server that is 5 minutes behind', () => {
    const local = fakeLocalClock();
    const clock = createServerClock({ clock: { nowMs: local.now } });
    for (let i = 0; i < 3; i += 1) {
      const sent = local.now();
      local.advance(30);
      clock.observe(httpDate(sent + 15 - 300_000), sent, local.now());
    }
    expect(Math.abs(clock.offsetMs() + 300_000)).toBeLessThanOrEqual(1000);
  });

  it('ignores sub-threshold differences: second resolution and round trips do not make it wobble', () => {
    const local = fakeLocalClock();
    const clock = createServerClock({ clock: { nowMs: local.now } });
    // In sync, but the Date header truncates to the second and the round trip is 900 ms.
    for (let i = 0; i < 50; i += 1) {
      const sent = local.now();
      local.advance(900);
      const generatedAt = sent + 450;
      expect(clock.observe(httpDate(generatedAt - (generatedAt % 1000)), sent, local.now())).toBe(false);
      local.advance(137);
    }
    expect(clock.offsetMs()).toBe(0);
  });

  it('does not adjust for a 1.5 s difference, adjusts for a 10 s one', () => {
    const local = fakeLocalClock(Date.UTC(2026, 2, 1, 9, 30, 0, 0));
    const clock = createServerClock({ clock: { nowMs: local.now } });
    expect(clock.observe(httpDate(local.now() + 1000), local.now(), local.now())).toBe(false);
    expect(clock.observe(httpDate(local.now() + 10_000), local.now(), local.now())).toBe(false);
    expect(clock.observe(httpDate(local.now() + 10_000), local.now(), local.now())).toBe(false);
    expect(clock.observe(httpDate(local.now() + 10_000), local.now(), local.now())).toBe(true);
    expect(clock.offsetMs()).toBe(10_500);
  });

  it('accounts for the round trip: a slow exchange widens the tolerance', () => {
    const local = fakeLocalClock(Date.UTC(2026, 2, 1, 9, 30, 0, 0));
    const clock = createServerClock({ clock: { nowMs: local.now } });
    const sent = local.now();
    local.advance(8000);
    // Server stamped right when the request arrived (local sent + 0): estimate is 4 s off the truth,
    // but within threshold + half the round trip, so nothing moves.
    expect(clock.observe(httpDate(sent), sent, local.now())).toBe(false);
  });

  it('ignores a missing or unreadable Date header', () => {
    const clock = createServerClock({ clock: { nowMs: () => LOCAL } });
    expect(clock.observe(undefined, LOCAL, LOCAL)).toBe(false);
    expect(clock.observe(null, LOCAL, LOCAL)).toBe(false);
    expect(clock.observe('not a date', LOCAL, LOCAL)).toBe(false);
    expect(clock.correctFrom('', LOCAL, LOCAL)).toBe(false);
    expect(clock.offsetMs()).toBe(0);
  });

  it('correctFrom adopts the estimate even below the threshold', () => {
    const local = fakeLocalClock(Date.UTC(2026, 2, 1, 9, 30, 0, 0));
    const clock = createServerClock({ clock: { nowMs: local.now } });
    expect(clock.correctFrom(httpDate(local.now() + 1000), local.now(), local.now())).toBe(true);
    expect(clock.offsetMs()).toBe(1500);
  });

  it('keeps an initial offset and a custom threshold', () => {
    const clock = createServerClock({ clock: { nowMs: () => LOCAL }, initialOffsetMs: 60_000, thresholdMs: 100 });
    expect(clock.nowMs()).toBe(LOCAL + 60_000);
    expect([1, 2, 3].map(() => clock.observe(httpDate(LOCAL + 60_000 + 1000), LOCAL, LOCAL))).toEqual([false, false, true]);
  });
});

describe('helpers', () => {
  it('parseHttpDateMs reads IMF-fixdate', () => {
    expect(parseHttpDateMs('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(Date.UTC(1994, 10, 6, 8, 49, 37));
    expect(parseHttpDateMs('garbage')).toBeUndefined();
  });
  it('estimateOffsetMs uses the round-trip midpoint and the middle of the Date second', () => {
    expect(estimateOffsetMs(10_000, 9_000, 9_200)).toBe(10_000 + 500 - 9_100);
    // A received time before the sent time (clock jumped) is treated as a zero round trip.
    expect(estimateOffsetMs(10_000, 9_000, 8_000)).toBe(1_500);
  });
});
