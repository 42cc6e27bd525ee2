// A second, read-only connection holding one read transaction: a consistent snapshot
// for long reads (CSV export). SQLite's WAL lets it read while the main connection
// keeps writing (a sync), and an open iterator here never blocks the main connection
// (better-sqlite3 refuses writes on a connection while one of its queries iterates).
import type { Counterparty, LedgerTransaction, Payment } from '../../shared/schemas';
import { iterateCounterparties, iterateCounterpartyMethods } from './repositories/counterparties';
import type { CounterpartyFilters, CounterpartyMethodRow } from './repositories/counterparties';
import { iterateLedger, iterateLedgerFlat, ledgerTotals } from './repositories/ledger-transactions';
import type { LedgerFlatRow } from './repositories/ledger-columns';
import type { LedgerTotal } from './repositories/ledger-transactions';
import type { LedgerFilters } from './repositories/ledger-query';
import type { LedgerCountQuery } from './repositories/ledger-search';
import { iterateNamedPayments, iteratePayments } from './repositories/payments';
import type { NamedPayment, PaymentViewQuery } from './repositories/payments';
import { iterateNamedCollections } from './repositories/collections';
import type { CollectionViewQuery, NamedCollection } from './repositories/collections';
import { iterateNamedTransfers } from './repositories/transfers';
import type { NamedTransfer, TransferViewQuery } from './repositories/transfers';
import { statementReads } from './repositories/statement-reads';
import type { StatementReads } from './repositories/statement-reads';
import { closeSnapshotConnection, openSnapshotConnection } from './snapshot-connection';
import type { PaymentFilters } from './repositories/payments';

export interface CacheReadSnapshot {
  iterateLedger(filters?: LedgerFilters): IterableIterator<LedgerTransaction>;
  /** The same rows as flat value arrays, oldest first: for exports of a million rows. */
  iterateLedgerFlat(filters?: LedgerCountQuery): IterableIterator<LedgerFlatRow>;
  ledgerTotals(filters?: LedgerFilters): LedgerTotal[];
  iteratePayments(filters?: PaymentFilters): IterableIterator<Payment>;
  /** The rows of the Payments, Collections and Transfers screens' views (filters and search), oldest first, with the names they show. */
  iterateNamedPayments(query?: PaymentViewQuery): IterableIterator<NamedPayment>;
  iterateNamedCollections(query?: CollectionViewQuery): IterableIterator<NamedCollection>;
  iterateNamedTransfers(query?: TransferViewQuery): IterableIterator<NamedTransfer>;
  iterateCounterparties(filters?: CounterpartyFilters): IterableIterator<Counterparty>;
  /** Each counterparty with each of its payment methods (once with none when it has none). */
  iterateCounterpartyMethods(filters?: CounterpartyFilters): IterableIterator<CounterpartyMethodRow>;
  /** What a bank statement reads (electron/statements/); its iterators end at close() like the others. */
  readonly statement: StatementReads;
  /** Ends the snapshot and closes the connection. Safe to call twice. */
  close(): void;
}

export function openReadSnapshot(path: string): CacheReadSnapshot {
  const db = openSnapshotConnection(path);
  // Iterators still open at close() are ended first: SQLite cannot close under them.
  const open = new Map<symbol, IterableIterator<unknown>>();
  function tracked<T>(inner: IterableIterator<T>): IterableIterator<T> {
    const key = Symbol('iterator');
    const outer = (function* () {
      try {
        yield* inner;
      } finally {
        open.delete(key);
      }
    })();
    open.set(key, outer);
    return outer;
  }
  const statement = statementReads(db);
  return {
    statement: {
      ...statement,
      amounts: (accountId, fromUs, toUs) => tracked(statement.amounts(accountId, fromUs, toUs)),
      entries: (accountId, fromUs, toUs) => tracked(statement.entries(accountId, fromUs, toUs)),
      entryTexts: (query, accountId, fromUs, toUs) => tracked(statement.entryTexts(query, accountId, fromUs, toUs)),
    },
    iterateLedger: (filters) => tracked(iterateLedger(db, filters)),
    iterateLedgerFlat: (filters) => tracked(iterateLedgerFlat(db, filters)),
    ledgerTotals: (filters) => ledgerTotals(db, filters),
    iteratePayments: (filters) => tracked(iteratePayments(db, filters)),
    iterateNamedPayments: (query) => tracked(iterateNamedPayments(db, query)),
    iterateNamedCollections: (query) => tracked(iterateNamedCollections(db, query)),
    iterateNamedTransfers: (query) => tracked(iterateNamedTransfers(db, query)),
    iterateCounterparties: (filters) => tracked(iterateCounterparties(db, filters)),
    iterateCounterpartyMethods: (filters) => tracked(iterateCounterpartyMethods(db, filters)),
    close() {
      if (!db.open) return;
      for (const iterator of [...open.values()]) iterator.return?.();
      open.clear();
      closeSnapshotConnection(db);
    },
  };
}
