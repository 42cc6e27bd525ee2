// Finds what a person chose (accounts, counterparties, payment methods, payments) in
// the offline cache, and, when it is not there and an API client was given, reads it
// by id from the server and keeps it in the cache. Every miss becomes a sentence that
// says what to do.
import { PaymentsApiError } from '../api/api-errors';
import type { PaymentsApi } from '../api/operations';
import type { Cache } from '../cache';
import { idPattern, isId } from '../../shared/ids';
import type { Account, Counterparty, Payment, PaymentMethod } from '../../shared/schemas';
import { isolatedLine, oneLine } from '../pre-send-checks';
import { cutText } from './summary-text';

/** The reads by id a lookup may fall back to (all optional: an offline app passes none). */
export type LookupApi = Partial<Pick<PaymentsApi, 'getAccount' | 'getCounterparty' | 'getPaymentMethod' | 'getPayment'>>;

export type WriteFlowCache = Pick<Cache, 'accounts' | 'counterparties' | 'paymentMethods' | 'payments' | 'collections' | 'transfers' | 'ledgerTransactions'>;

export type Lookup<T> = { ok: true; value: T } | { ok: false; message: string };

const WHAT: Record<'account' | 'counterparty' | 'paymentMethod' | 'payment', { noun: string; prefix: string }> = {
  account: { noun: 'an account', prefix: 'acc_' },
  counterparty: { noun: 'a counterparty', prefix: 'cpt_' },
  paymentMethod: { noun: 'a payment method', prefix: 'pm_' },
  payment: { noun: 'a payment', prefix: 'pmt_' },
};

export interface Lookups {
  account(id: unknown): Promise<Lookup<Account>>;
  counterparty(id: unknown): Promise<Lookup<Counterparty>>;
  /** `counterpartyId` lets the server be asked when the method is not cached. */
  paymentMethod(id: unknown, counterpartyId?: string): Promise<Lookup<PaymentMethod>>;
  /** Cache first; with `fresh`, the server's current state when it can be read. */
  payment(id: unknown, options?: { fresh?: boolean }): Promise<Lookup<Payment>>;
}

export function createLookups(cache: WriteFlowCache, api: LookupApi | undefined): Lookups {
  async function find<T>(
    kind: keyof typeof WHAT,
    id: unknown,
    cached: (id: string) => T | undefined,
    read: ((id: string) => Promise<{ data: T }>) | undefined,
    keep: (item: T) => void,
    fresh = false,
  ): Promise<Lookup<T>> {
    const { noun, prefix } = WHAT[kind];
    if (typeof id !== 'string' || id === '') return { ok: false, message: `Choose ${noun}.` };
    if (!idPattern(kind).test(id)) return { ok: false, message: `"${isolatedLine(cutText(oneLine(id), 40))}" is not ${noun} id (${prefix}…): choose one from the list.` };
    const inCache = cached(id);
    if (inCache !== undefined && !(fresh && read !== undefined)) return { ok: true, value: inCache };
    if (read === undefined) {
      return { ok: false, message: `${id} is not in this app's records: sync, then choose ${noun} from the list.` };
    }
    try {
      const { data } = await read(id);
      keep(data);
      return { ok: true, value: data };
    } catch (error) {
      if (inCache !== undefined) return { ok: true, value: inCache };
      if (error instanceof PaymentsApiError && error.status === 404 && error.code === 'resource_not_found') {
        return { ok: false, message: `${id} does not exist on the server: choose ${noun} from the list.` };
      }
      return { ok: false, message: `${id} is not in this app's records and the server could not be asked (${error instanceof Error ? error.message : 'unknown error'}).` };
    }
  }

  return {
    account: (id) => find('account', id, (i) => cache.accounts.get(i), api?.getAccount, (a) => cache.accounts.upsertMany([a])),
    counterparty: (id) => find('counterparty', id, (i) => cache.counterparties.get(i), api?.getCounterparty, (c) => cache.counterparties.upsertMany([c])),
    paymentMethod: (id, counterpartyId) => {
      const get = api?.getPaymentMethod;
      const read = get !== undefined && counterpartyId !== undefined && isId('counterparty', counterpartyId) ? (i: string) => get(counterpartyId, i) : undefined;
      return find('paymentMethod', id, (i) => cache.paymentMethods.get(i), read, (m) => cache.paymentMethods.upsertMany([m]));
    },
    payment: (id, options = {}) => find('payment', id, (i) => cache.payments.get(i), api?.getPayment, (p) => cache.payments.upsertMany([p]), options.fresh === true),
  };
}
