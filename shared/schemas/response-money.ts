// Money in responses, bounded: shared/money reads both response forms into Money; these
// add what a resource's field means. An amount sent, received, charged or totalled is a
// magnitude (spec 2.2 to 2.5: the direction is the resource's, never the sign's), so a
// negative one is refused; an account balance may be overdrawn, so it keeps its sign.
// Either way the whole part has at most MAX_WHOLE_DIGITS digits.
import type { z } from 'zod';
import { MAX_WHOLE_DIGITS } from '../formats';
import { responseMoneySchema, type Money } from '../money';

function checkMoney(money: Money, ctx: z.core.$RefinementCtx<Money>, magnitude: boolean): void {
  const negative = money.value.startsWith('-');
  const digits = negative ? money.value.length - 1 : money.value.length;
  if (digits > MAX_WHOLE_DIGITS + money.exponent) {
    ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_WHOLE_DIGITS} digits before the decimal point`, input: money });
  }
  if (magnitude && negative) {
    ctx.addIssue({ code: 'custom', message: 'must not be negative: this amount is a magnitude', input: money });
  }
}

/** An amount that is a magnitude (sendAmount, receiveAmount, fees, totals, a transfer's or collection's amount): zero or more. */
export const moneyMagnitudeSchema = responseMoneySchema.superRefine((money, ctx) => checkMoney(money, ctx, true));

/** An amount that may be negative (an account's balance). */
export const signedMoneySchema = responseMoneySchema.superRefine((money, ctx) => checkMoney(money, ctx, false));
