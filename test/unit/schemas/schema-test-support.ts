// Small helpers shared by the schema tests: run a schema and read the `{field, message}`
// list the API would answer with, and derive variants of a valid example.
import type { z } from 'zod';
import type { FieldError } from '../../../shared/api-errors';
import { fieldErrorsFromIssues } from '../../../shared/field-errors';

/** The field errors of parsing `input` (empty when it is valid). */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldError[] {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsFromIssues(result.error.issues);
}

/** The names of the bad fields of `input`, in order (empty when it is valid). */
export function badFields(schema: z.ZodType, input: unknown): string[] {
  return fieldErrors(schema, input).map((f) => f.field);
}

/** The parsed value; throws with the field errors when `input` is invalid. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(fieldErrorsFromIssues(result.error.issues))}`);
  return result.data;
}

type Plain = Record<string, unknown>;

/** A deep copy of `example` without the field at the dotted `path`. */
export function without(example: Plain, path: string): Plain {
  const copy = structuredClone(example);
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Plain = copy;
  for (const key of keys) target = target[key] as Plain;
  delete target[last];
  return copy;
}

/** A deep copy of `example` with the field at the dotted `path` set to `value`. */
export function withField(example: Plain, path: string, value: unknown): Plain {
  const copy = structuredClone(example);
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target: Plain = copy;
  for (const key of keys) target = target[key] as Plain;
  target[last] = value;
  return copy;
}

/** `count` distinct metadata keys k0, k1, ... with string values. */
export function metadataWithKeys(count: number): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, `v${i}`]));
}
