// The forms that find a counterparty to pay or to collect from ("New payment", "New
// collection") list its payment methods only once it is chosen: the API needs only the
// method, but a person chooses the counterparty first, so a form submitted without one
// says so at the counterparty (with every other problem), and the method, which cannot be
// chosen yet, is not flagged (its hint says to choose the counterparty first), alike on
// both forms.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface CounterpartyFirst {
  /** What to say at the counterparty: "Choose the counterparty to pay." */
  readonly message: string;
}

export function counterpartyFirst<F extends FieldValues & { counterpartyId: string; paymentMethodId: string }>(resolver: Resolver<F>, { message }: CounterpartyFirst): Resolver<F> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.counterpartyId !== '' && values.counterpartyId !== null && values.counterpartyId !== undefined) return result;
    const { paymentMethodId: _notYet, ...errors } = { ...result.errors, counterpartyId: { type: 'required', message } } as Record<string, unknown>;
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}
