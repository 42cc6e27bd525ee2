// Scalar formats shared by every resource (spec 2.1 and part 8).
import { z } from 'zod';

/** `^[A-Z]{2,10}$`: an ISO 4217 code for fiat or an asset ticker for crypto. */
export const currencyCode = z.string().regex(/^[A-Z]{2,10}$/, { message: 'must be 2 to 10 uppercase letters, e.g. USD or USDC' });

/** `^[A-Z]{2}$` country code. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, { message: 'must be a two-letter uppercase country code, e.g. US' });

const DATE_RE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const daysInMonth = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= (daysInMonth[mo - 1] ?? 0);
}

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDate = z.string().refine(isCalendarDate, {
  // Written right but no such day ("2020-13-45", "1990-02-30"): say what is out of range.
  error: (issue) => (DATE_RE.test(String(issue.input)) ? dayOutOfRange(String(issue.input)) : 'must be a date written YYYY-MM-DD'),
});

function dayOutOfRange(value: string): string {
  const month = Number(value.slice(5, 7));
  return month < 1 || month > 12 ? `must be a real day: there is no month ${value.slice(5, 7)} (months are 01 to 12)` : `must be a real day: that month has no day ${value.slice(8, 10)}`;
}

// RFC 3339 date-time: full date, T (or t), time with optional fraction, Z or an offset.
// A leap second (`:60`) is not accepted: JavaScript dates cannot represent it (Date.parse
// gives NaN), the app compares and sorts timestamps as dates, and servers do not send one.
// So every accepted value has a finite Date.parse.
// The fraction has at most 9 digits (nanoseconds): more carries nothing a clock measures and
// would let a server send a timestamp of any length.
const DATE_TIME_RE = /^([0-9]{4}-[0-9]{2}-[0-9]{2})[Tt]([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(\.[0-9]{1,9})?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])$/;

export function isDateTime(value: string): boolean {
  const m = DATE_TIME_RE.exec(value);
  return m !== null && isCalendarDate(m[1] ?? '');
}

/** RFC 3339 / ISO 8601 date-time (timestamps are UTC in responses). */
export const dateTime = z.string().refine(isDateTime, { message: 'must be an RFC 3339 date-time such as 2026-01-31T12:00:00Z' });

/**
 * Most digits before the decimal point of an amount the app accepts from a server (the
 * same as the most a person may type, MAX_AMOUNT_DIGITS in shared/money): 10^40 is far
 * beyond any real balance, and a bound keeps a hostile server from filling the cache and
 * the bigint arithmetic with a million-digit amount.
 */
export const MAX_WHOLE_DIGITS = 40;

/**
 * Ledger decimal strings (amount, balance): the spec's `^[0-9]+(\.[0-9]{1,8})?$`, never a
 * float, with at most MAX_WHOLE_DIGITS digits before the point.
 */
export const LEDGER_DECIMAL_RE = /^[0-9]{1,40}(\.[0-9]{1,8})?$/;
export const ledgerDecimal = z.string().regex(LEDGER_DECIMAL_RE, { message: `must be a decimal string such as 1234.56 (at most ${MAX_WHOLE_DIGITS} digits, 8 decimals, no sign)` });

/**
 * Most characters of free text in a response (names, descriptions, references, e-mail
 * addresses): the spec gives no limit; 10,000 is far above anything a person types and
 * keeps one field from carrying megabytes into the cache and the screen.
 */
export const MAX_RESPONSE_TEXT_LENGTH = 10_000;
export const responseText = z.string().max(MAX_RESPONSE_TEXT_LENGTH, { message: `must be at most ${MAX_RESPONSE_TEXT_LENGTH} characters` });

/** Most characters of an identifier the spec gives no pattern for (transaction groups, references, deposit instructions, rails). */
export const MAX_OPAQUE_ID_LENGTH = 256;
export const opaqueId = z.string().max(MAX_OPAQUE_ID_LENGTH, { message: `must be at most ${MAX_OPAQUE_ID_LENGTH} characters` });

/** Metadata (spec 2.1): at most 50 keys matching `^[a-zA-Z0-9_]{1,40}$`; values are strings of at most 500 characters, or null. */
export const METADATA_LIMITS = { maxKeys: 50, keyPattern: /^[a-zA-Z0-9_]{1,40}$/, maxValueLength: 500 } as const;

/** What is wrong with a metadata key, in a sentence that says what a key must look like. */
export function metadataKeyProblem(key: string): string {
  const rule = 'a key is 1 to 40 letters (a-z, A-Z), digits or underscores, with no spaces, such as erp_id.';
  if (key === '') return `A metadata key cannot be empty: ${rule}`;
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return `“${shown}” cannot be a metadata key: ${rule}`;
}

export const metadata = z
  .record(
    z.string().regex(METADATA_LIMITS.keyPattern, { message: 'metadata keys are 1 to 40 letters, digits or underscores' }),
    z.string().max(METADATA_LIMITS.maxValueLength, { message: 'metadata values are at most 500 characters' }).nullable(),
    // A bad key, said with the key as typed and what a key must look like (not the schema library's "Invalid key in record").
    { error: (issue) => (issue.code === 'invalid_key' ? metadataKeyProblem(String(issue.input)) : undefined) },
  )
  .refine((m) => Object.keys(m).length <= METADATA_LIMITS.maxKeys, { message: 'metadata has at most 50 keys' });
export type Metadata = z.infer<typeof metadata>;

/** Idempotency keys (spec 4.1 and part 8): at most 128 characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
/** Idempotency keys are retained for 24 hours (spec 4.1). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;
/** Signed timestamps may differ from server time by at most 60 seconds (spec 5.1). */
export const TIMESTAMP_TOLERANCE_SECONDS = 60;
/** List page size (spec part 8). */
export const PAGE_LIMIT = { default: 50, min: 1, max: 200 } as const;
