// Step 1 of a new collection (an ACH debit pulled from a counterparty's US bank account):
// into which of the organisation's USD accounts, from which counterparty (found by
// searching its name, as on "New payment"), from which of its US bank accounts (the picker
// offers only those: ACH pulls from nothing else; its only active one is chosen for the
// person), how much as people type it, and a reference. Checked by the SHARED collection form schema
// (the one main parses with) as each field is left and on submit, focus on the first
// error; main's field errors land on the same fields. Nothing typed is ever cleared.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import type { Resolver } from 'react-hook-form';
import { collectionFormSchema } from '../../../../shared/forms';
import type { PaymentMethodView } from '../../../../shared/ipc/record-views';
import type { IpcInput } from '../../../lib/ipc-client';
import type { AccountsById } from '../../components/account-names';
import { AccountSelect } from '../../components/forms/account-select';
import { counterpartyFirst } from '../../components/forms/counterparty-first';
import { CounterpartySearch } from '../../components/forms/counterparty-search';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { TypedAmountField } from '../../components/forms/typed-amount-field';
import { fieldByHead, usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { WriteActions } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { PrepareActions } from '../../components/forms/prepare-actions';

export interface CollectionFields {
  destinationAccountId: string;
  counterpartyId: string;
  paymentMethodId: string;
  amount: string;
  currency: string;
  reference: string;
}
type FieldName = keyof CollectionFields;
const FIELD_ORDER: readonly FieldName[] = ['destinationAccountId', 'counterpartyId', 'paymentMethodId', 'amount', 'reference'];

export const EMPTY_COLLECTION: CollectionFields = { destinationAccountId: '', counterpartyId: '', paymentMethodId: '', amount: '', currency: '', reference: '' };

interface Props extends FormStep<CollectionFields> {
  accounts: AccountsById;
  /** The chosen counterparty's payment methods (null while they are read). */
  methods: readonly PaymentMethodView[] | null;
  onCounterpartyChange: (counterpartyId: string) => void;
  prepare: WriteActions<'collections.prepare'>['prepare'];
}

/** The form's field that a main or schema error names (the currency comes with the account). */
const fieldOf = fieldByHead<CollectionFields>(FIELD_ORDER, { currency: 'destinationAccountId', rail: 'destinationAccountId' });

/** The shared schema's checks, and the counterparty chosen first (its US bank accounts are listed once it is). */
const COLLECTION_CHECK = counterpartyFirst<CollectionFields>(zodResolver(collectionFormSchema as never) as unknown as Resolver<CollectionFields>, { message: 'Choose the counterparty who pays: its US bank accounts are then listed.' });

/** "Acme operating, First Example Bank ****6789" */
export function usBankMethodText(method: PaymentMethodView): string {
  const name = method.label ?? method.accountHolderName ?? 'US bank account';
  const bank = method.bankName === null ? '' : `, ${method.bankName}`;
  const status = method.status === 'active' ? '' : ` (${method.status})`;
  return `${name}${bank} ${method.accountNumber ?? ''}${status}`.trim();
}

export function NewCollectionForm({ accounts, methods, onCounterpartyChange, initial, prepare, onPrepared, refusal }: Props) {
  const form = useWriteForm<CollectionFields>(COLLECTION_CHECK, initial);
  const { errors, isSubmitting } = form.formState;
  const [amount, currency, counterpartyId, methodId] = form.watch(['amount', 'currency', 'counterpartyId', 'paymentMethodId']);
  const usBank = (methods ?? []).filter((method) => method.type === 'us_bank');

  // Whoever chose it (the list, or a search that found one), its payment methods are read.
  useEffect(() => onCounterpartyChange(counterpartyId), [counterpartyId, onCounterpartyChange]);
  // Its only US bank account, active, is chosen for the person (as "New payment" does).
  const onlyAccount = counterpartyId !== '' && usBank.length === 1 && usBank[0]!.status === 'active' ? usBank[0]!.id : undefined;
  useEffect(() => {
    if (methodId === '' && onlyAccount !== undefined) form.setValue('paymentMethodId', onlyAccount, { shouldValidate: false });
  }, [methodId, onlyAccount, form]);
  const choose = useCallback((id: string) => form.setValue('counterpartyId', id, { shouldValidate: false }), [form]);

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, { prepare: (values) => prepare(values as IpcInput<'collections.prepare'>), order: FIELD_ORDER, fieldOf, onPrepared, refusal });

  const accountField = form.register('destinationAccountId', {
    onChange: (event: { target: { value: string } }) => form.setValue('currency', accounts.get(event.target.value)?.currency ?? ''),
  });
  const counterpartyField = form.register('counterpartyId', { onChange: () => form.setValue('paymentMethodId', '') });
  const methodHint = counterpartyId === ''
    ? 'Choose the counterparty first: its US bank accounts are listed here.'
    : methods === null
      ? 'Reading its payment methods…'
      : usBank.length === 0
        ? 'This counterparty has no US bank account: add one on the Counterparties screen to collect from it.'
        : 'Only US bank accounts: an ACH debit pulls from nothing else.';

  return (
    <form className="setup-form panel-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="New collection">
      <AccountSelect
        id="collection-account"
        label="Into account"
        field={accountField}
        accounts={accounts}
        currency="USD"
        hint="One of your USD accounts: the money arrives there."
        error={errors.destinationAccountId?.message ?? errors.currency?.message}
      />

      <CounterpartySearch
        idPrefix="collection"
        label="From counterparty"
        hint="Who pays: they must have authorised you to debit their account."
        value={counterpartyId}
        field={counterpartyField}
        error={errors.counterpartyId?.message}
        choose={choose}
      />

      <label htmlFor="collection-method">From their US bank account</label>
      <select id="collection-method" aria-invalid={errors.paymentMethodId !== undefined} aria-describedby={describedBy('collection-method', errors.paymentMethodId !== undefined)} {...form.register('paymentMethodId')}>
        <option value="">{usBank.length === 0 ? 'No US bank account to choose' : 'Choose their account…'}</option>
        {usBank.map((method) => (
          <option key={method.id} value={method.id}>
            {usBankMethodText(method)}
          </option>
        ))}
      </select>
      <FieldHint id="collection-method">{methodHint}</FieldHint>
      <FieldError id="collection-method" message={errors.paymentMethodId?.message} />

      <TypedAmountField id="collection-amount" field={form.register('amount')} typed={amount} currency={currency} error={errors.amount?.message} />

      <label htmlFor="collection-reference">Reference (optional)</label>
      <input id="collection-reference" type="text" dir="auto" autoComplete="off" aria-invalid={errors.reference !== undefined} aria-describedby={describedBy('collection-reference', errors.reference !== undefined)} {...form.register('reference')} />
      <FieldHint id="collection-reference">Shown on their bank statement; up to 140 characters.</FieldHint>
      <FieldError id="collection-reference" message={errors.reference?.message} />

      <PrepareActions formError={formError} preparing={isSubmitting} label="Review the collection" />
    </form>
  );
}
