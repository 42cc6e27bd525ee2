// One labelled text field of the payment form with its hint and its error, for the
// nested fields (intermediary bank, travel rule) whose errors sit deep in the form's errors.
import { get, type UseFormReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import type { PaymentFieldName, PaymentFields } from './new-payment-fields';

/** `upper`: what is typed is kept trimmed and in capitals (a code: a country), as the address fields do. */
export function PaymentTextField({ form, name, id, label, hint, upper = false }: { form: UseFormReturn<PaymentFields>; name: PaymentFieldName; id: string; label: string; hint: string; upper?: boolean }) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" dir="auto" autoComplete="off" spellCheck={false} aria-invalid={error !== undefined} aria-describedby={describedBy(id, error !== undefined)} {...form.register(name, upper ? { setValueAs: (value: string) => value.trim().toUpperCase() } : {})} />
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </>
  );
}
