// Step 1 of a new account number: the account it is for (the one chosen in Balances) and
// the kind of number payers will use: a US ACH number or a US Fedwire number. Checked by
// the SHARED account-number form schema (the one main parses with); main's field errors
// land on the same fields.
import { accountNumberFormSchema } from '../../../../shared/forms';
import type { IpcInput } from '../../../lib/ipc-client';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { fieldByHead, usePrepareSubmit } from '../../components/forms/use-prepare-submit';
import { useWriteForm } from '../../components/forms/use-write-form';
import type { WriteActions } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';
import { PrepareActions } from '../../components/forms/prepare-actions';

export interface AccountNumberFields {
  accountId: string;
  type: 'us_ach' | 'us_fedwire';
}
type FieldName = keyof AccountNumberFields;
const FIELD_ORDER: readonly FieldName[] = ['accountId', 'type'];

export const ACCOUNT_NUMBER_KINDS: readonly { value: AccountNumberFields['type']; label: string; hint: string }[] = [
  { value: 'us_ach', label: 'US ACH account number', hint: 'For ACH credits from US banks (next day or same day).' },
  { value: 'us_fedwire', label: 'US Fedwire account number', hint: 'For Fedwire transfers from US banks (same day, higher value).' },
];

interface Props extends FormStep<AccountNumberFields> {
  accountName: string;
  prepare: WriteActions<'accountNumbers.prepare'>['prepare'];
}

const fieldOf = fieldByHead<AccountNumberFields>(FIELD_ORDER);

export function NewAccountNumberForm({ accountName, initial, prepare, onPrepared, refusal }: Props) {
  const form = useWriteForm(accountNumberFormSchema, initial);
  const { errors, isSubmitting } = form.formState;

  const { formRef, onSubmit, formError } = usePrepareSubmit(form, { prepare: (values) => prepare(values as IpcInput<'accountNumbers.prepare'>), order: FIELD_ORDER, fieldOf, onPrepared, refusal });

  return (
    <form className="setup-form panel-form" ref={formRef} onSubmit={onSubmit} noValidate aria-label="New account number">
      <label htmlFor="account-number-account">Account</label>
      <input id="account-number-account" type="text" readOnly dir="auto" value={accountName} aria-invalid={errors.accountId !== undefined} aria-describedby={describedBy('account-number-account', errors.accountId !== undefined)} />
      <FieldHint id="account-number-account">Payers who use the new number send money into this account.</FieldHint>
      <FieldError id="account-number-account" message={errors.accountId?.message} />

      <fieldset className="choice-group" aria-describedby={describedBy('account-number-type', errors.type !== undefined)}>
        <legend>Kind of account number</legend>
        {ACCOUNT_NUMBER_KINDS.map((kind) => (
          <label key={kind.value} className="choice-label">
            <input type="radio" value={kind.value} {...form.register('type')} />
            <span>
              <strong>{kind.label}</strong> <span className="choice-hint">{kind.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <FieldHint id="account-number-type">The routing number and the number&apos;s last four digits appear under Deposit instructions once it is made.</FieldHint>
      <FieldError id="account-number-type" message={errors.type === undefined ? undefined : 'Choose ACH or Fedwire.'} />

      <PrepareActions formError={formError} preparing={isSubmitting} label="Review the account number" />
    </form>
  );
}
