// The write panel's tests' stand-in forms: one Reference field (or a rail's radios, then
// the Reference) whose Review hands the panel a prepared payment of the given amount (the
// review and confirm are the panel's own).
import { createElement, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PreparedWriteView } from '../../../../shared/ipc';
import type { FormStep } from '../../../../renderer/src/components/write-flow/write-panel';

export function preparedPayment(amount: string): PreparedWriteView {
  return {
    id: 'prep_1', environment: 'sandbox', action: 'create_payment', operation: 'createPayment', summary: `Pay ${amount} USD`,
    checks: [], review: [{ label: 'Amount', value: `${amount} USD` }], confirmLabel: `Send ${amount} USD`, needsTypedEnvironment: false,
    preparedAt: '2026-11-26T09:00:00.000Z', expiresAt: '2026-11-26T09:30:00.000Z',
  };
}

/** A form that prepares `prepared` with what was typed in its Reference field. */
export function referenceForm(prepared: PreparedWriteView) {
  return function ReferenceForm({ initial, onPrepared }: FormStep<{ reference: string }>) {
    const [reference, setReference] = useState(initial.reference);
    return createElement('form', { onSubmit: (event: Event) => (event.preventDefault(), onPrepared(prepared, { reference })) },
      createElement('label', { htmlFor: 'ref' }, 'Reference'),
      createElement('input', { id: 'ref', value: reference, onChange: (event: { target: HTMLInputElement }) => setReference(event.target.value) }),
      createElement('button', { type: 'submit' }, 'Review'));
  };
}

/** A form like the payment's: a rail chosen by radio first (registered with react-hook-form, as the real forms are), then a Reference. */
export function railForm(prepared: PreparedWriteView) {
  return function RailForm({ initial, onPrepared }: FormStep<{ rail: string; reference: string }>) {
    const form = useForm({ defaultValues: initial });
    const radio = (rail: string) => createElement('label', { key: rail }, createElement('input', { type: 'radio', value: rail, ...form.register('rail') }), rail);
    return createElement('form', { onSubmit: form.handleSubmit((values) => onPrepared(prepared, values)) },
      createElement('fieldset', null, createElement('legend', null, 'Rail'), ...['ACH', 'Fedwire', 'SWIFT'].map(radio)),
      createElement('label', { htmlFor: 'ref' }, 'Reference'),
      createElement('input', { id: 'ref', ...form.register('reference') }),
      createElement('button', { type: 'submit' }, 'Review'));
  };
}
