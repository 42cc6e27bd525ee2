// The journal's forward-only clock, for resend deadlines. The server forgets an
// idempotency key 24 h after it first saw it; a deadline read from the wall clock alone
// moves when the clock is set back, and a resend after the real 24 h would be a new
// request. So the journal keeps an anchor (journal_meta): the elapsed reading, the wall
// clock and the monotonic clock at the last observation, and which boot the monotonic
// reading belongs to. Each new reading adds the larger of the wall clock's and the
// monotonic clock's progress since the anchor (never less than 0): a clock set back does
// not take time away, and time spent suspended (which the monotonic clock may skip) is
// still counted by the wall clock. It starts at the wall clock's reading, so an entry
// sent before it existed is measured from its `first_sent_at`.
//
// Limit: across a reboot only the wall clock's progress counts (the monotonic clock
// starts again), so a clock set back while the machine was off is not seen.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { readJournalMeta, writeJournalMeta } from '../journal/journal-meta';

/** A clock that never goes back, and the boot (or process) its readings are comparable within. */
export interface MonotonicSource {
  nowMs(): number;
  /** Readings with the same id are comparable. */
  bootId(): string;
}

const PROCESS_ID = `process:${randomUUID()}`;

function linuxBootId(): string | undefined {
  try {
    const id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return id.length > 0 ? `boot:${id}` : undefined;
  } catch {
    return undefined;
  }
}

let bootId: string | undefined;

/**
 * process.hrtime: CLOCK_MONOTONIC on Linux, comparable across the processes of one boot
 * (its boot_id); elsewhere only within this process.
 */
export const systemMonotonic: MonotonicSource = {
  nowMs: () => Number(process.hrtime.bigint() / 1_000_000n),
  bootId: () => (bootId ??= linuxBootId() ?? PROCESS_ID),
};

export const ELAPSED_ANCHOR_KEY = 'outbox_elapsed_anchor';

interface Anchor {
  elapsedMs: number;
  wallMs: number;
  monoMs: number;
  bootId: string;
}

function readAnchor(db: Database): Anchor | undefined {
  const text = readJournalMeta(db, ELAPSED_ANCHOR_KEY);
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Anchor>;
    if ([parsed.elapsedMs, parsed.wallMs, parsed.monoMs].every((n) => typeof n === 'number' && Number.isFinite(n)) && typeof parsed.bootId === 'string') return parsed as Anchor;
  } catch {
    // An unreadable anchor is replaced; the elapsed clock then restarts from the wall clock's reading.
  }
  return undefined;
}

function reading(anchor: Anchor | undefined, wallMs: number, mono: MonotonicSource): Anchor {
  const monoMs = mono.nowMs();
  const boot = mono.bootId();
  if (anchor === undefined) return { elapsedMs: wallMs, wallMs, monoMs, bootId: boot };
  const wallProgress = wallMs - anchor.wallMs;
  const monoProgress = anchor.bootId === boot && monoMs >= anchor.monoMs ? monoMs - anchor.monoMs : 0;
  return { elapsedMs: anchor.elapsedMs + Math.max(0, wallProgress, monoProgress), wallMs, monoMs, bootId: boot };
}

/** The elapsed reading now, without recording it (outside a write transaction). */
export function peekElapsedMs(db: Database, wallMs: number, mono: MonotonicSource): number {
  return reading(readAnchor(db), wallMs, mono).elapsedMs;
}

/** The elapsed reading now, recorded as the new anchor. Must run inside a write transaction. */
export function advanceElapsedMs(db: Database, wallMs: number, mono: MonotonicSource): number {
  const next = reading(readAnchor(db), wallMs, mono);
  writeJournalMeta(db, ELAPSED_ANCHOR_KEY, JSON.stringify(next));
  return next.elapsedMs;
}
