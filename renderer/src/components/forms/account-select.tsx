// The one way a write's form asks for one of the organisation's accounts: a <select> of
// the accounts still at the server (those gone from it are left out), each named as the
// lists name it ("Operating (USD)"), sorted by that name, optionally only those of one
// currency (or those a rail can use), optionally without one account (a transfer's To
// list leaves out its From account); registered with react-hook-form, its label, hint
// and error tied to it by aria-describedby as every field is. Its hint usually says the
// chosen account's cached balance (`balanceHint`).
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatMoneyText } from '../../../lib/format-money';
import { formatDateTime } from '../../../lib/format-time';
import type { AccountBalance } from '../../queries/balance-queries';
import { accountLabel, type AccountsById } from '../account-names';
import { describedBy, FieldError, FieldHint } from './field-message';

/** Which accounts are offered: those in this currency, or those whose currency this accepts. */
export type CurrencyFilter = string | ((currency: string) => boolean);

interface Props {
  /** The select's element id; its hint and error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  /** What `form.register(name, …)` answered. */
  field: UseFormRegisterReturn;
  accounts: AccountsById;
  currency?: CurrencyFilter | undefined;
  /** An account not offered here: the one already chosen in another select of the form (a transfer's From). */
  excluding?: string | undefined;
  hint: ReactNode;
  error: string | undefined;
  /** The first option, chosen while nothing is: "Choose an account…". */
  placeholder?: string;
}

/** The accounts a select offers: at the server, in the currency asked for, sorted by their shown label. */
export function choosableAccounts(accounts: AccountsById, currency?: CurrencyFilter): AccountBalance[] {
  const fits = (account: AccountBalance) => {
    if (currency === undefined) return true;
    if (account.currency === null) return false;
    return typeof currency === 'string' ? account.currency === currency : currency(account.currency);
  };
  return [...accounts.values()]
    .filter((account) => account.goneAt === null && fits(account))
    .map((account) => ({ account, label: accountLabel(accounts, account.accountId) }))
    .sort((a, b) => a.label.localeCompare(b.label))
    .map(({ account }) => account);
}

/** "Balance 5,000.00 USD, as of …, (from the last sync)", or what to do when none is known. */
export function balanceHint(account: AccountBalance): string {
  if (account.balance === null || account.currency === null) return 'No balance is known for this account yet: sync to read it.';
  return `Balance ${formatMoneyText(account.balance, account.currency)}${account.asOf === null ? '' : `, as of ${formatDateTime(account.asOf)}`} (from the last sync).`;
}

export function AccountSelect({ id, label, field, accounts, currency, excluding, hint, error, placeholder = 'Choose an account…' }: Props) {
  const offered = choosableAccounts(accounts, currency).filter((account) => account.accountId !== excluding);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error !== undefined} aria-describedby={describedBy(id, error !== undefined)} {...field}>
        <option value="">{placeholder}</option>
        {offered.map((account) => (
          <option key={account.accountId} value={account.accountId}>
            {accountLabel(accounts, account.accountId)}
          </option>
        ))}
      </select>
      <FieldHint id={id}>{hint}</FieldHint>
      <FieldError id={id} message={error} />
    </>
  );
}
