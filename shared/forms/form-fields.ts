// The pieces every form schema is made of: text left blank is a field not given, a choice
// from a list (an account, a payment method) says what to choose, and a form is checked
// once more against the strict request schema of what it will send, each problem put on
// the form's own field.
import { z } from 'zod';
import { isCountryCode, notACountryMessage } from '../country-codes';
import { fieldErrorsFromIssues } from '../field-errors';
import { countryCode } from '../formats';
import { requestAddressSchema } from '../requests/request-address';
import { isId, type IdKind } from '../ids';
import { friendlyMessage, inputFieldOf } from './form-messages';
import { readTypedAmount, type TypedAmountOptions } from './typed-amount';

/** Text left blank (or only spaces) is a field not given. */
export function blankAsAbsent(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** The same, through objects and arrays (an address left blank, a travel-rule field left blank). */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value === null || typeof value !== 'object') return blankAsAbsent(value);
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const kept = withoutBlanks(inner);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

/** An optional field: blank text is absent, anything else must pass `schema`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

/** Blank text out of a group of fields, its inner groups kept (so a missing field is named), or undefined when all of it is blank. */
export function blankGroupAsAbsent(value: unknown): unknown {
  if (withoutBlanks(value) === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const kept = inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? (blankGroupAsAbsent(inner) ?? {}) : blankAsAbsent(inner);
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}

/** An optional group of fields (an address, travel-rule data): absent when every field in it is blank. */
export function optionalGroup<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankGroupAsAbsent, schema.optional());
}

/** A choice among records of one kind (an account, a payment method), by id; `message` says what to choose. */
export function chosenId(kind: IdKind, message: string) {
  return z.string({ message }).refine((value) => isId(kind, value), { message });
}

/** A choice among fixed values, saying what the choices are. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { message: `Choose ${what}: ${values.join(', ')}.` });
}

/**
 * A country code as a form takes it: the API's two capital letters (`format`, by default the
 * request schemas' countryCode) that also name a country (shared/country-codes.ts): ZZ is refused.
 */
export function formCountryCode(format: z.ZodString = countryCode) {
  return format.superRefine((code, ctx) => {
    if (/^[A-Z]{2}$/.test(code) && !isCountryCode(code)) ctx.addIssue({ code: 'custom', message: notACountryMessage(code), input: code });
  });
}

/** An address as a form takes it: the request's address, its country one that exists. */
export const formAddressSchema = requestAddressSchema.extend({ country: formCountryCode() });

/** The amount as typed ("1,234.56"): text, checked with its currency's decimals by checkTypedAmount. */
export const amountText = z.string({ message: 'Enter an amount.' }).max(64, { message: 'An amount has at most 40 digits.' });
/** The currency (or crypto asset) code of the amount. */
export const currencyText = z.string({ message: 'Choose the currency of the amount, such as USD.' });

/** Checks the typed amount against its currency (issues on `amount` or `currency`); answers the minor units. */
export function checkTypedAmount(
  values: { amount: string; currency: string },
  ctx: z.RefinementCtx,
  options: TypedAmountOptions = {},
): bigint | undefined {
  const read = readTypedAmount(values.amount, values.currency, options);
  if (read.ok) return read.minor;
  ctx.addIssue({ code: 'custom', path: [read.field], message: read.message });
  // No currency yet (no account chosen) and no amount either: both are said at once, not the amount only after the account.
  if (read.field === 'currency' && (typeof values.amount !== 'string' || values.amount.trim() === '')) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter an amount.' });
  }
  return undefined;
}

/**
 * Checks the body a form's values make against the strict request schema that will carry
 * it, each problem on the form's field (`amount.value` is `amount`), skipping fields that
 * already have one. What both sides check is checked by the same schema.
 */
export function checkRequestBody(schema: z.ZodType, body: unknown, ctx: z.RefinementCtx, taken: ReadonlySet<string> = new Set()): void {
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  // Fields that have a problem already (this form's own checks) keep that one.
  const seen = new Set([...taken, ...ctx.issues.map((issue) => (issue.path ?? []).map(String).join('.'))]);
  const hasOne = (field: string) => field.split('.').some((_, i, parts) => seen.has(parts.slice(0, i + 1).join('.')));
  for (const error of fieldErrorsFromIssues(parsed.error.issues)) {
    const field = inputFieldOf(error.field);
    if (hasOne(field)) continue;
    seen.add(field);
    ctx.addIssue({ code: 'custom', path: field === 'body' ? [] : field.split('.'), message: friendlyMessage(error.message) });
  }
}
