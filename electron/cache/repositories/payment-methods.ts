// Payment methods (spec 2.9), a sub-resource of counterparties: each counterparty's
// methods are listed whole (one scope per counterparty); one the server stopped listing
// is kept (payments name it) and marked gone (gone-rows.ts).
import type { Database } from 'better-sqlite3';
import type { PaymentMethod } from '../../../shared/schemas';
import { createGoneRows, type GoneRows } from './gone-rows';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

/** A cached payment method and when it was found gone from its counterparty's list (null: still listed). */
export interface ListedPaymentMethod {
  readonly method: PaymentMethod;
  readonly goneAt: string | null;
}

export interface PaymentMethodsRepository extends ResourceRepository<PaymentMethod>, GoneRows {
  /** A counterparty's payment methods, oldest first (gone ones included). */
  forCounterparty(counterpartyId: string): PaymentMethod[];
  /** The same, each with its `goneAt`. */
  listedForCounterparty(counterpartyId: string): ListedPaymentMethod[];
}

/** `now`: the cache's clock, which times a row found gone. */
export function createPaymentMethodsRepository(db: Database, now: () => Date = () => new Date()): PaymentMethodsRepository {
  const base = createResourceRepository<PaymentMethod>(db, {
    table: 'payment_methods',
    label: 'payment method',
    createdAtRequired: true,
    tracksGone: true,
    columns: {
      counterparty_id: (m) => m.counterpartyId,
      type: (m) => m.type,
      status: (m) => m.status,
      currency: (m) => m.currency,
    },
  });
  const byCounterparty = db.prepare('SELECT json, gone_at FROM payment_methods WHERE counterparty_id = ? ORDER BY created_us, id');
  const listed = (id: string): ListedPaymentMethod[] =>
    (byCounterparty.all(id) as Array<{ json: string; gone_at: string | null }>).map((row) => ({ method: JSON.parse(row.json) as PaymentMethod, goneAt: row.gone_at }));
  return {
    ...base,
    ...createGoneRows(db, { table: 'payment_methods', scopeColumn: 'counterparty_id', now }),
    forCounterparty: (id) => [...parseJsonRows<PaymentMethod>(() => byCounterparty.iterate(id))],
    listedForCounterparty: listed,
  };
}
