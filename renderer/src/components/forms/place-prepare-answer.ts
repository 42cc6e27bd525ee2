// Main's answer to a prepare, on the form: the prepared review, or main's field errors set
// on the form's own fields (focus on the first, in the form's order, with its error in view) and whatever names
// no field (or a refused call) as one sentence for the form's own error line.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Envelope, PreparedWriteView } from '../../../../shared/ipc';
import type { PrepareAnswer } from '../write-flow/use-write-actions';
import { revealFocusedFieldErrorSoon } from './reveal-field';

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
  let focused = false;
  for (const name of order) {
    const messages = errors.filter((error) => fieldOf(error.field) === name).map((error) => error.message);
    if (messages.length === 0) continue;
    form.setError(name, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
    if (!focused) revealFocusedFieldErrorSoon();
    focused = true;
  }
  const unplaced = errors.filter((error) => fieldOf(error.field) === null).map((error) => error.message);
  if (!result.ok && errors.length === 0) unplaced.push(result.error.message);
  return { prepared: null, formError: unplaced.length > 0 ? unplaced.join(' ') : null };
}
