import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../../../sandbox/clock/simulated-clock';

function fakeReal(start: number) {
  let now = start;
  return { nowMs: () => now, tick: (ms: number) => (now += ms) };
}

describe('SimulatedClock', () => {
  it('runs timeScale times as fast as the real clock and jumps on advance', () => {
    const real = fakeReal(1_000);
    const clock = new SimulatedClock(5_000_000, 60, real);
    real.tick(1_000);
    expect(clock.nowMs()).toBe(5_060_000);
    expect(clock.advance(3600)).toBe(5_060_000 + 3_600_000);
    real.tick(500);
    expect(clock.nowMs()).toBe(5_060_000 + 3_600_000 + 30_000);
  });

  it('is frozen at timeScale 0 and never goes backwards', () => {
    const real = fakeReal(0);
    const clock = new SimulatedClock(1_000, 0, real);
    real.tick(10_000);
    expect(clock.nowMs()).toBe(1_000);
    real.tick(-50_000);
    expect(clock.nowMs()).toBe(1_000);
    expect(() => clock.advance(-1)).toThrow();
    expect(() => new SimulatedClock(0, -1)).toThrow();
  });
});
