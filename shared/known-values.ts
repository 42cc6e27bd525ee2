// Whether an enum value is one this app knows, and how to write one it does not: the
// zod-free half of shared/schemas/known-or-unknown.ts, so the window's labels (status
// badges, rails, purposes) need no schema library on a screen's first paint.

/** True when `value` is one of `known`. */
export function isKnownValue<const T extends string>(known: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (known as readonly string[]).includes(value);
}

/**
 * A value written for a person as it came, marked when this app does not know it:
 * ("completed") is "completed"; ("settled_partially", "status") is
 * "settled_partially (unknown status)". Never blank, never mapped to a known value.
 */
export function markUnknown<const T extends string>(known: readonly T[], value: string, noun = 'value'): string {
  return isKnownValue(known, value) ? value : `${value} (unknown ${noun})`;
}
