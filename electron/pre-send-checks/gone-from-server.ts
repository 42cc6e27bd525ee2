// gone_from_server: the account, counterparty or payment method of a write is no longer
// on the server. A complete sync of its list no longer had it (cache gone-rows.ts): the
// app keeps it for history but never sends money to or from it. A block, checked again
// at confirmation, so a sync that finds it gone between review and confirm still stops
// the write. The message says which record and what to do instead.
import type { Account, Counterparty, PaymentMethod } from '../../shared/schemas';
import type { Check, CheckContext } from './check-types';
import { isolatedLine, timeText } from './check-text';
import { describePaymentMethod } from './payment-method-recently-added';

export interface GoneQuestion {
  /** The account money leaves (a payment, a transfer) or arrives in (a collection, a transfer's destination). */
  readonly accounts?: readonly Account[];
  readonly counterparty?: Pick<Counterparty, 'id' | 'name'>;
  /** Its counterparty is checked too when `counterparty` is not given. */
  readonly method?: PaymentMethod;
}

const since = (goneAt: string, ctx: Pick<CheckContext, 'timeZone'>): string => `no longer on the server (gone since ${timeText(goneAt, ctx)})`;

export function goneFromServerCheck(question: GoneQuestion, ctx: Pick<CheckContext, 'cache' | 'timeZone'>): Check | undefined {
  const { cache } = ctx;
  const problems: string[] = [];
  for (const account of question.accounts ?? []) {
    const goneAt = cache.accounts.goneAt(account.id);
    if (goneAt) problems.push(`The account ${isolatedLine(account.name)} (${account.id}) is ${since(goneAt, ctx)}: choose another account, or sync to check again.`);
  }
  const counterpartyId = question.counterparty?.id ?? question.method?.counterpartyId;
  const counterpartyGoneAt = counterpartyId === undefined ? undefined : cache.counterparties.goneAt(counterpartyId);
  if (counterpartyGoneAt) {
    const name = question.counterparty === undefined ? counterpartyId : `${isolatedLine(question.counterparty.name)} (${counterpartyId})`;
    problems.push(`The counterparty ${name} is ${since(counterpartyGoneAt, ctx)}: choose another counterparty, or sync to check again.`);
  }
  const method = question.method;
  const methodGoneAt = method === undefined ? undefined : cache.paymentMethods.goneAt(method.id);
  if (method !== undefined && methodGoneAt) {
    problems.push(`The payment method (${describePaymentMethod(method)}, ${method.id}) is ${since(methodGoneAt, ctx)}: choose another payment method or add a new one, or sync to check again.`);
  }
  if (problems.length === 0) return undefined;
  return { code: 'gone_from_server', severity: 'block', message: problems.join(' ') };
}
