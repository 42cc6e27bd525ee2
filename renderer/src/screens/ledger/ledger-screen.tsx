// Ledger explorer: every cached ledger entry, newest first, filtered by account, days,
// types, direction and search, in a keyboard grid that stays smooth at a million rows
// (rows are fetched by index in blocks around the viewport), with the detail of an
// entry, its transaction group and what it belongs to in the side panel. The selected row
// is kept by its id through a search's answer or a sync (use-ledger-selection.ts).
import { useCallback, useEffect, useState } from 'react';
import { useAccountsById } from '../../components/account-names';
import { ShortWindowFilters } from '../../components/lists/short-window-filters';
import { ScreenHeader } from '../../components/screen-header';
import { ErrorPanel, LoadingRows, NotConfigured, OfflineNotice } from '../../components/screen-states';
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { useSync } from '../../stores/sync-store';
import { LedgerDetailPanel } from './ledger-detail-panel';
import { LedgerEmpty } from './ledger-empty-states';
import { LedgerFilterBar } from './ledger-filter-bar';
import { hasLedgerFilters, ledgerFilterKey } from './ledger-filter-values';
import { ledgerCountLine } from './ledger-count-line';
import { LedgerGrid } from './ledger-grid';
import { useLedgerPaintMarks } from './ledger-paint-marks';
import { useLedgerPaletteActions } from './use-ledger-palette-actions';
import { useLedgerRows } from './use-ledger-rows';
import { useLedgerSelection } from './use-ledger-selection';
import './ledger.css';

/** Opens what another screen asked for: an entry's detail (`openId`) or one account's rows (`accountId`). */
function useScreenRequest(open: (id: string) => void): void {
  // Only a new navigation (its serial) asks again: the request is read when it changes.
  const serial = useNavigation((state) => state.serial);
  useEffect(() => {
    const { screen, request } = useNavigation.getState();
    if (screen !== 'ledger') return;
    if (request.accountId !== undefined) useLedgerFilters.getState().patch({ accountIds: [request.accountId] });
    if (request.openId !== undefined) open(request.openId);
  }, [serial, open]);
}

export function LedgerScreen() {
  const environment = useEnvironment((state) => state.status);
  const online = useSync((state) => state.online);
  const go = useNavigation((state) => state.go);
  const accounts = useAccountsById();
  const { source, snapshot, filters, filling } = useLedgerRows();
  const { activeIndex, activate } = useLedgerSelection(source, snapshot.filterSerial);
  const [openId, setOpenId] = useState<string | null>(null);
  const filtered = hasLedgerFilters(filters);
  const onRowsShown = useLedgerPaintMarks(snapshot.filterSerial, snapshot.total);
  useLedgerPaletteActions();
  useScreenRequest(setOpenId);

  const openIndex = useCallback(
    (index: number) => {
      activate(index);
      const row = source.rowAt(index);
      if (row !== undefined) setOpenId(row.id);
    },
    [source, activate],
  );
  const closePanel = useCallback(() => setOpenId(null), []);

  if (environment !== null && !isConfigured(environment)) {
    return (
      <main className="screen" aria-label="Ledger">
        <ScreenHeader title="Ledger" />
        <NotConfigured what="The ledger" />
      </main>
    );
  }

  const { atLeast, countError, blockError, lastSyncedAt } = snapshot;
  // The snapshot answers the filters the row source was given last, one effect behind the
  // filter store: until it has the newest ones nothing is known of them (a count of the
  // previous filters must not hide the filter bar while the person types in it).
  const current = snapshot.filterKey === ledgerFilterKey(filters);
  const total = current ? snapshot.total : null;
  // The newest rows show while the count is still coming (the grid's length then grows to it).
  const rowsKnown = !current ? null : (total ?? (atLeast !== null && atLeast > 0 ? atLeast : null));
  // The filters show unless the ledger is known to be empty (no layout shift when the rows arrive; `/` finds the search at once).
  const showFilters = filtered || rowsKnown === null || rowsKnown > 0;
  return (
    <div className="screen-with-panel ledger-layout">
      <main className="screen ledger-screen" aria-label="Ledger">
        <ScreenHeader title="Ledger">
          <p className="ledger-count" role="status">
            {countError !== null ? 'Not counted' : total === null ? 'Counting\u2026' : ledgerCountLine(total, filtered, filling)}
          </p>
          <button type="button" onClick={() => go('exports')}>
            Export this view
          </button>
        </ScreenHeader>
        {online === false && <OfflineNotice asOf={lastSyncedAt} />}
        {showFilters && (
          <ShortWindowFilters filters={filters}>
            <LedgerFilterBar accounts={accounts} />
          </ShortWindowFilters>
        )}
        {countError !== null ? (
          <ErrorPanel error={countError} onRetry={() => source.retry()} title="The ledger could not be read" />
        ) : rowsKnown === null ? (
          <LoadingRows label="Loading the ledger" rows={12} />
        ) : rowsKnown === 0 ? (
          <LedgerEmpty filtered={filtered} lastSyncedAt={lastSyncedAt} />
        ) : (
          <>
            {blockError !== null && (
              <div className="notice notice-warning ledger-block-error" role="alert">
                Some rows could not be read: {blockError.message}
                {blockError.requestId !== undefined && <code> ({blockError.requestId})</code>}{' '}
                <button type="button" onClick={() => source.retry()}>
                  Try again
                </button>
              </div>
            )}
            <LedgerGrid
              key={snapshot.filterSerial}
              source={source}
              total={rowsKnown}
              counted={total !== null}
              accounts={accounts}
              activeIndex={activeIndex}
              onActivate={activate}
              onOpen={openIndex}
              onEscape={closePanel}
              onRowsShown={onRowsShown}
            />
          </>
        )}
      </main>
      {openId !== null && <LedgerDetailPanel key="ledger-detail" id={openId} accounts={accounts} onClose={closePanel} onOpenEntry={setOpenId} />}
    </div>
  );
}
