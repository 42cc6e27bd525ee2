// How long a payment takes to settle on each rail once the provider has it, in words that
// follow "settles": the one table of it, read by the new payment's rail choice and by the
// outcome's "Next" row (what happens after a payment, a collection or a transfer is made).
// The same-day ACH cut-off itself is shared/ach-cutoff.ts.
import { SAME_DAY_ACH_CUTOFF, clockText, isAfterSameDayAchCutoff, isNewYorkWeekend } from './ach-cutoff';
import type { Rail } from './schemas/enums';

export const RAIL_SETTLEMENT: Readonly<Record<Rail, string>> = {
  ach: 'the next business day',
  fedwire: 'the same day, usually within the hour',
  swift: 'in 1-5 business days, depending on the banks on the way',
  crypto: 'in minutes, once the network confirms it',
  open: 'at once',
};

const CUTOFF_TEXT = `${clockText(SAME_DAY_ACH_CUTOFF.hour, SAME_DAY_ACH_CUTOFF.minute)} Eastern cut-off`;

/** A same-day ACH payment not sent yet: today when sent before the cut-off (about 2:45 PM Eastern). */
export const SAME_DAY_ACH_SETTLEMENT = `the same day if sent before the ${CUTOFF_TEXT}, otherwise the next business day`;

const SENT_ON_A_WEEKEND = 'the next business day (it was sent on a weekend)';

/** A same-day ACH payment the server accepted at `sentAt`: what WILL happen, from that time (a weekend is not a business day). */
export function sameDayAchSettlementAt(sentAt: Date): string {
  if (isNewYorkWeekend(sentAt)) return SENT_ON_A_WEEKEND;
  return isAfterSameDayAchCutoff(sentAt) ? `the next business day (it was sent after today's ${CUTOFF_TEXT})` : `today (it was sent before the ${CUTOFF_TEXT})`;
}

/** A transfer between the organization's own accounts (a book transfer). */
export const BOOK_TRANSFER_SETTLEMENT = 'at once';

/** What the write settles by: its rail (and ACH type), or a transfer between own accounts. */
export type SettlementOf = { readonly rail: Rail; readonly achType?: string | undefined } | { readonly transfer: true };

/** "the next business day", "at once": the words that follow "settles"; `sentAt`, when the server accepted it, makes a same-day ACH's words exact. */
export function settlementText(of: SettlementOf, sentAt?: Date): string {
  if ('transfer' in of) return BOOK_TRANSFER_SETTLEMENT;
  // Fedwire, like ACH, settles on business days only.
  if (of.rail === 'fedwire' && sentAt !== undefined && isNewYorkWeekend(sentAt)) return SENT_ON_A_WEEKEND;
  if (of.rail !== 'ach' || of.achType !== 'same_day') return RAIL_SETTLEMENT[of.rail];
  return sentAt === undefined ? SAME_DAY_ACH_SETTLEMENT : sameDayAchSettlementAt(sentAt);
}
