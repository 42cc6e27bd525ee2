// Payments (spec 2.2), with the streaming read the CSV export uses.
import type { Database } from 'better-sqlite3';
import { TERMINAL_PAYMENT_STATUSES } from '../../../shared/schemas';
import type { Payment } from '../../../shared/schemas';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { WhereClause } from './sql-filters';
import { cachedStatement } from './statement-cache';

export interface PaymentFilters {
  /** Created at or after (inclusive): a date (UTC midnight) or an RFC 3339 date-time. */
  readonly from?: string;
  /** Created before (exclusive). */
  readonly to?: string;
  /** Undefined: any; an empty list matches nothing. */
  readonly statuses?: readonly string[];
  readonly rails?: readonly string[];
  /** Source accounts. */
  readonly accountIds?: readonly string[];
}

export interface PaymentsRepository extends ResourceRepository<Payment> {
  /** Payments matching the filters, oldest first by (createdAt, id), read one at a time. */
  iteratePayments(filters?: PaymentFilters): IterableIterator<Payment>;
  /** Ids of payments not in a terminal state (to refresh them by id), oldest first. */
  nonTerminalIds(): string[];
}

/** The streaming read on any connection (the export runs it on a read snapshot). */
export function iteratePayments(db: Database, filters: PaymentFilters = {}): IterableIterator<Payment> {
  const where = new WhereClause()
    .addTimeRange('created_us', filters.from, filters.to)
    .addIn('status', filters.statuses, 'statuses')
    .addIn('rail', filters.rails, 'rails')
    .addIn('source_account_id', filters.accountIds, 'accountIds');
  const sql = `SELECT json FROM payments INDEXED BY payments_by_time WHERE ${where.sql()} ORDER BY created_us, id`;
  return parseJsonRows<Payment>(() => cachedStatement(db, sql).iterate(where.params));
}

export function createPaymentsRepository(db: Database): PaymentsRepository {
  const base = createResourceRepository<Payment>(db, {
    table: 'payments',
    label: 'payment',
    createdAtRequired: true,
    columns: {
      status: (p) => p.status,
      rail: (p) => p.rail,
      source_account_id: (p) => p.sourceAccountId ?? null,
      counterparty_id: (p) => p.counterpartyId ?? null,
    },
  });
  const terminal = TERMINAL_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ');
  const open = db.prepare(`SELECT id FROM payments WHERE status NOT IN (${terminal}) ORDER BY created_us, id`).pluck();
  return {
    ...base,
    iteratePayments: (filters) => iteratePayments(db, filters),
    nonTerminalIds: () => open.all() as string[],
  };
}
