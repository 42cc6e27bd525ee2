// Simulated time. It runs `timeScale` times as fast as the real clock (0 freezes it)
// and jumps forward when the control API advances it. It never goes backwards, and a
// restart resumes from the last simulated instant written to the database (time spent
// stopped does not count). Authentication uses the REAL clock, never this one.

export interface RealClock {
  nowMs(): number;
}

export const systemClock: RealClock = { nowMs: () => Date.now() };

export class SimulatedClock {
  private anchorSimMs: number;
  private anchorRealMs: number;
  private lastReadMs: number;

  constructor(
    startSimMs: number,
    private readonly timeScale: number,
    private readonly real: RealClock = systemClock,
  ) {
    if (!Number.isFinite(timeScale) || timeScale < 0) throw new Error('timeScale must be a finite number >= 0');
    this.anchorSimMs = Math.floor(startSimMs);
    this.anchorRealMs = real.nowMs();
    this.lastReadMs = this.anchorSimMs;
  }

  /** Simulated now, in epoch milliseconds (whole milliseconds, monotonic). */
  nowMs(): number {
    const elapsed = (this.real.nowMs() - this.anchorRealMs) * this.timeScale;
    const now = Math.floor(this.anchorSimMs + Math.max(0, elapsed));
    if (now > this.lastReadMs) this.lastReadMs = now;
    return this.lastReadMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Moves simulated time forward by `seconds` and returns the new simulated now. */
  advance(seconds: number): number {
    if (!Number.isFinite(seconds) || seconds < 0) throw new Error('advance needs a finite number of seconds >= 0');
    const current = this.nowMs();
    this.anchorSimMs = current + Math.round(seconds * 1000);
    this.anchorRealMs = this.real.nowMs();
    this.lastReadMs = this.anchorSimMs;
    return this.anchorSimMs;
  }

  get scale(): number {
    return this.timeScale;
  }
}

export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
