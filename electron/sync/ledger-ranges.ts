// Splitting the ledger's history into createdAt ranges that a full sync pulls in
// parallel. Pure functions over integer microseconds since the epoch.
//
// The server's `createdAt[gte]` and `createdAt[lte]` are both inclusive, so adjacent
// ranges must not share an instant: every boundary `b` is a whole multiple of the
// server's timestamp precision (`stepUs`), the range below it ends at `b - stepUs`
// and the range above starts at `b`. The first range has no lower bound and the last
// no upper bound, so together they cover every instant the server can write, and each
// instant falls in exactly one range (unit-tested as a property).

export interface LedgerRange {
  /** Inclusive lower bound in microseconds; null: no lower bound. */
  readonly gteUs: number | null;
  /** Inclusive upper bound in microseconds; null: no upper bound (entries created during the sync land here). */
  readonly lteUs: number | null;
}

/** A range as the query parameters and scope name the sync sends and stores. */
export interface LedgerRangeQuery {
  readonly createdAtGte?: string;
  readonly createdAtLte?: string;
}

export const MILLISECOND_US = 1000;
export const MICROSECOND_US = 1;

/**
 * The server's timestamp precision judged from one of its timestamps: more than three
 * fraction digits means microseconds, otherwise milliseconds (a server writing whole
 * seconds is served correctly by millisecond boundaries too).
 */
export function precisionStepUs(sampleCreatedAt: string): number {
  const fraction = /\.([0-9]+)/.exec(sampleCreatedAt)?.[1] ?? '';
  return fraction.length > 3 ? MICROSECOND_US : MILLISECOND_US;
}

function floorTo(value: number, step: number): number {
  return Math.floor(value / step) * step;
}

/**
 * Cuts [oldest, now] into at most `count` ranges of about equal time, boundaries on
 * multiples of `stepUs`. Fewer ranges come back when the span is too short to cut.
 */
export function planLedgerRanges(input: { oldestUs: number; nowUs: number; count: number; stepUs: number }): LedgerRange[] {
  const { oldestUs, nowUs, stepUs } = input;
  if (!Number.isSafeInteger(oldestUs) || !Number.isSafeInteger(nowUs)) throw new RangeError('oldestUs and nowUs must be integer microseconds');
  if (!Number.isSafeInteger(stepUs) || stepUs < 1) throw new RangeError('stepUs must be a positive integer');
  const count = Math.max(1, Math.floor(input.count));
  const start = floorTo(oldestUs, stepUs);
  const span = nowUs - start;
  const boundaries: number[] = [];
  for (let i = 1; i < count && span > 0; i += 1) {
    const b = floorTo(start + Math.floor((span * i) / count), stepUs);
    const previous = boundaries.at(-1) ?? start;
    if (b > previous) boundaries.push(b);
  }
  const ranges: LedgerRange[] = [];
  let gteUs: number | null = null;
  for (const b of boundaries) {
    ranges.push({ gteUs, lteUs: b - stepUs });
    gteUs = b;
  }
  ranges.push({ gteUs, lteUs: null });
  return ranges;
}

/** True when `tUs` is inside the range, with the server's inclusive semantics. */
export function rangeContains(range: LedgerRange, tUs: number): boolean {
  return (range.gteUs === null || tUs >= range.gteUs) && (range.lteUs === null || tUs <= range.lteUs);
}

/** RFC 3339 UTC with three fraction digits for a millisecond step, six for a microsecond step. */
export function isoFromMicros(us: number, stepUs: number): string {
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString();
  if (stepUs >= MILLISECOND_US) return iso;
  const micros = String(us - ms * 1000).padStart(3, '0');
  return `${iso.slice(0, -1)}${micros}Z`;
}

/** Integer microseconds of an RFC 3339 UTC timestamp as written by isoFromMicros or a server. */
export function microsFromIso(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new RangeError(`not a date-time: ${text.slice(0, 40)}`);
  const fraction = /\.([0-9]+)/.exec(text)?.[1] ?? '';
  const subMillis = Number((fraction.slice(3) + '000').slice(0, 3));
  return ms * 1000 + subMillis;
}

export function rangeQuery(range: LedgerRange, stepUs: number): LedgerRangeQuery {
  return {
    ...(range.gteUs !== null ? { createdAtGte: isoFromMicros(range.gteUs, stepUs) } : {}),
    ...(range.lteUs !== null ? { createdAtLte: isoFromMicros(range.lteUs, stepUs) } : {}),
  };
}

/**
 * The query of one page of a range. From a cursor on, the lower bound is implied (what
 * follows the cursor was created at or after it) and is left out: the same items, and a
 * server that cannot seek to a cursor inside a createdAt range (one that scans from the
 * lower bound up to the cursor, quadratic in the range's length, as the sandbox did
 * before sandbox/store/keyset-page.ts merged the two bounds) stays fast.
 */
export function rangePageQuery(range: LedgerRange, stepUs: number, after: string | undefined): LedgerRangeQuery & { startingAfter?: string } {
  const { createdAtGte, createdAtLte } = rangeQuery(range, stepUs);
  const upper = createdAtLte !== undefined ? { createdAtLte } : {};
  if (after !== undefined) return { startingAfter: after, ...upper };
  return { ...(createdAtGte !== undefined ? { createdAtGte } : {}), ...upper };
}

/** The sync-state scope of a range, e.g. `range:2026-01-01T00:00:00.000Z..2026-02-01T00:00:00.999Z`. */
export function rangeScope(range: LedgerRange, stepUs: number): string {
  const q = rangeQuery(range, stepUs);
  return `range:${q.createdAtGte ?? 'start'}..${q.createdAtLte ?? 'end'}`;
}
