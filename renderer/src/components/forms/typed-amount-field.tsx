// The amount of a write as people type it ("1,234.56"), its label saying the currency,
// read back exactly in that currency's decimals in the hint ("Reads as 1,234.50 USD"), or
// how to type it while it cannot be read; registered with react-hook-form, its hint and
// error tied to it by aria-describedby. Nothing here turns it into a number: main reads
// the same text with the same rule (shared/forms readTypedAmount).
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { readTypedAmount } from '../../../../shared/forms';
import { formatMinorUnits } from '../../../../shared/money';
import { describedBy, FieldError, FieldHint } from './field-message';

interface Props {
  id: string;
  /** "Amount", "Amount received": " in USD" is added once the currency is known. */
  label?: string;
  field: UseFormRegisterReturn;
  /** What is typed now (the form's watched value). */
  typed: string;
  /** '' while no account (and so no currency) is chosen. */
  currency: string;
  kind?: 'fiat' | 'crypto';
  error: string | undefined;
  /** Said after the read-back in the hint (the balance available). */
  after?: ReactNode;
}

export function TypedAmountField({ id, label = 'Amount', field, typed, currency, kind = 'fiat', error, after }: Props) {
  const read = typed.trim() === '' || currency === '' ? null : readTypedAmount(typed, currency, { kind });
  return (
    <>
      <label htmlFor={id}>{label}{currency === '' ? '' : ` in ${currency}`}</label>
      <input id={id} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} aria-invalid={error !== undefined} aria-describedby={describedBy(id, error !== undefined)} {...field} />
      <FieldHint id={id}>
        {read !== null && read.ok ? <><output htmlFor={id}>Reads as {formatMinorUnits(read.minor, read.currency)} {read.currency}</output>.</> : 'Type it as you would write it: 1,234.56 or 1234.5.'}
        {after}
      </FieldHint>
      <FieldError id={id} message={error} />
    </>
  );
}
