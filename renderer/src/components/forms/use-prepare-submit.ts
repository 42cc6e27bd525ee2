// The submit of every write's form: once the form's own checks pass, its values go to
// main's prepare; the prepared review goes on to the panel's next step with the values it
// was made from, or main's field errors land on the form's fields and what names no field
// becomes the form's own error line. Nothing typed is cleared either way. A form opened
// again after the server refused what it sent shows that refusal the same way (`refusal`).
// Whichever found the problems (the form's own checks, main, the server), every problem is
// flagged at its field at once and focus goes to the first flagged field as shown
// (focus-first-flagged.ts), once the form has drawn them: the one place that decides it.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Envelope, PreparedWriteView } from '../../../../shared/ipc';
import type { PrepareAnswer } from '../write-flow/use-write-actions';
import type { RefusalOnField } from '../write-flow/write-panel';
import { focusFirstFlaggedField } from './focus-first-flagged';
import { placePrepareAnswer } from './place-prepare-answer';

export interface PrepareSubmitOptions<F extends FieldValues> {
  /** Main's prepare of the form's values (turned into the method's input); null when there is nothing to send yet. */
  prepare: (values: F) => Promise<Envelope<PrepareAnswer>> | null;
  /** The form's fields main's errors may name (it may depend on what was chosen); focus follows the form as shown, not this list. */
  order: readonly Path<F>[] | ((values: F) => readonly Path<F>[]);
  /** The form's field an error names ("amount.value" is "amount"), or null when it fits none. */
  fieldOf: (name: string) => Path<F> | null;
  onPrepared: (prepared: PreparedWriteView, values: F) => void;
  /** The server's refusal of what this form sent, placed at the fields it names when the form opens again. */
  refusal?: readonly RefusalOnField[] | undefined;
}

export interface PrepareSubmit {
  /** The form element's ref: where the first flagged field is looked for. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The form element's onSubmit. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What main refused that names no field, or a refused call; null when there is none. */
  readonly formError: string | null;
}

export function usePrepareSubmit<F extends FieldValues>(form: UseFormReturn<F>, { prepare, order, fieldOf, onPrepared, refusal }: PrepareSubmitOptions<F>): PrepareSubmit {
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  // Set when problems were found; the first render that shows a flagged field focuses it.
  const focusPending = useRef(false);
  useEffect(() => {
    if (focusPending.current && focusFirstFlaggedField(formRef.current)) focusPending.current = false;
  });
  // Back from a refusal: the server's words at the fields it names, focus on the first.
  useEffect(() => {
    if (refusal === undefined || refusal.length === 0) return;
    const values = form.getValues();
    focusPending.current = true;
    const placed = placePrepareAnswer(form, { ok: true, value: { ok: false, fieldErrors: [...refusal] } }, typeof order === 'function' ? order(values) : order, fieldOf);
    setFormError(placed.prepared === null ? placed.formError : null);
    // Placed once per refusal: `order` and `fieldOf` are the form's fixed rules.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, refusal]);
  const submit = form.handleSubmit(async () => {
    setFormError(null);
    const values = form.getValues();
    const answer = prepare(values);
    if (answer === null) return;
    const result = await answer;
    focusPending.current = true;
    const placed = placePrepareAnswer(form, result, typeof order === 'function' ? order(values) : order, fieldOf);
    if (placed.prepared !== null) {
      focusPending.current = false;
      onPrepared(placed.prepared, values);
    } else setFormError(placed.formError);
  }, () => {
    focusPending.current = true;
  });
  return { formRef, onSubmit: (event) => void submit(event), formError };
}

/** The field an error names by its first segment, when that segment is one of `order`'s; `aliases` map other heads ("currency" comes with the account). */
export function fieldByHead<F extends FieldValues>(order: readonly Path<F>[], aliases: Readonly<Record<string, Path<F>>> = {}): (name: string) => Path<F> | null {
  return (name) => {
    const head = name.split('.')[0] ?? '';
    const alias = aliases[head];
    if (alias !== undefined) return alias;
    return (order as readonly string[]).includes(head) ? (head as Path<F>) : null;
  };
}
