// Simulated time. It runs `timeScale` times as fast as the real clock (0 freezes it)
// and jumps forward when the control API advances it. It never goes backwards. At time
// scale 1 it is the real time plus the explicit advances, exactly: the real clock is read
// once per reading and once per advance, so no reading or advance gains or loses time.
// A restart keeps the clock's lead over real time (see `resumeSimulatedMs`).
// Authentication uses the REAL clock, never this one.

export interface RealClock {
  nowMs(): number;
}

export const systemClock: RealClock = { nowMs: () => Date.now() };

/** A simulated instant together with the real instant it was read at. */
export interface ClockReading {
  simMs: number;
  realMs: number;
}

export class SimulatedClock {
  private anchorSimMs: number;
  private anchorRealMs: number;
  private lastReadMs: number;

  /** `startRealMs`: the real instant at which simulated time is `startSimMs` (default: the real now). */
  constructor(
    startSimMs: number,
    private readonly timeScale: number,
    private readonly real: RealClock = systemClock,
    startRealMs?: number,
  ) {
    if (!Number.isFinite(timeScale) || timeScale < 0) throw new Error('timeScale must be a finite number >= 0');
    this.anchorSimMs = Math.floor(startSimMs);
    this.anchorRealMs = startRealMs ?? real.nowMs();
    this.lastReadMs = this.anchorSimMs;
  }

  /** Simulated now, in epoch milliseconds (whole milliseconds, monotonic). */
  nowMs(): number {
    return this.simulatedAt(this.real.nowMs());
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Simulated now and the real now it corresponds to, from one reading of the real clock. */
  reading(): ClockReading {
    const realMs = this.real.nowMs();
    return { simMs: this.simulatedAt(realMs), realMs };
  }

  /** Moves simulated time forward by `seconds` and returns the new simulated now. */
  advance(seconds: number): number {
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error('advance needs a finite number of seconds >= 0');
    const realMs = this.real.nowMs();
    this.anchorSimMs = this.simulatedAt(realMs) + Math.round(seconds * 1000);
    this.anchorRealMs = realMs;
    this.lastReadMs = this.anchorSimMs;
    return this.anchorSimMs;
  }

  get scale(): number {
    return this.timeScale;
  }

  private simulatedAt(realMs: number): number {
    const elapsed = (realMs - this.anchorRealMs) * this.timeScale;
    const now = Math.floor(this.anchorSimMs + Math.max(0, elapsed));
    if (now > this.lastReadMs) this.lastReadMs = now;
    return this.lastReadMs;
  }
}

/**
 * Where simulated time resumes after a restart, from the last reading written before the
 * stop. Time spent stopped counts at real speed, so the clock keeps its lead over real
 * time: at time scale 1 simulated time is still the real time plus the explicit advances.
 * A frozen clock (scale 0) resumes where it stopped. Without a recorded real instant (a
 * database written before readings carried one) it resumes at the later of its last
 * simulated instant and the real now. Never earlier than the last simulated instant.
 */
export function resumeSimulatedMs(last: { simMs: number; realMs: number | undefined }, timeScale: number, realNowMs: number): number {
  if (timeScale === 0) return last.simMs;
  if (last.realMs === undefined) return Math.max(last.simMs, realNowMs);
  return last.simMs + Math.max(0, realNowMs - last.realMs);
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
