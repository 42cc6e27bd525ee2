// Step 1 of a new transfer: from which account (its cached balance and "as of"), to
// which, how much as people type it ("1,234.56", read back exactly in the currency's
// decimals), and a reference. Checked by the SHARED transfer form schema (the one main
// parses with) as the person leaves each field and on submit, focus on the first error;
// main's field errors land on the same fields. Nothing typed is ever cleared.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { readTypedAmount, transferFormSchema } from '../../../../shared/forms';
import { formatMinorUnits } from '../../../../shared/money';
import type { IpcInput } from '../../../lib/ipc-client';
import { formatMoneyText } from '../../../lib/format-money';
import { formatDateTime } from '../../../lib/format-time';
import { accountLabel, type AccountsById } from '../../components/account-names';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { placePrepareAnswer } from '../../components/forms/place-prepare-answer';
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
function fieldOf(name: string): FieldName | null {
  const head = name.split('.')[0] ?? '';
  if (head === 'currency') return 'sourceAccountId';
  return (FIELD_ORDER as readonly string[]).includes(head) ? (head as FieldName) : null;
}

export function NewTransferForm({ accounts, initial, prepare, onPrepared }: Props) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TransferFields>({
    resolver: zodResolver(transferFormSchema) as unknown as Resolver<TransferFields>,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [sourceId, amount, currency] = form.watch(['sourceAccountId', 'amount', 'currency']);
  const source = accounts.get(sourceId);
  const usable = [...accounts.values()].filter((account) => account.goneAt === null).sort((a, b) => accountLabel(accounts, a.accountId).localeCompare(accountLabel(accounts, b.accountId)));
  const read = amount.trim() === '' || currency === '' ? null : readTypedAmount(amount, currency, { kind: 'fiat' });

  const onSubmit = form.handleSubmit(async () => {
    setFormError(null);
    const values = form.getValues();
    const placed = placePrepareAnswer(form, await prepare(values as IpcInput<'transfers.prepare'>), FIELD_ORDER, fieldOf);
    if (placed.prepared !== null) onPrepared(placed.prepared, values);
    else setFormError(placed.formError);
  });

  const sourceField = form.register('sourceAccountId', {
    onChange: (event: { target: { value: string } }) => form.setValue('currency', accounts.get(event.target.value)?.currency ?? ''),
  });

  return (
    <form className="setup-form panel-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="New transfer">
      <label htmlFor="transfer-source">From account</label>
      <select id="transfer-source" aria-invalid={errors.sourceAccountId !== undefined} aria-describedby={describedBy('transfer-source', errors.sourceAccountId !== undefined)} {...sourceField}>
        <option value="">Choose an account…</option>
        {usable.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {accountLabel(accounts, account.accountId)}
          </option>
        ))}
      </select>
      <FieldHint id="transfer-source">
        {source === undefined
          ? 'The account the money leaves.'
          : source.balance === null || source.currency === null
            ? 'No balance is known for this account yet: sync to read it.'
            : `Balance ${formatMoneyText(source.balance, source.currency)}${source.asOf === null ? '' : `, as of ${formatDateTime(source.asOf)}`} (from the last sync).`}
      </FieldHint>
      <FieldError id="transfer-source" message={errors.sourceAccountId?.message ?? errors.currency?.message} />

      <label htmlFor="transfer-destination">To account</label>
      <select id="transfer-destination" aria-invalid={errors.destinationAccountId !== undefined} aria-describedby={describedBy('transfer-destination', errors.destinationAccountId !== undefined)} {...form.register('destinationAccountId')}>
        <option value="">Choose an account…</option>
        {usable.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {accountLabel(accounts, account.accountId)}
          </option>
        ))}
      </select>
      <FieldHint id="transfer-destination">One of your own accounts, in the same currency.</FieldHint>
      <FieldError id="transfer-destination" message={errors.destinationAccountId?.message} />

      <label htmlFor="transfer-amount">Amount{currency === '' ? '' : ` in ${currency}`}</label>
      <input id="transfer-amount" type="text" inputMode="decimal" autoComplete="off" spellCheck={false} aria-invalid={errors.amount !== undefined} aria-describedby={describedBy('transfer-amount', errors.amount !== undefined)} {...form.register('amount')} />
      <FieldHint id="transfer-amount">
        {read !== null && read.ok ? <output htmlFor="transfer-amount">Reads as {formatMinorUnits(read.minor, read.currency)} {read.currency}</output> : 'Type it as you would write it: 1,234.56 or 1234.5.'}
      </FieldHint>
      <FieldError id="transfer-amount" message={errors.amount?.message} />

      <label htmlFor="transfer-reference">Reference (optional)</label>
      <input id="transfer-reference" type="text" dir="auto" autoComplete="off" aria-invalid={errors.reference !== undefined} aria-describedby={describedBy('transfer-reference', errors.reference !== undefined)} {...form.register('reference')} />
      <FieldHint id="transfer-reference">Shown on both accounts&apos; statements; up to 140 characters.</FieldHint>
      <FieldError id="transfer-reference" message={errors.reference?.message} />

      <PrepareActions formError={formError} preparing={isSubmitting} label="Review the transfer" />
    </form>
  );
}
