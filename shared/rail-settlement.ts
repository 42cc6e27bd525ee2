// How long a payment takes to settle on each rail once the provider has it, in words that
// follow "settles": the one table of it, read by the new payment's rail choice and by the
// outcome's "Next" row (what happens after a payment, a collection or a transfer is made).
// The same-day ACH cut-off itself is shared/ach-cutoff.ts.
import { SAME_DAY_ACH_CUTOFF, clockText } from './ach-cutoff';
import type { Rail } from './schemas/enums';

export const RAIL_SETTLEMENT: Readonly<Record<Rail, string>> = {
  ach: 'the next business day',
  fedwire: 'the same day, usually within the hour',
  swift: 'in 1-5 business days, depending on the banks on the way',
  crypto: 'in minutes, once the network confirms it',
  open: 'at once',
};

/** A same-day ACH payment: today when sent before the cut-off (about 2:45 PM Eastern). */
export const SAME_DAY_ACH_SETTLEMENT = `the same day if sent before the ${clockText(SAME_DAY_ACH_CUTOFF.hour, SAME_DAY_ACH_CUTOFF.minute)} Eastern cut-off, otherwise the next business day`;

/** A transfer between the organization's own accounts (a book transfer). */
export const BOOK_TRANSFER_SETTLEMENT = 'at once';

/** What the write settles by: its rail (and ACH type), or a transfer between own accounts. */
export type SettlementOf = { readonly rail: Rail; readonly achType?: string | undefined } | { readonly transfer: true };

/** "the next business day", "at once": the words that follow "settles". */
export function settlementText(of: SettlementOf): string {
  if ('transfer' in of) return BOOK_TRANSFER_SETTLEMENT;
  return of.rail === 'ach' && of.achType === 'same_day' ? SAME_DAY_ACH_SETTLEMENT : RAIL_SETTLEMENT[of.rail];
}
