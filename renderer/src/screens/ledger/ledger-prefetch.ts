// When the window opens on the Ledger, its newest rows are asked for at once, beside
// main's first answers (which environment, the sync state) and the screen's code, rather
// than after them: the first LedgerRowSource of the next few seconds takes that answer
// as its newest block when its filters are the same. In the first chunk of the build,
// so it stays small: no React, no screen code.
import type { LedgerScreenFilters } from '../../stores/ledger-filter-store';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { BLOCK_SIZE } from './block-cache';
import { ledgerFilterKey } from './ledger-filter-values';
import type { Envelope } from '../../../../shared/ipc';
import { ledgerRowsFrom, type LedgerRowView } from './ledger-ipc';

/** An answer older than this is not used: the screen asks again. */
const PREFETCH_FRESH_MS = 5_000;

let prefetched: { key: string; at: number; answer: Promise<Envelope<readonly LedgerRowView[]>> } | null = null;

export function prefetchNewestLedgerRows(now = Date.now()): void {
  const filters = useLedgerFilters.getState().filters;
  const answer = ledgerRowsFrom(filters, 0, BLOCK_SIZE);
  // Nobody may take it: a failure is not left unhandled (the screen asks again and says why).
  answer.catch(() => undefined);
  prefetched = { key: ledgerFilterKey(filters), at: now, answer };
}

/** The prefetched newest block for these filters (once), or null. */
export function takePrefetchedRows(filters: LedgerScreenFilters, startIndex: number, limit: number, now = Date.now()): Promise<Envelope<readonly LedgerRowView[]>> | null {
  const taken = prefetched;
  prefetched = null;
  if (taken === null || startIndex !== 0 || limit !== BLOCK_SIZE || now - taken.at > PREFETCH_FRESH_MS || taken.key !== ledgerFilterKey(filters)) return null;
  return taken.answer;
}
