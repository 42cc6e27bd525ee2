// Fedwire's own field, the purpose (also asked by SWIFT, where some corridors require it).
import type { UseFormReturn } from 'react-hook-form';
import { PURPOSES } from '../../../../shared/schemas/enums';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { choiceWords, type PaymentFields } from './new-payment-fields';

export function PaymentPurposeField({ form, hint }: { form: UseFormReturn<PaymentFields>; hint: string }) {
  const error = form.formState.errors.purpose?.message;
  return (
    <>
      <label htmlFor="payment-purpose">Purpose</label>
      <select id="payment-purpose" aria-invalid={error !== undefined} aria-describedby={describedBy('payment-purpose', error !== undefined)} {...form.register('purpose')}>
        <option value="">Not given</option>
        {PURPOSES.map((purpose) => (
          <option key={purpose} value={purpose}>
            {choiceWords(purpose)}
          </option>
        ))}
      </select>
      <FieldHint id="payment-purpose">{hint}</FieldHint>
      <FieldError id="payment-purpose" message={error} />
    </>
  );
}

export function NewPaymentFedwireFields({ form }: { form: UseFormReturn<PaymentFields> }) {
  return <PaymentPurposeField form={form} hint="Why the money is sent; sent with the wire for the receiving bank." />;
}
