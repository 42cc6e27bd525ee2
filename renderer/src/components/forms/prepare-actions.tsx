// The end of every write's form: what main refused that names no field (announced), and
// the button that prepares the review, which says so while it waits.
export function PrepareActions({ formError, preparing, label }: { formError: string | null | undefined; preparing: boolean; label: string }) {
  return (
    <>
      {formError !== null && formError !== undefined && formError !== '' && (
        <p className="step-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={preparing}>
          {preparing ? 'Preparing the review…' : label}
        </button>
      </div>
    </>
  );
}
