// One typed field of the onboarding form: its label, the input (server and user text is
// `dir="auto"`), its hint and its error tied by aria-describedby.
import type { FieldError as HookFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';

interface Props {
  id: string;
  label: string;
  hint: string;
  error: HookFieldError | undefined;
  registration: UseFormRegisterReturn;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  placeholder?: string;
}

export function OnboardingTextField({ id, label, hint, error, registration, inputMode = 'text', placeholder }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        dir="auto"
        autoComplete="off"
        spellCheck={false}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(id, error !== undefined)}
        {...registration}
      />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error?.message} />
    </>
  );
}

/** A choice from a list, with the same label, hint and error. */
export function OnboardingSelectField({ id, label, hint, error, registration, options, none }: Omit<Props, 'inputMode' | 'placeholder'> & { options: readonly { value: string; label: string }[]; none: string }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error !== undefined} aria-describedby={describedBy(id, error !== undefined)} {...registration}>
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error?.message} />
    </>
  );
}
