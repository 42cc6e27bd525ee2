// The directory forms' resolver: the shared form schema through zodResolver, on the values
// as the schema takes them (`toInput`: metadata lines read into a record, only the chosen
// type's fields), each error put on the form's own field and said as a sentence that
// names the field ("The routing number must be a 9-digit ABA routing number...").
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyMessage } from '../../../../shared/forms';

export interface ResolverOptions<F> {
  /** What the schema parses, from what was typed; `problems` are errors found while reading (a metadata line without a colon). */
  toInput(values: F): { input: unknown; problems: Readonly<Record<string, string>> };
  /** The form field an error's path names (`metadata.team` is `metadata`), or null for none. */
  fieldOf(path: string): string | null;
  /** How each field is named in a sentence: "the routing number". */
  names: Readonly<Record<string, string>>;
  /** What to say when a field left blank is needed: "Enter the name...". */
  whenBlank?: Readonly<Record<string, string>>;
}

/** A schema's fragment ("must be 4 to 17 digits") as a sentence naming its field; a whole sentence stays as it is. */
export function sentenceFor(name: string | undefined, message: string): string {
  const said = friendlyMessage(message);
  if (name === undefined || !/^[a-z]/.test(said)) return said;
  const text = `${name.charAt(0).toUpperCase()}${name.slice(1)} ${said}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function leaves(errors: object, prefix: string, out: Array<[string, string]>): Array<[string, string]> {
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (value === null || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') out.push([path, message]);
    else leaves(value, path, out);
  }
  return out;
}

function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), values);
}

function put(errors: Record<string, unknown>, path: string, error: FieldError): void {
  const keys = path.split('.');
  let at = errors;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  const last = keys[keys.length - 1] as string;
  if (at[last] === undefined) at[last] = error;
}

export function directoryResolver<F extends FieldValues>(schema: z.ZodType, options: ResolverOptions<F>): Resolver<F> {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return async (values, context, resolverOptions) => {
    const { input, problems } = options.toInput(values);
    const answered = await inner(input as FieldValues, context, resolverOptions as never);
    const errors: Record<string, unknown> = {};
    for (const [field, message] of Object.entries(problems)) put(errors, field, { type: 'format', message });
    for (const [path, message] of leaves(answered.errors, '', [])) {
      const field = options.fieldOf(path) ?? 'root';
      const typed = valueAt(values, field);
      const blank = typed === undefined || typed === null || (typeof typed === 'string' && typed.trim() === '');
      const said = blank && options.whenBlank?.[field] !== undefined ? options.whenBlank[field] : sentenceFor(options.names[field], message);
      put(errors, field, { type: 'schema', message: said });
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<F> };
    return { values, errors: {} };
  };
}
