// What the cache's ledger page writer (ledger-page-writer.ts) and its worker thread
// (ledger-page-worker.ts) say to each other.
import type { UnreadBodyMessage } from '../api/unread-body';
import type { LedgerPageWrite } from './ledger-page-commit';
import type { ReadLedgerPage } from './ledger-page-read';
import type { WorkerFailure } from './worker-failure';

export interface PageWorkerData {
  /** The cache file. */
  readonly path: string;
  /** During a bulk load: the entries cached before it, [id, rowid] (LedgerTransactionsRepository.knownBeforeLoad). */
  readonly knownBeforeLoad: ReadonlyArray<[string, number]>;
}

export type ToPageWorker =
  /** Read the page's body and hold its entries (ledger-page-read.ts). */
  | { readonly kind: 'read'; readonly id: number; readonly body: UnreadBodyMessage }
  /** Write the page read (`page`: its ReadLedgerPage id) with its sync state; `at`: the time the sync state records as its updatedAt (the cache's clock, ISO). */
  | { readonly kind: 'commit'; readonly id: number; readonly page: number; readonly write: LedgerPageWrite; readonly at: string }
  /** After the pages handed in before it: close the connection and end. */
  | { readonly kind: 'close' };

export type FromPageWorker =
  | { readonly kind: 'read'; readonly id: number; readonly page: ReadLedgerPage }
  | { readonly kind: 'written'; readonly id: number; readonly written: number }
  | (WorkerFailure & { readonly id: number });
