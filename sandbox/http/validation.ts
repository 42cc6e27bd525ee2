// Turns zod issues into the `error.fields` of a 400 `validation_failed`, the same way
// the client names them (shared/field-errors.ts: dotted paths such as `amount.value`),
// with "is required" for an absent field.
import type { z } from 'zod';
import type { FieldError } from '../../shared/api-errors';
import { fieldErrorsFromIssues } from '../../shared/field-errors';
import { ApiError } from './api-error';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function withRequiredMessages(issues: readonly z.core.$ZodIssue[], input: unknown): z.core.$ZodIssue[] {
  return issues.map((issue) => {
    if (issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
      return { ...issue, message: 'is required' };
    }
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const errors = issue.errors.map((branch) =>
        withRequiredMessages(branch.map((i) => ({ ...i, path: [...issue.path, ...i.path] }) as z.core.$ZodIssue), input).map(
          (i) => ({ ...i, path: i.path.slice(issue.path.length) }) as z.core.$ZodIssue,
        ),
      );
      return { ...issue, errors } as z.core.$ZodIssue;
    }
    return issue;
  });
}

export function issuesToFields(issues: readonly z.core.$ZodIssue[], input: unknown, root = 'body'): FieldError[] {
  const fields = fieldErrorsFromIssues(withRequiredMessages(issues, input)).map((f) => (f.field === 'body' && root !== 'body' ? { ...f, field: root } : f));
  const seen = new Set<string>();
  return fields.filter((f) => {
    const key = `${f.field}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function validationError(fields: FieldError[]): ApiError {
  const first = fields[0];
  const summary = fields.length === 1 && first ? `${first.field} ${first.message}` : `Invalid fields: ${[...new Set(fields.map((f) => f.field))].join(', ')}`;
  return new ApiError('validation_failed', summary, fields);
}

/** Parses `input` with `schema` or throws 400 `validation_failed` naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, root = 'body'): z.output<S> {
  if (input === undefined && root === 'body') throw validationError([{ field: 'body', message: 'is required: send a JSON object' }]);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(issuesToFields(result.error.issues, input, root));
}
