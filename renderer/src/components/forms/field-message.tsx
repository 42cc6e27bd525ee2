// A field's hint and its error, tied to the field by id (aria-describedby) so assistive
// technology reads what to fix with the field; the error is also announced when it appears.

/** The ids a field lists in aria-describedby: its hint, and its error when there is one. */
export function describedBy(id: string, hasError: boolean): string {
  return hasError ? `${id}-hint ${id}-error` : `${id}-hint`;
}

export function FieldHint({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <span id={`${id}-hint`} className="field-hint">
      {children}
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <span id={`${id}-error`} className="field-error" aria-live="polite">
      {message}
    </span>
  );
}
