// Turns schema issues into the `{field, message}` list of a 400 `validation_failed`
// (assumed-operations.md), so the client and the sandbox name bad fields the same way:
// dotted paths (`amount.value`, `relationships.0.entityId`), `body` for the whole object.
import type { z } from 'zod';
import type { FieldError } from './api-errors';

export function fieldErrorsFromIssues(issues: ReadonlyArray<z.core.$ZodIssue>): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: joinPath([...issue.path, key]), message: 'is not a field of this request' });
      continue;
    }
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // Report the branch that got furthest rather than "invalid input".
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      out.push(...fieldErrorsFromIssues(best.map((i) => ({ ...i, path: [...issue.path, ...i.path] }))));
      continue;
    }
    if ((issue.code === 'invalid_key' || issue.code === 'invalid_element') && issue.issues.length > 0) {
      // A bad record key (e.g. a metadata key): say what the key must look like, not "Invalid key in record".
      out.push({ field: joinPath(issue.path), message: issue.issues.map((i) => i.message).join('; ') });
      continue;
    }
    out.push({ field: joinPath(issue.path), message: issue.message });
  }
  return out;
}

function joinPath(path: ReadonlyArray<PropertyKey>): string {
  return path.length === 0 ? 'body' : path.map((p) => String(p)).join('.');
}

/** One line that names every bad field, for error messages. */
export function describeFieldErrors(fields: ReadonlyArray<FieldError>): string {
  return fields.map((f) => `${f.field}: ${f.message}`).join('; ');
}
