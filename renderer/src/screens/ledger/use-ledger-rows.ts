// The grid's rows for the current filters: one LedgerRowSource per mounted screen, fed
// the filters from the shared filter store, refreshed when an event makes the cached
// ledger stale (queries/push-invalidation.ts: a sync that wrote ledger rows, the same
// events that invalidate the queries), and read through useSyncExternalStore.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PlainError } from '../../../lib/ipc-client';
import { plainErrorOf } from '../../../lib/ipc-client';
import { useLedgerFilters, type LedgerScreenFilters } from '../../stores/ledger-filter-store';
import { useSync } from '../../stores/sync-store';
import { onStaleResources } from '../../queries/push-invalidation';
import { ledgerFilterKey } from './ledger-filter-values';
import { countLedger, ledgerRowsFrom, type LedgerRowView } from './ledger-ipc';
import { takePrefetchedRows } from './ledger-prefetch';
import { LedgerRowSource, type RowSourceSnapshot } from './ledger-row-source';

export type LedgerRows = LedgerRowSource<LedgerScreenFilters, LedgerRowView, PlainError>;

function createSource(): LedgerRows {
  // A call that throws (main unreachable in a way the transport did not wrap) becomes a plain error.
  const guard = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      return { ok: false as const, error: plainErrorOf(error) };
    }
  };
  return new LedgerRowSource<LedgerScreenFilters, LedgerRowView, PlainError>({
    count: (filters) => guard(() => countLedger(filters)),
    rowsFrom: (filters, startIndex, limit) => guard(() => takePrefetchedRows(filters, startIndex, limit) ?? ledgerRowsFrom(filters, startIndex, limit)),
  });
}

/** How often the rows so far are counted again while a sync adds to the ledger (a count over a growing million rows is not free). */
export const FILL_REFRESH_MS = 4000;

/** Whether a sync is writing ledger rows now (it has fetched some): the ledger shown is still filling. */
export function useLedgerFilling(): boolean {
  return useSync((state) => state.running && (state.progress?.perResource.ledgerTransactions?.items ?? 0) > 0);
}

export function useLedgerRows(): { source: LedgerRows; snapshot: RowSourceSnapshot<PlainError>; filters: LedgerScreenFilters; filling: boolean } {
  const [source] = useState(createSource);
  const filters = useLedgerFilters((state) => state.filters);
  const snapshot = useSyncExternalStore(source.subscribe, source.getSnapshot);

  useEffect(() => {
    source.setFilters(filters, ledgerFilterKey(filters));
  }, [source, filters]);

  // Ledger rows changed while the screen is shown: count and fetch again (the rows in view
  // stay until replaced). A sync that brought no ledger row changes nothing.
  useEffect(
    () =>
      onStaleResources((resources) => {
        if (resources.includes('ledgerTransactions')) source.refresh();
      }),
    [source],
  );

  // While a sync fills the ledger (a first sync brings rows for a minute or more, and
  // invalidates only at its end): the rows so far, newest first, every few seconds, when
  // that moves no row under the reader (LedgerRowSource.refreshWhileFilling).
  const filling = useLedgerFilling();
  useEffect(() => {
    if (!filling) return undefined;
    const timer = setInterval(() => source.refreshWhileFilling(), FILL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [source, filling]);

  return { source, snapshot, filters, filling };
}
