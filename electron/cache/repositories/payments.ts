// Payments (spec 2.2), with the streaming read the CSV export uses.
import type { Database } from 'better-sqlite3';
import { TERMINAL_PAYMENT_STATUSES } from '../../../shared/schemas';
import type { Payment } from '../../../shared/schemas';
import { addAfterCursor, addSearch, checkedLimit, toPage } from './keyset-page';
import type { ListPage, PageQuery } from './keyset-page';
import { createResourceRepository, parseJsonRows } from './resource-table';
import type { ResourceRepository } from './resource-table';
import { WhereClause } from './sql-filters';
import { cachedStatement } from '../../sqlite/statement-cache';
import { createStatusHistory } from './status-history';
import type { StatusStep } from './status-history';

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

/** What the Payments screen lists and its export writes: the filters and a text search. */
export interface PaymentViewQuery extends PaymentFilters {
  /** Text in the reference, the counterparty's cached name, or the id (ASCII case-insensitive). */
  readonly search?: string;
}

export interface PaymentListQuery extends PaymentViewQuery, PageQuery {}

/** A payment with its counterparty's name, when the counterparty is cached. */
export interface ListedPayment {
  readonly payment: Payment;
  readonly counterpartyName: string | null;
}

/** A listed payment with its source account's name too (for the export), when the account is cached. */
export interface NamedPayment extends ListedPayment {
  readonly accountName: string | null;
}

export interface PaymentsRepository extends ResourceRepository<Payment> {
  /** Payments matching the filters, oldest first by (createdAt, id), read one at a time. */
  iteratePayments(filters?: PaymentFilters): IterableIterator<Payment>;
  /** One page of payments, newest first by (createdAt, id), by keyset. */
  listPayments(query: PaymentListQuery): ListPage<ListedPayment>;
  /** Ids of payments not in a terminal state (to refresh them by id), oldest first. */
  nonTerminalIds(): string[];
  /** The statuses a payment went through as this app observed them, oldest first (status-history.ts). */
  timeline(id: string): StatusStep[];
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

/** The view's terms on `payments AS p LEFT JOIN counterparties AS c`: one copy for the list and the export. */
function paymentViewWhere(query: PaymentViewQuery): WhereClause {
  const where = new WhereClause()
    .addTimeRange('p.created_us', query.from, query.to)
    .addIn('p.status', query.statuses, 'statuses')
    .addIn('p.rail', query.rails, 'rails')
    .addIn('p.source_account_id', query.accountIds, 'accountIds');
  return addSearch(where, query.search, ["json_extract(p.json, '$.reference')", 'c.name', 'p.id']);
}

/** The payments of a view (the rows listPayments pages through), oldest first by (createdAt, id), with their names. */
export function iterateNamedPayments(db: Database, query: PaymentViewQuery = {}): IterableIterator<NamedPayment> {
  const where = paymentViewWhere(query);
  const sql = `SELECT p.json AS json, c.name AS counterparty_name, a.name AS account_name
    FROM payments AS p LEFT JOIN counterparties AS c ON c.id = p.counterparty_id LEFT JOIN accounts AS a ON a.id = p.source_account_id
    WHERE ${where.sql()} ORDER BY p.created_us, p.id`;
  return (function* () {
    for (const raw of cachedStatement(db, sql).iterate(where.params)) {
      const row = raw as { json: string; counterparty_name: string | null; account_name: string | null };
      yield { payment: JSON.parse(row.json) as Payment, counterpartyName: row.counterparty_name, accountName: row.account_name };
    }
  })();
}

interface ListedRow {
  sort_key: number;
  id: string;
  json: string;
  counterparty_name: string | null;
}

/** A page of payments, newest first, joined to the counterparty's name for display and search. */
export function listPayments(db: Database, query: PaymentListQuery): ListPage<ListedPayment> {
  const limit = checkedLimit(query.limit);
  const where = paymentViewWhere(query);
  addAfterCursor(where, query.cursor, 'p.created_us', 'p.id', 'desc');
  const sql = `SELECT p.created_us AS sort_key, p.id AS id, p.json AS json, c.name AS counterparty_name
    FROM payments AS p LEFT JOIN counterparties AS c ON c.id = p.counterparty_id
    WHERE ${where.sql()} ORDER BY p.created_us DESC, p.id DESC LIMIT @pageLimit`;
  const rows = cachedStatement(db, sql).all({ ...where.params, pageLimit: limit + 1 }) as ListedRow[];
  return toPage(rows, limit, (row) => ({ payment: JSON.parse(row.json) as Payment, counterpartyName: row.counterparty_name }));
}

/** `now`: the time a status change is observed at (the cache's clock). */
export function createPaymentsRepository(db: Database, now: () => Date = () => new Date()): PaymentsRepository {
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
  const history = createStatusHistory(db, { kind: 'payment', table: 'payments', initialStatus: 'created', now });
  // One transaction for the page and its status rows (the base upsert becomes a savepoint in it).
  const upsertWithHistory = db.transaction((items: readonly Payment[]) => history.observe(items, () => base.upsertMany(items)));
  return {
    ...base,
    upsertMany: (items) => upsertWithHistory.immediate(items),
    timeline: (id) => history.timeline(id),
    iteratePayments: (filters) => iteratePayments(db, filters),
    listPayments: (query) => listPayments(db, query),
    nonTerminalIds: () => open.all() as string[],
  };
}
