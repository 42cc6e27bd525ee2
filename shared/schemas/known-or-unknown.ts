// Response enums that the API may grow (a new payment status, a new ledger type): a value
// this app does not know is KEPT, not refused, so one new status does not fail a whole
// sync page or turn a created payment into "outcome unknown".
//
// Design: the parsed value stays the raw string the server sent (the cache, IPC and the
// ledger fast path see exactly what came off the wire), and its TYPE says which it is:
// `KnownOrUnknown<T>` is a known literal `T` or an `UnknownEnumValue`, a branded string
// that no known literal matches. Code narrows with `isKnownValue(KNOWN, value)`; comparing
// with a known literal (`status === 'completed'`) is never true for an unknown value, and
// a lookup table keyed by the known values does not type-check without narrowing first.
// Only well-formed codes are kept (UNKNOWN_VALUE_RE); anything else is still refused.
// Requests never use this: what the app sends is always a known value.
import { z } from 'zod';
import { isKnownValue } from '../known-values';

export { isKnownValue, markUnknown } from '../known-values';

declare const unknownEnumValue: unique symbol;

/** An enum value this app does not know (the raw string, as sent). */
export type UnknownEnumValue = string & { readonly [unknownEnumValue]: true };

/** A known value of an enum, or one the API added later. */
export type KnownOrUnknown<T extends string> = T | UnknownEnumValue;

/** The shape of a value kept as unknown: a lowercase code of 1 to 64 letters, digits or underscores. */
export const UNKNOWN_VALUE_RE = /^[a-z0-9_]{1,64}$/;
/** The shape of an ACH return code kept when the spec does not list it: NACHA's R followed by two digits (R12, R31...). */
export const ACH_RETURN_CODE_RE = /^R[0-9]{2}$/;

/** True when `value` is not one of `known` (a value the API added later). */
export function isUnknownValue<const T extends string>(known: readonly T[], value: KnownOrUnknown<T>): value is UnknownEnumValue {
  return !isKnownValue(known, value);
}

/**
 * A response schema for an enum the API may grow: a known value, or any other code
 * matching `pattern`, kept unchanged (never transformed: the output is the input).
 */
export function knownOrUnknown<const T extends string>(known: readonly [T, ...T[]], pattern: RegExp = UNKNOWN_VALUE_RE): z.ZodType<KnownOrUnknown<T>, string> {
  // Every known value must also match the pattern: the schema is then one regex test.
  for (const value of known) {
    if (!pattern.test(value)) throw new Error(`known enum value ${JSON.stringify(value)} does not match ${String(pattern)}`);
  }
  return z
    .string()
    .regex(pattern, { message: `must be one of ${known.join(', ')}, or a code of 1 to 64 characters like them` }) as unknown as z.ZodType<KnownOrUnknown<T>, string>;
}
