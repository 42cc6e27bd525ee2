// The read-only ledger (spec 2.10, 4.8; list in assumed-operations.md): keyset pages
// over (created_at, seq), by account when `accountId` is given. A page is the entries'
// JSON as written when they were posted, joined (ledger-page-json.ts).
import { listTransactionsQuerySchema } from '../../shared/requests';
import { notFound } from '../http/api-error';
import { parseListQuery } from '../http/list-query';
import { ok, okJson } from '../http/operation';
import type { Operation } from '../http/operation';
import { pathId } from '../http/path-ids';
import { selectPage } from '../store/keyset-page';
import { LEDGER_ITEM_COLUMNS, LEDGER_PAGE_COLUMNS, ledgerItemJson, ledgerPageJson } from '../store/ledger-page-json';
import type { LedgerItemValues, LedgerPageRow } from '../store/ledger-page-json';
import { findLedgerRow, ledgerRowToTransaction } from '../store/ledger-rows';
import { findResource } from '../store/resources';

export const transactionOperations: Operation[] = [
  {
    method: 'GET',
    path: '/transactions',
    handle: ({ services: { store }, query }) => {
      const { window, query: q } = parseListQuery(store, query, listTransactionsQuerySchema, { cursorKind: 'transaction', table: 'ledger' });
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.accountId !== undefined) {
        if (!findResource(store, 'account', q.accountId)) throw notFound('account', q.accountId, 'accountId');
        where.push('account_id = ?');
        params.push(q.accountId);
      }
      if (q.type !== undefined) {
        where.push('type = ?');
        params.push(q.type);
      }
      const page = selectPage<LedgerPageRow>(store, { table: 'ledger', where, params }, window, { columns: LEDGER_PAGE_COLUMNS, raw: true });
      const bySeq = () => store.stmt(`SELECT ${LEDGER_ITEM_COLUMNS} FROM ledger WHERE seq = ?`).raw(true);
      return okJson(ledgerPageJson(page.rows, page.hasMore, (seq) => ledgerItemJson(bySeq().get(seq) as LedgerItemValues)));
    },
  },
  {
    method: 'GET',
    path: '/transactions/:transactionId',
    handle: ({ services: { store }, params }) => {
      const id = pathId(params, 'transactionId', 'transaction');
      const row = findLedgerRow(store, id);
      if (!row) throw notFound('transaction', id);
      return ok(ledgerRowToTransaction(row));
    },
  },
];
