// A field given focus for its error (main's refusal, "Change the payment") is brought into
// view with the error under it: focus scrolls only the field into view, and a refusal's
// words below a field near the panel's end stayed out of sight.

/** Scrolls the focused field's error (from its aria-describedby), then the field, into view, each only as far as needed. */
export function revealFocusedFieldError(): void {
  const field = document.activeElement;
  if (!(field instanceof HTMLElement) || field === document.body) return;
  const errorIds = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  const error = errorIds.map((id) => document.getElementById(id)).find((element) => element !== null && element.textContent !== '');
  error?.scrollIntoView({ block: 'nearest' });
  field.scrollIntoView({ block: 'nearest' });
}

