// Where focus goes when a form's submit finds problems (its own checks, main's field
// errors, or the server's refusal placed back on the form): the FIRST field flagged
// (aria-invalid="true") in the order the form shows them, the DOM's order, whatever
// order the fields were registered or listed in; its error brought into view with it.
// A flagged radio group takes focus on its checked radio, or its first.
import { revealFocusedFieldError } from './reveal-field';

function focusable(element: HTMLElement): boolean {
  return !(element as HTMLInputElement).disabled && element.closest('[hidden]') === null;
}

/** The first flagged field of `form` as shown, or null when none is flagged (yet). */
function firstFlaggedField(form: HTMLFormElement): HTMLElement | null {
  const first = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(focusable) ?? null;
  if (first instanceof HTMLInputElement && first.type === 'radio' && first.name !== '') {
    const checked = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.name === first.name && radio.checked && focusable(radio));
    return checked ?? first;
  }
  return first;
}

/** Focuses the first flagged field and brings its error into view; false when none is drawn yet. */
export function focusFirstFlaggedField(form: HTMLFormElement | null): boolean {
  const field = form === null ? null : firstFlaggedField(form);
  if (field === null) return false;
  field.focus();
  revealFocusedFieldError();
  return true;
}
