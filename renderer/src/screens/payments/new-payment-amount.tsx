// What leaves which account: the source account (only those the rail can pay from) with its
// cached balance and "as of", and the amount as people type it, read back exactly in the
// currency's decimals. For SWIFT the amount may be what the recipient receives instead.
import type { UseFormReturn } from 'react-hook-form';
import type { PaymentRail } from '../../../../shared/forms';
import { isCryptoAsset } from '../../../../shared/money';
import { formatMoneyText } from '../../../lib/format-money';
import { formatDateTime } from '../../../lib/format-time';
import type { AccountsById } from '../../components/account-names';
import { AccountSelect, balanceHint } from '../../components/forms/account-select';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { TypedAmountField } from '../../components/forms/typed-amount-field';
import type { AccountBalance } from '../../queries/balance-queries';
import type { PaymentFields } from './new-payment-fields';

/** Whether the rail can pay from an account of this currency (ACH and Fedwire move dollars; crypto moves stablecoins). */
function canPayFrom(rail: PaymentRail, currency: string): boolean {
  if (rail === 'ach' || rail === 'fedwire') return currency === 'USD';
  if (rail === 'crypto') return isCryptoAsset(currency);
  return !isCryptoAsset(currency);
}

function sourceHint(source: AccountBalance | undefined, rail: PaymentRail): string {
  if (source !== undefined) return balanceHint(source);
  return rail === 'ach' || rail === 'fedwire' ? 'The account the money leaves: a US dollar account.' : 'The account the money leaves.';
}

export function NewPaymentAmount({ form, rail, accounts }: { form: UseFormReturn<PaymentFields>; rail: PaymentRail; accounts: AccountsById }) {
  const { errors } = form.formState;
  const [sourceId, amount, currency, amountSide] = form.watch(['sourceAccountId', 'amount', 'currency', 'amountSide']);
  const source = accounts.get(sourceId);
  const receiving = rail === 'swift' && amountSide === 'receive';
  return (
    <>
      <AccountSelect
        id="payment-source"
        label="From account"
        field={form.register('sourceAccountId')}
        accounts={accounts}
        currency={(currency) => canPayFrom(rail, currency)}
        hint={sourceHint(source, rail)}
        error={errors.sourceAccountId?.message ?? errors.currency?.message}
      />

      {rail === 'swift' && (
        <fieldset className="choice-group" aria-describedby={describedBy('payment-amount-side', errors.amountSide !== undefined)}>
          <legend>The amount typed is</legend>
          <label className="choice-label">
            <input type="radio" value="send" aria-invalid={errors.amountSide !== undefined} {...form.register('amountSide')} /> What leaves your account
          </label>
          <label className="choice-label">
            <input type="radio" value="receive" aria-invalid={errors.amountSide !== undefined} {...form.register('amountSide')} /> What the recipient receives, in their currency
          </label>
          <FieldHint id="payment-amount-side">A received amount is converted at a locked quote or at market, and its charges are shared.</FieldHint>
          <FieldError id="payment-amount-side" message={errors.amountSide?.message} />
        </fieldset>
      )}

      <TypedAmountField
        id="payment-amount"
        label={receiving ? 'Amount received' : 'Amount'}
        field={form.register('amount')}
        typed={amount}
        currency={currency}
        kind={rail === 'crypto' ? 'crypto' : 'fiat'}
        error={errors.amount?.message}
        after={source?.balance !== null && source?.balance !== undefined && source.currency !== null && !receiving ? ` Available: ${formatMoneyText(source.balance, source.currency)}${source.asOf === null ? '' : ` as of ${formatDateTime(source.asOf)}`}.` : ''}
      />
    </>
  );
}
