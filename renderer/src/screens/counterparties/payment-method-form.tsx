// A payment method for the counterparty shown: a US bank account (routing and account
// number, holder, checking or savings), an international one (IBAN, or an account number
// with a BIC; intermediary BIC; the bank's address), a crypto wallet (chain, address, a
// destination tag where the receiver needs one) or an open network handle. Checked by the
// shared schema (paymentMethodFormSchema: routing check digit, IBAN length and mod-97,
// EIP-55 checksum, Solana base58) as the person leaves each field; main's errors land on
// the same fields. Only the chosen type's fields are sent; nothing typed is cleared.
// Another kind chosen drops the messages of the kind left (its rules are not this one's:
// an international account needs no account number when it has an IBAN), and an IBAN
// typed checks again an account number said to be missing.
import { useEffect, useMemo, useRef } from 'react';
import type { Path } from 'react-hook-form';
import { paymentMethodFormSchema } from '../../../../shared/forms';
import type { Envelope } from '../../../../shared/ipc';
import type { IpcInput } from '../../../lib/ipc-client';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { PrepareAnswer } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { directoryResolver } from './directory-resolver';
import { MethodTypeFields } from './method-type-fields';
import { METHOD_NAMES, METHOD_WHEN_BLANK, methodFieldOf, methodInput, methodOrder, type MethodFields } from './payment-method-fields';
import { PrepareActions } from '../../components/forms/prepare-actions';

const TYPE_OPTIONS: ReadonlyArray<[MethodFields['type'], string]> = [
  ['us_bank', 'US bank account (ACH, Fedwire)'],
  ['international_bank', 'International bank account (SWIFT, IBAN)'],
  ['crypto_wallet', 'Crypto wallet'],
  ['open', 'Open network handle'],
];

interface Props extends FormStep<MethodFields> {
  counterpartyId: string;
  counterpartyName: string;
  prepare: (values: IpcInput<'paymentMethods.prepareAdd'>) => Promise<Envelope<PrepareAnswer>>;
}

export function PaymentMethodForm({ counterpartyId, counterpartyName, initial, prepare, onPrepared, refusal }: Props) {
  const resolver = useMemo(
    () => directoryResolver<MethodFields>(paymentMethodFormSchema, {
      toInput: (values) => methodInput(counterpartyId, values), fieldOf: methodFieldOf, names: METHOD_NAMES, whenBlank: METHOD_WHEN_BLANK,
    }),
    [counterpartyId],
  );
  const form = useWriteForm<MethodFields>(resolver, initial);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const iban = form.watch('iban');
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    form.clearErrors();
  }, [form, type]);
  useEffect(() => {
    if (form.getFieldState('accountNumber').error !== undefined) void form.trigger('accountNumber');
  }, [form, iban]);

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, {
    prepare: (values) => prepare(methodInput(counterpartyId, values).input as IpcInput<'paymentMethods.prepareAdd'>),
    order: (values) => methodOrder(values.type) as Path<MethodFields>[],
    fieldOf: (name) => methodFieldOf(name) as Path<MethodFields> | null,
    onPrepared, refusal,
  });

  return (
    <form className="setup-form panel-form directory-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a payment method">
      <p className="field-hint">
        For <bdi>{counterpartyName}</bdi>. The method is checked by the provider after it is added; its verification shows on the counterparty.
      </p>
      <label htmlFor="method-type">Kind of payment method</label>
      <select id="method-type" aria-invalid={errors.type !== undefined} aria-describedby={describedBy('method-type', errors.type !== undefined)} {...form.register('type')}>
        {TYPE_OPTIONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldHint id="method-type">What you switch away from is kept, but only this kind&apos;s fields are sent.</FieldHint>
      <FieldError id="method-type" message={errors.type?.message} />

      <MethodTypeFields type={type} form={form} />

      <PrepareActions formError={errors.root?.message ?? formError} preparing={isSubmitting} label="Review the payment method" />
    </form>
  );
}
