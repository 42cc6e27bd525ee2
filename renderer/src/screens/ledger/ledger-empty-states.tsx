// What the ledger shows when no row does: never synced (sync first), synced but empty,
// or filters that match nothing (clear them).
import { formatDateTime } from '../../../lib/format-time';
import { EmptyState } from '../../components/screen-states';
import { useLedgerFilters } from '../../stores/ledger-filter-store';
import { useSync } from '../../stores/sync-store';

export function LedgerEmpty({ filtered, lastSyncedAt }: { filtered: boolean; lastSyncedAt: string | null }) {
  const { running, start } = useSync();
  const clear = useLedgerFilters((state) => state.clear);
  if (filtered) {
    return (
      <EmptyState title="No entries match these filters">
        <p>Widen the days, choose more types or accounts, or search for something else.</p>
        <button type="button" onClick={clear}>
          Clear filters
        </button>
      </EmptyState>
    );
  }
  if (lastSyncedAt === null) {
    return (
      <EmptyState title={running ? 'Syncing the ledger\u2026' : 'Nothing synced yet'}>
        <p>{running ? 'Entries appear here when the sync finishes; the bar under the top bar shows how far it is.' : 'The ledger shows what this app has cached from the server. Sync to fetch every entry.'}</p>
        <button type="button" className="primary" onClick={() => void start()} disabled={running}>
          {running ? 'Syncing\u2026' : 'Sync now'}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="The ledger has no entries yet">
      <p>Synced {formatDateTime(lastSyncedAt)}: the server listed no ledger entries for this environment. Entries appear after money moves.</p>
    </EmptyState>
  );
}
