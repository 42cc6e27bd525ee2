// Payment methods (spec 2.9), a sub-resource of counterparties.
import type { Database } from 'better-sqlite3';
import type { PaymentMethod } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';

export interface PaymentMethodsRepository extends ResourceRepository<PaymentMethod> {
  /** A counterparty's payment methods, oldest first. */
  forCounterparty(counterpartyId: string): PaymentMethod[];
}

export function createPaymentMethodsRepository(db: Database): PaymentMethodsRepository {
  const base = createResourceRepository<PaymentMethod>(db, {
    table: 'payment_methods',
    label: 'payment method',
    createdAtRequired: true,
    columns: {
      counterparty_id: (m) => m.counterpartyId,
      type: (m) => m.type,
      status: (m) => m.status,
      currency: (m) => m.currency,
    },
  });
  const byCounterparty = db.prepare('SELECT json FROM payment_methods WHERE counterparty_id = ? ORDER BY created_us, id');
  return { ...base, forCounterparty: (id) => [...parseJsonRows<PaymentMethod>(() => byCounterparty.iterate(id))] };
}
