// ACH's own fields: standard (next business day) or same day, with today's same-day
// cut-off in Eastern time and in the person's time zone (the rule main's check and review
// use: shared/ach-cutoff.ts), and the SEC code, left to fit the counterparty by default
// (short options, the chosen one's full meaning in its hint).
import type { UseFormReturn } from 'react-hook-form';
import { clockText, newYorkTime, newYorkWeekdayName, sameDayAchCutoffOn, sameDayAchMissed } from '../../../../shared/ach-cutoff';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { useNow } from '../../components/use-now';
import type { PaymentFields } from './new-payment-fields';

const localClock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** Today's same-day cut-off in New York and in the person's zone, and whether it has passed. */
export function cutoffText(now: Date): string {
  const missed = sameDayAchMissed(now);
  const cutoff = sameDayAchCutoffOn(now);
  const eastern = newYorkTime(cutoff);
  const when = `${clockText(eastern.hour, eastern.minute)} ${eastern.zone} in New York, ${localClock.format(cutoff)} your time`;
  if (missed === 'weekend') {
    return `It is ${newYorkWeekdayName(now)} in New York, and no ACH settles on a weekend: a payment sent now settles the next business day, same day or standard (same day may still cost its higher fee). On business days the same-day cut-off is ${when}.`;
  }
  return missed === 'after_cutoff'
    ? `Today's same-day cut-off has passed (${when}): a same-day payment sent now settles the next business day.`
    : `Same-day cut-off today: ${when}. Sent before it, a same-day payment settles today; standard settles the next business day.`;
}

/** The SEC codes as short options (they fit the side panel at its narrowest), each with its full meaning for the hint. */
const SEC_CODES: readonly { value: string; option: string; meaning: string }[] = [
  { value: '', option: 'Fits the counterparty', meaning: 'The one that fits the counterparty: CCD for a business, PPD for a person.' },
  { value: 'CCD', option: 'CCD: a business', meaning: 'CCD: to a business account.' },
  { value: 'PPD', option: 'PPD: a person', meaning: 'PPD: to a person, who arranged it in advance (in writing).' },
  { value: 'WEB', option: 'WEB: a person, online', meaning: 'WEB: to a person, who authorized it online.' },
];

/** The chosen SEC code's full meaning, then what an SEC code is. */
export function secCodeHint(chosen: string | undefined): string {
  const meaning = (SEC_CODES.find((code) => code.value === (chosen ?? '')) ?? SEC_CODES[0])?.meaning ?? '';
  return `${meaning} The SEC code says how the payment was authorized, as the ACH network names it.`;
}

export function NewPaymentAchFields({ form }: { form: UseFormReturn<PaymentFields> }) {
  const { errors } = form.formState;
  const now = useNow(30_000);
  const secCode = form.watch('secCode');
  return (
    <>
      <fieldset className="choice-group" aria-describedby={describedBy('payment-ach-type', errors.achType !== undefined)}>
        <legend>ACH speed</legend>
        <label className="choice-label">
          <input type="radio" value="standard" aria-invalid={errors.achType !== undefined} {...form.register('achType')} /> Standard: settles the next business day
        </label>
        <label className="choice-label">
          <input type="radio" value="same_day" aria-invalid={errors.achType !== undefined} {...form.register('achType')} /> Same day: settles today if sent before the cut-off (a higher fee)
        </label>
        <FieldHint id="payment-ach-type">{cutoffText(new Date(now))}</FieldHint>
        <FieldError id="payment-ach-type" message={errors.achType?.message} />
      </fieldset>

      <label htmlFor="payment-sec-code">SEC code</label>
      <select id="payment-sec-code" aria-invalid={errors.secCode !== undefined} aria-describedby={describedBy('payment-sec-code', errors.secCode !== undefined)} {...form.register('secCode')}>
        {SEC_CODES.map((code) => (
          <option key={code.value} value={code.value}>
            {code.option}
          </option>
        ))}
      </select>
      <FieldHint id="payment-sec-code">{secCodeHint(secCode)}</FieldHint>
      <FieldError id="payment-sec-code" message={errors.secCode?.message} />
    </>
  );
}
