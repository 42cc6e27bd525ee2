// What forms send: empty strings for fields left blank (fields not given), and choices
// among fixed values that may be anything.
import { isolatedLine, oneLine } from '../pre-send-checks';
import type { FieldProblems } from './field-problems';
import { cutText } from './summary-text';

/** A shallow copy without the keys whose value is blank text or undefined. */
export function withoutBlankText<T extends object>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[key] = value;
  }
  return out as Partial<T>;
}

/** A text field left empty is a field not given. */
export function optionalText(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A choice among fixed values, or a problem that lists them. */
export function checkChoice(value: unknown, allowed: readonly string[], field: string, problems: FieldProblems, what: string): boolean {
  if (value === undefined || (typeof value === 'string' && allowed.includes(value))) return true;
  problems.add(field, `"${isolatedLine(cutText(oneLine(String(value)), 40))}" is not ${what}: choose ${allowed.join(', ')}.`);
  return false;
}
