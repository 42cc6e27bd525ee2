// One text field of the payment method form: its label, the input (monospace for
// identifiers, left to right; `dir="auto"` for names), its hint and its error tied by
// aria-describedby.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';

interface Props {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** An identifier (routing number, IBAN, address): left to right, no spelling checks. */
  code?: boolean;
  inputMode?: 'numeric' | 'text';
}

export function MethodTextField({ id, label, hint, error, registration, code = false, inputMode }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        dir={code ? 'ltr' : 'auto'}
        className={code ? 'code-input' : undefined}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error !== undefined)}
        {...registration}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </div>
  );
}
