// The write panel's tests' stand-in form: one Reference field whose Review hands the
// panel a prepared payment of the given amount (the review and confirm are the panel's own).
import { createElement, useState } from 'react';
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
