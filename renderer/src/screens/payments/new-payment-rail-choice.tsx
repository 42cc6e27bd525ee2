// The first choice of a new payment: the rail. Each says in words what it pays to, in
// which currency and how fast; the rest of the form follows the rail chosen.
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentRail } from '../../../../shared/forms';
import { RAIL_SETTLEMENT } from '../../../../shared/rail-settlement';
import { RAIL_LABEL } from '../../../../shared/rail-text';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import type { PaymentFields } from './new-payment-fields';

export const RAIL_CHOICES: ReadonlyArray<{ rail: PaymentRail; name: string; what: string }> = [
  { rail: 'ach', name: RAIL_LABEL.ach, what: `To a US bank account, in US dollars: settles ${RAIL_SETTLEMENT.ach}, or the same day before the cut-off.` },
  { rail: 'fedwire', name: RAIL_LABEL.fedwire, what: `A US wire to a US bank account, in US dollars: settles ${RAIL_SETTLEMENT.fedwire}.` },
  { rail: 'swift', name: RAIL_LABEL.swift, what: `To a bank account abroad (IBAN or account number with BIC), converting currency when needed: settles ${RAIL_SETTLEMENT.swift}.` },
  { rail: 'crypto', name: RAIL_LABEL.crypto, what: `Stablecoins to a crypto wallet on its chain: settles ${RAIL_SETTLEMENT.crypto}.` },
  { rail: 'open', name: RAIL_LABEL.open, what: `To a handle on the open network (@org.handle.CUR) or an account there: settles ${RAIL_SETTLEMENT.open}, fee-free.` },
];

export function NewPaymentRailChoice({ form }: { form: UseFormReturn<PaymentFields> }) {
  const error = form.formState.errors.rail?.message;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy('payment-rail', error !== undefined)}>
      <legend>Rail</legend>
      {RAIL_CHOICES.map((choice) => (
        <label key={choice.rail} className="choice-label">
          {/* No check on leaving a radio: pressing the mouse on another rail blurs the focused one with none checked yet, and the error and fields drawn then moved the rail away from the pointer before its release (the click chose nothing). Submit still flags a missing rail. */}
          <input type="radio" value={choice.rail} aria-invalid={error !== undefined} {...form.register('rail')} onBlur={undefined} />
          <span>
            <strong>{choice.name}</strong> <span className="choice-hint">{choice.what}</span>
          </span>
        </label>
      ))}
      <FieldHint id="payment-rail">Choose the rail first: the recipient&apos;s payment methods and the form follow it.</FieldHint>
      <FieldError id="payment-rail" message={error} />
    </fieldset>
  );
}
