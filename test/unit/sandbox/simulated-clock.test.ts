import { describe, expect, it } from 'vitest';
import { resumeSimulatedMs, SimulatedClock } from '../../../sandbox/clock/simulated-clock';

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

/** A real clock that moves on by `stepMs` every time it is read, like a busy machine's. */
function movingReal(start: number, stepMs: number) {
  let now = start;
  return {
    nowMs: () => (now += stepMs),
    peek: () => now,
  };
}

describe('SimulatedClock at time scale 1', () => {
  it('stays exactly at real now plus the advances, however often it is read or advanced', () => {
    const real = movingReal(1_700_000_000_000, 7);
    const clock = new SimulatedClock(real.peek(), 1, real, real.peek());
    for (let i = 0; i < 500; i += 1) {
      clock.nowMs();
      clock.advance(0);
      clock.reading();
    }
    clock.advance(3600);
    const { simMs, realMs } = clock.reading();
    expect(simMs - realMs).toBe(3_600_000);
    expect(realMs).toBe(real.peek());
  });

  it('reading() gives the simulated now of the very real instant it read', () => {
    const real = fakeReal(50_000);
    const clock = new SimulatedClock(10_000, 1, real);
    real.tick(1_234);
    expect(clock.reading()).toEqual({ simMs: 11_234, realMs: 51_234 });
  });
});

describe('resumeSimulatedMs (restart)', () => {
  it('counts the time spent stopped at real speed, keeping the lead over real time', () => {
    expect(resumeSimulatedMs({ simMs: 5_000_000 + 3_600_000, realMs: 5_000_000 }, 1, 9_000_000)).toBe(9_000_000 + 3_600_000);
    expect(resumeSimulatedMs({ simMs: 5_000_000, realMs: 5_000_000 }, 48, 9_000_000)).toBe(9_000_000);
  });

  it('never resumes before the last simulated instant, even when the real clock went back', () => {
    expect(resumeSimulatedMs({ simMs: 5_000_000, realMs: 5_000_000 }, 1, 4_000_000)).toBe(5_000_000);
  });

  it('keeps a frozen clock where it stopped', () => {
    expect(resumeSimulatedMs({ simMs: 5_000_000, realMs: 1_000 }, 0, 9_000_000)).toBe(5_000_000);
  });

  it('catches a database without a recorded real instant up to real now, never back', () => {
    expect(resumeSimulatedMs({ simMs: 5_000_000, realMs: undefined }, 1, 9_000_000)).toBe(9_000_000);
    expect(resumeSimulatedMs({ simMs: 9_500_000, realMs: undefined }, 1, 9_000_000)).toBe(9_500_000);
  });
});
