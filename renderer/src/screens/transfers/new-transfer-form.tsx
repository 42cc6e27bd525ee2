// Step 1 of a new transfer: from which account (its cached balance and "as of"), to
// which (only the other accounts in the From account's currency are offered; main refuses
// any other as well), how much as people type it ("1,234.56", read back exactly in the currency's
// decimals), and a reference. Checked by the SHARED transfer form schema (the one main
// parses with) as the person leaves each field and on submit, focus on the first error;
// main's field errors land on the same fields. Nothing typed is ever cleared.
import { transferFormSchema } from '../../../../shared/forms';
import type { IpcInput } from '../../../lib/ipc-client';
import type { AccountsById } from '../../components/account-names';
import { AccountSelect, balanceHint, choosableAccounts } from '../../components/forms/account-select';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { TypedAmountField } from '../../components/forms/typed-amount-field';
import { fieldByHead, usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { WriteActions } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { PrepareActions } from '../../components/forms/prepare-actions';

export interface TransferFields {
  sourceAccountId: string;
  destinationAccountId: string;
  amount: string;
  currency: string;
  reference: string;
}
type FieldName = keyof TransferFields;
const FIELD_ORDER: readonly FieldName[] = ['sourceAccountId', 'destinationAccountId', 'amount', 'reference'];

export const EMPTY_TRANSFER: TransferFields = { sourceAccountId: '', destinationAccountId: '', amount: '', currency: '', reference: '' };

interface Props extends FormStep<TransferFields> {
  accounts: AccountsById;
  prepare: WriteActions<'transfers.prepare'>['prepare'];
}

/** The form's field that a main or schema error names ("amount.value" is "amount"; the currency comes with the source account). */
const fieldOf = fieldByHead<TransferFields>(FIELD_ORDER, { currency: 'sourceAccountId' });

/** The To account's hint: only the From account's currency is offered (main refuses any other too), or none is there to offer. */
function destinationHint(accounts: AccountsById, currency: string): string {
  if (currency === '') return 'One of your own accounts, in the From account’s currency: choose the From account first.';
  if (choosableAccounts(accounts, currency).length < 2) return `You have no other ${currency} account: a transfer moves money between two accounts in the same currency.`;
  return `One of your own ${currency} accounts: a transfer stays in the From account’s currency.`;
}

export function NewTransferForm({ accounts, initial, prepare, onPrepared, refusal }: Props) {
  const form = useWriteForm(transferFormSchema, initial);
  const { errors, isSubmitting } = form.formState;
  const [sourceId, amount, currency] = form.watch(['sourceAccountId', 'amount', 'currency']);
  const source = accounts.get(sourceId);

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, { prepare: (values) => prepare(values as IpcInput<'transfers.prepare'>), order: FIELD_ORDER, fieldOf, onPrepared, refusal });

  // The currency comes with the From account; a To account in another currency, or the From account itself, is no longer offered, so it is no longer chosen.
  const sourceField = form.register('sourceAccountId', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = accounts.get(event.target.value)?.currency ?? '';
      form.setValue('currency', chosen);
      const destination = accounts.get(form.getValues('destinationAccountId'));
      const notOffered = destination?.accountId === event.target.value || (chosen !== '' && destination?.currency !== chosen);
      if (destination !== undefined && notOffered) form.setValue('destinationAccountId', '');
    },
  });

  return (
    <form className="setup-form panel-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="New transfer">
      <AccountSelect
        id="transfer-source"
        label="From account"
        field={sourceField}
        accounts={accounts}
        hint={source === undefined ? 'The account the money leaves.' : balanceHint(source)}
        error={errors.sourceAccountId?.message ?? errors.currency?.message}
      />
      <AccountSelect
        id="transfer-destination"
        label="To account"
        field={form.register('destinationAccountId')}
        accounts={accounts}
        currency={currency === '' ? undefined : currency}
        excluding={sourceId}
        hint={destinationHint(accounts, currency)}
        error={errors.destinationAccountId?.message}
      />

      <TypedAmountField id="transfer-amount" field={form.register('amount')} typed={amount} currency={currency} error={errors.amount?.message} />

      <label htmlFor="transfer-reference">Reference (optional)</label>
      <input id="transfer-reference" type="text" dir="auto" autoComplete="off" aria-invalid={errors.reference !== undefined} aria-describedby={describedBy('transfer-reference', errors.reference !== undefined)} {...form.register('reference')} />
      <FieldHint id="transfer-reference">Shown on both accounts&apos; statements; up to 140 characters.</FieldHint>
      <FieldError id="transfer-reference" message={errors.reference?.message} />

      <PrepareActions formError={formError} preparing={isSubmitting} label="Review the transfer" />
    </form>
  );
}
