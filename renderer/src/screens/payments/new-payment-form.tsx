// Step 1 of a new payment: the rail first, then who is paid (a counterparty found by
// searching, one of its methods that can carry the rail), from which account (its cached
// balance and "as of") and how much as people type it, the rail's own fields, and a
// reference. Checked by the chosen rail's SHARED form schema (the one main parses with)
// as the person leaves each field and on submit, focus on the first error; main's field
// errors land on the same fields. Nothing typed is ever cleared.
import { useCallback, useEffect, useState } from 'react';
import type { PaymentMethodView } from '../../../../shared/ipc/record-views';
import type { AccountsById } from '../../components/account-names';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { WriteActions } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { NewPaymentAchFields } from './new-payment-ach';
import { NewPaymentAmount } from './new-payment-amount';
import { NewPaymentCryptoFields } from './new-payment-crypto';
import { NewPaymentFedwireFields } from './new-payment-fedwire';
import { PAYMENT_FIELD_ORDER, paymentFieldOf, paymentResolver, railFormOf, type PaymentFields } from './new-payment-fields';
import { NewPaymentRailChoice } from './new-payment-rail-choice';
import { railBeforeNoun } from '../../../../shared/rail-text';
import { NewPaymentRecipient } from './new-payment-recipient';
import { NewPaymentSwiftFields } from './new-payment-swift';
import { PrepareActions } from '../../components/forms/prepare-actions';

interface Props extends FormStep<PaymentFields> {
  accounts: AccountsById;
  prepare: WriteActions<'payments.prepare'>['prepare'];
}

export function NewPaymentForm({ accounts, initial, refusal, prepare, onPrepared }: Props) {
  const [method, setMethod] = useState<PaymentMethodView | undefined>(undefined);
  const onMethod = useCallback((chosen: PaymentMethodView | undefined) => setMethod(chosen), []);
  const form = useWriteForm<PaymentFields>(paymentResolver, initial);
  const { errors, isSubmitting } = form.formState;
  const [rail, sourceId, amountSide] = form.watch(['rail', 'sourceAccountId', 'amountSide']);

  // The amount's currency: the source account's, or for an amount received by SWIFT, the method's.
  const currency = rail === 'swift' && amountSide === 'receive' ? (method?.currency ?? '') : (accounts.get(sourceId)?.currency ?? '');
  useEffect(() => {
    if (form.getValues('currency') !== currency) form.setValue('currency', currency, { shouldValidate: form.getFieldState('amount').isTouched });
  }, [currency, form]);

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, {
    prepare: (values) => {
      const input = railFormOf(values);
      return input === null ? null : prepare(input);
    },
    order: PAYMENT_FIELD_ORDER,
    fieldOf: paymentFieldOf,
    onPrepared,
    refusal,
  });

  return (
    <form className="setup-form panel-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="New payment">
      <NewPaymentRailChoice form={form} />
      {/* A rail chosen: neither '' nor null (react-hook-form reads a group with no radio checked as null). */}
      {rail ? (
        <>
          <NewPaymentRecipient key={rail} form={form} rail={rail} onMethod={onMethod} />
          <NewPaymentAmount form={form} rail={rail} accounts={accounts} />
          {rail === 'ach' && <NewPaymentAchFields form={form} />}
          {rail === 'fedwire' && <NewPaymentFedwireFields form={form} />}
          {rail === 'swift' && <NewPaymentSwiftFields form={form} />}
          {rail === 'crypto' && <NewPaymentCryptoFields form={form} />}

          <label htmlFor="payment-reference">Reference (optional)</label>
          <input id="payment-reference" type="text" dir="auto" autoComplete="off" aria-invalid={errors.reference !== undefined} aria-describedby={describedBy('payment-reference', errors.reference !== undefined)} {...form.register('reference')} />
          <FieldHint id="payment-reference">Shown to the recipient, such as an invoice number; up to 140 characters.</FieldHint>
          <FieldError id="payment-reference" message={errors.reference?.message} />
        </>
      ) : null}

      <PrepareActions formError={formError} preparing={isSubmitting} label={!rail ? 'Review the payment' : `Review the ${railBeforeNoun(rail)} payment`} />
    </form>
  );
}
