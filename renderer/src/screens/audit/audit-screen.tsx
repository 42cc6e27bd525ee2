// Audit: the hash-chained trail of every request and confirmation, newest first, by kind,
// request outcome and id (audit.page with `newest`, "Load older entries" by seq), a sync's
// requests grouped into one row, the chain check (audit.verify, always the whole chain),
// and one entry's hashes in the side panel. Read from the local journal (works offline).
import { useEffect, useState } from 'react';
import { ScreenHeader } from '../../components/screen-header';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { useAudit } from '../../stores/journal-stores';
import { useAuditFilters } from '../../stores/audit-filter-store';
import { hasFilters } from '../../stores/filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { useAuditEntries } from './audit-entries-store';
import { AuditFilterBar } from './audit-filter-bar';
import { catalogAction } from '../../stores/screen-action-catalog';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { AuditBacklogNotice } from './audit-backlog';
import { AuditDetail } from './audit-detail';
import { AuditTable } from './audit-table';
import { AuditVerifyResult } from './audit-verify';
import './audit.css';

function AuditBody({ selectedSeq, onOpen }: { selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const { entries, nextBeforeSeq, loaded, loadingMore, error, filters, load, loadMore } = useAuditEntries();
  const filtered = filters !== null && hasFilters(filters);
  if (error !== null && !loaded) return <ErrorPanel title="The audit trail could not be read" error={error} onRetry={() => void load(useAuditFilters.getState().filters)} />;
  if (!loaded) return <LoadingRows label="Loading the audit trail" />;
  if (entries.length === 0) {
    return filtered ? (
      <EmptyState title="No entry matches these filters">
        <p>Clear a filter, or look for another id.</p>
      </EmptyState>
    ) : (
      <EmptyState title="Nothing recorded yet">
        <p>Every request this app sends to the server (a sync, a payment) and every confirmation is recorded here. Sync once to see the first entries.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <AuditTable entries={entries} selectedSeq={selectedSeq} onOpen={onOpen} />
      {error !== null && <ErrorPanel title="The next page could not be read" error={error} onRetry={() => void loadMore()} />}
      <div className="audit-more">
        <span className="muted" aria-live="polite">
          {entries.length.toLocaleString('en-US')} {filtered ? 'matching ' : ''}entries shown, newest first{nextBeforeSeq === null ? ': that is all of them' : ''}.
        </span>
        {nextBeforeSeq !== null && (
          <button type="button" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading\u2026' : 'Load older entries'}
          </button>
        )}
      </div>
    </>
  );
}

export function AuditScreen() {
  const entries = useAuditEntries((state) => state.entries);
  const load = useAuditEntries((state) => state.load);
  const filters = useAuditFilters((state) => state.filters);
  const refreshBacklog = useAudit((state) => state.refresh);
  const verify = useAudit((state) => state.verify);
  const verifying = useAudit((state) => state.verifying);
  const go = useNavigation((state) => state.go);
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  const refresh = () => {
    // Both keep their outcome in their stores (shown by the screen): nothing to await here.
    void load(useAuditFilters.getState().filters);
    void refreshBacklog();
  };
  useEffect(() => {
    // The store keeps the answer or the error; the screen shows either.
    void load(filters);
  }, [load, filters]);
  useEffect(() => {
    // The backlog notice reads the journal store's answer.
    void refreshBacklog();
  }, [refreshBacklog]);
  usePaletteActions('audit', [catalogAction('audit.verify', () => void verify())], [verify]);
  const selected = entries.find((entry) => entry.seq === selectedSeq) ?? null;
  return (
    <div className="screen-with-panel">
      <main className="screen" aria-label="Audit">
        <ScreenHeader title="Audit">
          <button type="button" onClick={refresh}>
            Refresh
          </button>
          <button type="button" onClick={() => go('exports')}>
            Export these entries
          </button>
          <button type="button" className="primary" onClick={() => void verify()} disabled={verifying}>
            {verifying ? 'Verifying\u2026' : 'Verify the chain'}
          </button>
        </ScreenHeader>
        <p className="muted audit-about">
          Each entry carries the hash of the one before it, so a change to any recorded entry breaks the chain from there on. Read from this computer&apos;s journal (it
          works offline).
        </p>
        <AuditBacklogNotice />
        <AuditVerifyResult />
        <AuditFilterBar />
        <AuditBody selectedSeq={selectedSeq} onOpen={setSelectedSeq} />
      </main>
      {selected !== null && <AuditDetail key={selected.seq} entry={selected} onClose={() => setSelectedSeq(null)} />}
    </div>
  );
}
