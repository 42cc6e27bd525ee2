// Main's answer to a prepare, on the form: the prepared review, or main's field errors set
// on the form's own fields (usePrepareSubmit then focuses the first flagged one as shown)
// and whatever names no field (or a refused call) as one sentence for the form's own error line.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Envelope, PreparedWriteView } from '../../../../shared/ipc';
import type { PrepareAnswer } from '../write-flow/use-write-actions';

export type PlacedAnswer = { readonly prepared: PreparedWriteView } | { readonly prepared: null; readonly formError: string | null };

/**
 * `fieldOf` maps the field an error names ("amount.value", "travelRule.originator.name")
 * onto one of the form's fields, or null when it fits none.
 */
export function placePrepareAnswer<F extends FieldValues>(
  form: UseFormReturn<F>,
  result: Envelope<PrepareAnswer>,
  order: readonly Path<F>[],
  fieldOf: (name: string) => Path<F> | null,
): PlacedAnswer {
  if (result.ok && result.value.ok) return { prepared: result.value.prepared };
  const errors = result.ok ? (result.value.ok ? [] : result.value.fieldErrors) : (result.error.fields ?? []);
  for (const name of order) {
    const messages = errors.filter((error) => fieldOf(error.field) === name).map((error) => error.message);
    if (messages.length > 0) form.setError(name, { type: 'server', message: messages.join(' ') });
  }
  const unplaced = errors.filter((error) => fieldOf(error.field) === null).map((error) => error.message);
  if (!result.ok && errors.length === 0) unplaced.push(result.error.message);
  return { prepared: null, formError: unplaced.length > 0 ? unplaced.join(' ') : null };
}
