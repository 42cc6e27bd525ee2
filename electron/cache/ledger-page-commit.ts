// What a full sync writes per ledger page, wherever it runs (ledger-page-writer.ts): the
// page's entries and the sync state that follows them (its range's cursor). Called inside
// ONE write transaction, so a crash leaves both or neither.
import type { LedgerTransaction } from '../../shared/schemas';
import type { LedgerTransactionsRepository } from './repositories/ledger-transactions';
import type { SyncStateInput, SyncStateRepository } from './repositories/sync-state';

export interface LedgerPage {
  readonly items: readonly LedgerTransaction[];
  /** Leave the new rows out of the search index for now (LedgerUpsertOptions). */
  readonly deferSearchIndex: boolean;
  /** The sync state written with the page. */
  readonly state: SyncStateInput;
}

/** A page's write without its entries (those the writer read and holds: ledger-page-read.ts). */
export type LedgerPageWrite = Omit<LedgerPage, 'items'>;

/** Writes the page and its sync state; run inside the page's transaction. Returns the rows written. */
export function commitLedgerPage(to: { ledgerTransactions: LedgerTransactionsRepository; syncState: SyncStateRepository }, page: LedgerPage): number {
  const result = to.ledgerTransactions.upsertMany(page.items, { deferSearchIndex: page.deferSearchIndex });
  to.syncState.put(page.state);
  return result.written;
}
