// SWIFT's own fields: who pays the charges, how a conversion is priced (a locked quote or
// at market), an intermediary bank, and the purpose some corridors require. Which amount
// was typed (sent or received) is asked beside the amount.
import type { UseFormReturn } from 'react-hook-form';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import type { PaymentFields } from './new-payment-fields';
import { PaymentPurposeField } from './new-payment-fedwire';
import { PaymentTextField } from './new-payment-text-field';

export function NewPaymentSwiftFields({ form }: { form: UseFormReturn<PaymentFields> }) {
  const { errors } = form.formState;
  const receiving = form.watch('amountSide') === 'receive';
  return (
    <>
      <label htmlFor="payment-charge-bearer">Charges</label>
      <select id="payment-charge-bearer" aria-invalid={errors.chargeBearer !== undefined} aria-describedby={describedBy('payment-charge-bearer', errors.chargeBearer !== undefined)} {...form.register('chargeBearer')}>
        <option value="">{receiving ? 'Shared (the only choice for an amount received)' : 'Not chosen: the provider\u2019s default, shared'}</option>
        <option value="SHA">Shared (SHA): each side pays its own bank</option>
        <option value="OUR">Ours (OUR): you pay every bank&apos;s charges</option>
        <option value="BEN">Beneficiary (BEN): the recipient pays them all</option>
      </select>
      <FieldHint id="payment-charge-bearer">Who pays the banks on the way. With OUR the recipient gets the full amount.</FieldHint>
      <FieldError id="payment-charge-bearer" message={errors.chargeBearer?.message} />

      <label htmlFor="payment-execution">Conversion</label>
      <select id="payment-execution" aria-invalid={errors.executionPreference !== undefined} aria-describedby={describedBy('payment-execution', errors.executionPreference !== undefined)} {...form.register('executionPreference')}>
        <option value="">As the provider decides (at market when no quote is given)</option>
        <option value="at_market">At market: the rate when it is converted</option>
        <option value="use_quote">At a locked quote</option>
      </select>
      <FieldHint id="payment-execution">Only when the currencies differ.</FieldHint>
      <FieldError id="payment-execution" message={errors.executionPreference?.message} />

      <PaymentTextField form={form} name="quoteId" id="payment-quote" label="Quote id (optional)" hint="A locked quote (qte_…) fixes the rate; leave it empty to convert at market." />

      <fieldset className="choice-group">
        <legend>Intermediary bank (optional)</legend>
        <PaymentTextField form={form} name="intermediaryBank.bic" id="payment-intermediary-bic" label="Intermediary BIC" hint="8 or 11 characters, such as CHASUS33. Only when the recipient's bank asks for one." />
        <PaymentTextField form={form} name="intermediaryBank.name" id="payment-intermediary-name" label="Intermediary bank name" hint="As the recipient's bank gave it." />
        <PaymentTextField form={form} name="intermediaryBank.country" id="payment-intermediary-country" label="Intermediary bank country" hint="Two letters, such as US." upper />
        <FieldError id="payment-intermediary" message={errors.intermediaryBank?.message} />
      </fieldset>

      <PaymentPurposeField form={form} hint="Required for some corridors (such as CNY and INR); the review says when it is missing." />
    </>
  );
}
