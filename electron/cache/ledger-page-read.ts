// A full sync's ledger page read from its unread body (electron/api/unread-body.ts) where it
// is written (ledger-page-writer.ts: on this thread, or on the writer's worker thread): the
// API client's own reading (JSON.parse, the redaction of the key and signature, the depth
// bound and the schema: readTransactionsPage), so a hostile page is refused with the same
// error wherever it is read. What the sync needs to go on is all that goes back to it; the
// entries stay with the writer until the sync commits the page (or drops it).
import { readTransactionsPage } from '../api/operations';
import type { UnreadBodyMessage } from '../api/unread-body';
import { isLedgerReversal, type LedgerTransaction } from '../../shared/schemas';

/** A page read and held by its writer: what the sync walks on with. */
export interface ReadLedgerPage {
  /** The writer's handle on the page it holds (for commit). */
  readonly id: number;
  readonly count: number;
  readonly hasMore: boolean;
  /** The id of its last entry. */
  readonly last: string | undefined;
  readonly nextCursor: string | undefined;
  readonly requestId: string | undefined;
  /** Its reversal entries (the sync re-reads what they reverse). */
  readonly reversals: readonly LedgerTransaction[];
}

/** Reads the body: its entries, and what goes back to the sync (without the writer's id). Throws as readTransactionsPage. */
function readLedgerPage(body: UnreadBodyMessage): { items: LedgerTransaction[]; read: Omit<ReadLedgerPage, 'id'> } {
  const page = readTransactionsPage(body);
  const { items } = page;
  return {
    items,
    read: { count: items.length, hasMore: page.hasMore, last: items.at(-1)?.id, nextCursor: page.nextCursor, requestId: page.requestId, reversals: items.filter(isLedgerReversal) },
  };
}

/** The pages a writer read and holds until the sync commits them (a run's failure or stop ends the writer, and them with it). */
export class HeldLedgerPages {
  readonly #pages = new Map<number, LedgerTransaction[]>();
  #nextId = 1;

  /** Reads the body and holds its entries; throws as readTransactionsPage, holding nothing. */
  read(body: UnreadBodyMessage): ReadLedgerPage {
    const { items, read } = readLedgerPage(body);
    const id = this.#nextId++;
    this.#pages.set(id, items);
    return { ...read, id };
  }

  /** The entries of a page read, to write them (once). */
  take(id: number): LedgerTransaction[] {
    const items = this.#pages.get(id);
    if (items === undefined) throw new Error(`The ledger page ${id} was not read by this writer, or was written already.`);
    this.#pages.delete(id);
    return items;
  }
}
