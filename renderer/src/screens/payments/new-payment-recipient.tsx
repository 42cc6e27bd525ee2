// Who is paid: a counterparty found by searching its name, then one of its payment
// methods, each shown with the rails it can carry, its currency and its verification.
// A method that cannot carry the chosen rail is never offered (the rule main checks:
// shared/payment-rules.ts); one that is not active yet is shown but cannot be chosen.
import { byCount } from '../../../../shared/count-words';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentRail } from '../../../../shared/forms';
import type { PaymentMethodView } from '../../../../shared/ipc/record-views';
import { chainName } from '../../../../shared/chain-addresses';
import { METHOD_TYPE_FOR_RAIL } from '../../../../shared/payment-rules';
import { byRail, railInSentence } from '../../../../shared/rail-text';
import { CounterpartySearch } from '../../components/forms/counterparty-search';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { ipcQuery } from '../../queries/ipc-queries';
import type { PaymentFields } from './new-payment-fields';
import { RAIL_CHOICES } from './new-payment-rail-choice';
import { methodTypeLabel } from '../../../../shared/payment-method-words';
import { verificationText } from '../../components/lists/payment-method-details';

/** The rails a method can carry, by name ("ACH or Fedwire"). */
function railsOf(method: PaymentMethodView): string {
  const rails = RAIL_CHOICES.filter((choice) => METHOD_TYPE_FOR_RAIL[choice.rail] === method.type).map((choice) => choice.rail);
  if (rails.length === 0) return 'no rail this app knows';
  return rails.length === 1 ? byRail(rails[0] as string) : `by ${rails.map(railInSentence).join(' or ')}`;
}

export { searchHint } from '../../components/forms/counterparty-search';

/** Where it pays to, masked as main gives it: "account ····6789", "GB****5432 (BIC NWBKGB2L)", "0x12ab...cdef on Base". */
export function destinationOf(method: PaymentMethodView): string {
  if (method.type === 'us_bank') return `account ${method.accountNumber ?? '(number not shown)'}${method.bankName === null ? '' : ` at ${method.bankName}`}`;
  if (method.type === 'international_bank') {
    const account = method.iban ?? method.accountNumber;
    if (method.bic === null) return account ?? 'account not shown';
    return account === null ? `BIC ${method.bic}` : `${account} (BIC ${method.bic})`;
  }
  if (method.type === 'crypto_wallet') return `${method.walletAddress ?? ''}${method.chain === null ? '' : ` on ${chainName(method.chain)}`}`;
  return method.openId ?? '';
}

export function NewPaymentRecipient({ form, rail, onMethod }: { form: UseFormReturn<PaymentFields>; rail: PaymentRail; onMethod: (method: PaymentMethodView | undefined) => void }) {
  const { errors } = form.formState;
  const [counterpartyId, methodId] = form.watch(['counterpartyId', 'paymentMethodId']);
  const detail = useQuery({ ...ipcQuery('counterparties.detail', { id: counterpartyId }), enabled: counterpartyId !== '' });
  const methods = (detail.data?.paymentMethods ?? []).filter((method) => method.goneAt === null);
  const carrying = methods.filter((method) => METHOD_TYPE_FOR_RAIL[rail] === method.type);
  const others = methods.length - carrying.length;
  const selected = carrying.find((method) => method.id === methodId);

  useEffect(() => onMethod(selected), [selected, onMethod]);
  // The only active method that can carry the rail is chosen for the person.
  const onlyOne = carrying.filter((method) => method.status === 'active');
  useEffect(() => {
    if (methodId === '' && onlyOne.length === 1 && carrying.length === 1) form.setValue('paymentMethodId', onlyOne[0]!.id, { shouldValidate: false });
  }, [methodId, onlyOne, carrying.length, form]);

  // A search that finds one counterparty chooses it, while none is chosen (the select shows it; the review names it).
  const choose = useCallback((id: string) => form.setValue('counterpartyId', id, { shouldValidate: false }), [form]);

  const counterpartyField = form.register('counterpartyId', { onChange: () => form.setValue('paymentMethodId', '') });
  const railName = railInSentence(rail);
  return (
    <>
      <CounterpartySearch
        idPrefix="payment"
        label="Counterparty"
        hint="Who is paid: active counterparties, as of the last sync."
        value={counterpartyId}
        field={counterpartyField}
        error={errors.counterpartyId?.message}
        choose={choose}
      />

      <fieldset className="choice-group" aria-describedby={describedBy('payment-method', errors.paymentMethodId !== undefined)}>
        <legend>Payment method</legend>
        {counterpartyId === '' && <p className="field-hint">Choose the counterparty first.</p>}
        {carrying.map((method) => (
          <label key={method.id} className="choice-label" data-disabled={method.status !== 'active'}>
            <input type="radio" value={method.id} disabled={method.status !== 'active'} aria-invalid={errors.paymentMethodId !== undefined} {...form.register('paymentMethodId')} />
            <span>
              {method.label !== null && (
                <>
                  <bdi>{method.label}</bdi>{' '}
                </>
              )}
              <span className="choice-hint">
                {methodTypeLabel(method.type)}: <bdi>{destinationOf(method)}</bdi>. Receives {method.currency}; {railsOf(method)}; {verificationText(method.verification)}
                {method.status === 'active' ? '.' : `; ${method.status.replace(/_/g, ' ')}: it can be used once active.`}
              </span>
            </span>
          </label>
        ))}
        <FieldHint id="payment-method">
          {counterpartyId === '' || detail.data === undefined
            ? `Only methods that can be paid ${byRail(rail)} are offered.`
            : carrying.length === 0
              ? `This counterparty has no payment method that ${railName} can pay${others > 0 ? ` (its ${others} other ${byCount(others, 'method needs', 'methods need')} another rail)` : ''}: choose another rail, or add a method in Counterparties.`
              : `Only methods that can be paid ${byRail(rail)} are offered${others > 0 ? `; ${others} other ${byCount(others, 'method needs', 'methods need')} another rail` : ''}.`}
        </FieldHint>
        <FieldError id="payment-method" message={errors.paymentMethodId?.message} />
      </fieldset>
    </>
  );
}
