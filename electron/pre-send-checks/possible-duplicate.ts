// possible_duplicate: a payment of the same amount to the same counterparty was made in
// the last 24 hours (from the cached payments; canceled and failed ones do not count).
import type { Check, CheckContext, MinorAmount } from './check-types';
import { ageText, amountText, isolatedLine, timeText } from './check-text';
import { countsAsPaid, sameAmount } from './payment-history';

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface DuplicateQuestion {
  readonly counterpartyId: string;
  readonly counterpartyName: string;
  /** The amount sent; a payment that fixes what is received is compared on its receive side. */
  readonly amount: MinorAmount;
  readonly side: 'send' | 'receive';
}

export function possibleDuplicateCheck(question: DuplicateQuestion, ctx: Pick<CheckContext, 'cache' | 'now' | 'timeZone'>): Check | undefined {
  const from = new Date(ctx.now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  for (const payment of ctx.cache.payments.iteratePayments({ from })) {
    if (payment.counterpartyId !== question.counterpartyId || !countsAsPaid(payment)) continue;
    const money = question.side === 'send' ? payment.sendAmount : payment.receiveAmount;
    if (!sameAmount(money, question.amount)) continue;
    return {
      code: 'possible_duplicate',
      severity: 'warning',
      message:
        `${amountText(question.amount)} was already paid to ${isolatedLine(question.counterpartyName)} ${ageText(payment.createdAt, ctx.now)} ` +
        `(${payment.id}, ${payment.status}, created ${timeText(payment.createdAt, ctx)}). Make sure this is not the same payment twice.`,
    };
  }
  return undefined;
}
