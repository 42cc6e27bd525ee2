// Balances: every account's balance of record from the cache, grouped by currency with
// exact totals, how old the data is, where each balance comes from, and the chosen
// account's balance over time. States: loading, not configured, never synced (Sync now),
// offline or stale (the data stays, with its age), error.
import { useEffect, useMemo } from 'react';
import { plainErrorOf } from '../../../lib/ipc-client';
import { ScreenHeader } from '../../components/screen-header';
import { EmptyState, ErrorPanel, LoadingRows, NotConfigured, OfflineNotice } from '../../components/screen-states';
import { formatDateTime, formatRelative } from '../../../lib/format-time';
import { useBalancesList } from '../../queries/balance-queries';
import { useBalancesChoices } from '../../stores/balances-store';
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useSync } from '../../stores/sync-store';
import type { AccountBalance } from './account-balance';
import { AccountFundingSection } from './account-funding-section';
import { BalanceHistoryPanel } from './balance-history-panel';
import { accountsInDisplayOrder, groupByCurrency } from './balance-totals';
import { BalancesTable } from './balances-table';
import { CurrencyTotals } from './currency-totals';
import { isStale } from './staleness';
import { useFundingPanel } from './use-funding-panel';
import { useWriteStart, writePaletteAction, WriteStartButton } from '../../components/write-flow/write-start';
import { useNow } from '../../components/use-now';
import './balances.css';
import { accountShownName } from '../../components/account-names';
import { byCount, countOf } from '../../../../shared/count-words';

function showLedger(account: AccountBalance): void {
  useLedgerFilters.getState().setFilters({ accountIds: [account.accountId] });
  useNavigation.getState().go('ledger', { accountId: account.accountId });
}

/** "1 account’s ledger balance disagrees", "2 accounts’ ledger balances disagree". */
export function disagreeingWords(count: number): string {
  return `${countOf(count, 'account’s ledger balance', 'accounts’ ledger balances')} ${byCount(count, 'disagrees', 'disagree')}`;
}

export function BalancesScreen() {
  const status = useEnvironment((state) => state.status);
  const running = useSync((state) => state.running);
  const online = useSync((state) => state.online);
  const startSync = useSync((state) => state.start);
  const { selectedId, select } = useBalancesChoices();
  const balances = useBalancesList();
  const now = useNow();
  const shown = balances.data ?? null;
  // A failed read: its error (with Try again) while no newer answer replaced it.
  const error = balances.isError && !balances.isFetching ? plainErrorOf(balances.error) : null;
  const retry = () => void balances.refetch();
  const groups = useMemo(() => groupByCurrency(shown?.accounts ?? []), [shown]);
  const ordered = useMemo(() => accountsInDisplayOrder(groups), [groups]);
  const selected = ordered.find((account) => account.accountId === selectedId) ?? null;
  const start = useWriteStart();
  const funding = useFundingPanel(start.ready);

  // The first account's history shows until another is chosen.
  useEffect(() => {
    if (selected === null && ordered[0] !== undefined) select(ordered[0].accountId);
  }, [selected, ordered, select]);

  usePaletteActions(
    'balances',
    [
      writePaletteAction('balances.onboard', start, funding.openOnboarding),
      ...(selected === null ? [] : [{ id: 'balances.show-ledger', label: `Show ledger of ${accountShownName(selected)}`, keywords: ['entries', 'transactions'], run: () => showLedger(selected) }]),
    ],
    [selected?.accountId, start.ready, start.setUpWords],
  );

  const configured = isConfigured(status);
  const lastSyncedAt = shown?.lastSyncedAt ?? null;
  const disagreeing = ordered.filter((account) => account.disagrees);

  const body = () => {
    if (status === null || (shown === null && error === null)) return <LoadingRows label="Loading balances" />;
    if (shown === null && error !== null) return <ErrorPanel error={error} title="The balances could not be read" onRetry={retry} />;
    if (shown === null) return null;
    if (shown.accounts.length === 0) {
      if (!configured) return null; // the not-configured notice above says what to do
      if (running) {
        return (
          <>
            <p className="muted">The first sync is running: the balances appear here when it ends.</p>
            <LoadingRows label="The first sync is running" rows={5} />
          </>
        );
      }
      return lastSyncedAt === null ? (
        <EmptyState title="No balances yet">
          <p>This environment has not been synced. Sync to fetch its accounts and ledger; balances appear here when it ends.</p>
          <button type="button" className="primary" onClick={() => void startSync()}>
            Sync now
          </button>
        </EmptyState>
      ) : (
        <EmptyState title="No accounts">
          <p>The last sync ({formatDateTime(lastSyncedAt)}) found no account in this environment. Accounts opened with the provider appear after the next sync.</p>
        </EmptyState>
      );
    }
    return (
      <>
        <CurrencyTotals groups={groups} />
        <BalancesTable groups={groups} selectedId={selected?.accountId ?? null} onSelect={select} onShowLedger={showLedger} />
        {selected !== null && <BalanceHistoryPanel account={selected} />}
        {selected !== null && <AccountFundingSection account={selected} onNewAccountNumber={funding.openAccountNumber} />}
      </>
    );
  };

  return (
    <div className="screen-with-panel">
    <main className="screen balances-screen" aria-label="Balances">
      <ScreenHeader title="Balances">
        <WriteStartButton label="Onboard a customer" start={start} onStart={funding.openOnboarding} open={funding.onboarding} />
        {lastSyncedAt !== null && <span className="muted">Last synced {formatDateTime(lastSyncedAt)}</span>}
        {balances.isFetching && shown !== null && <span className="muted" role="status">Refreshing…</span>}
      </ScreenHeader>
      {status !== null && !configured && <NotConfigured what="Balances" />}
      {shown !== null && online === false && <OfflineNotice asOf={lastSyncedAt} />}
      {shown !== null && online !== false && isStale(lastSyncedAt, now) && lastSyncedAt !== null && (
        <p className="notice notice-warning" role="status">
          These balances are from the last sync, {formatRelative(lastSyncedAt, now)} ({formatDateTime(lastSyncedAt)}): they may be out of date.{' '}
          <button type="button" onClick={() => void startSync()} disabled={running || !configured}>
            Sync now
          </button>
        </p>
      )}
      {disagreeing.length > 0 && (
        <p className="notice notice-warning" role="status">
          {disagreeingWords(disagreeing.length)} with the server’s balance (marked
          “Disagrees”): the ledger sync is probably incomplete. Sync again to fetch the missing entries.{' '}
          <button type="button" onClick={() => void startSync()} disabled={running || !configured}>
            Sync now
          </button>
        </p>
      )}
      {shown !== null && error !== null && <ErrorPanel error={error} title="The balances could not be refreshed" onRetry={retry} />}
      {body()}
    </main>
    {funding.panel}
    </div>
  );
}
