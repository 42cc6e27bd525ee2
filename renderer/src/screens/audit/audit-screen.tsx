// Audit: the hash-chained trail of every request, confirmation, decision and key change, newest first, by kind,
// request outcome and id (audit.page with `newest`, "Load older entries" by seq), a sync's
// requests grouped into one row, the chain check (audit.verify, always the whole chain),
// and one entry's hashes in the side panel. Read from the local journal (works offline).
import { countOf } from '../../../../shared/count-words';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenHeader } from '../../components/screen-header';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { useAudit } from '../../stores/journal-stores';
import { useAuditFilters } from '../../stores/audit-filter-store';
import { hasFilters } from '../../stores/filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { useAuditEntries, type AuditEntries } from '../../queries/audit-queries';
import { methodKey } from '../../queries/ipc-queries';
import { ShortWindowFilters } from '../../components/lists/short-window-filters';
import { AuditFilterBar } from './audit-filter-bar';
import { catalogAction } from '../../stores/screen-action-catalog';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { AuditBacklogNotice } from './audit-backlog';
import { AuditDetail } from './audit-detail';
import { AuditTable } from './audit-table';
import { AuditVerifyResult } from './audit-verify';
import { countAuditRows } from './sync-runs';
import './audit.css';

function AuditBody({ list, filtered, selectedSeq, onOpen }: { list: AuditEntries; filtered: boolean; selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const { entries, hasMore, loadingMore, error, moreError, loadMore } = list;
  if (error !== null) return <ErrorPanel title="The audit trail could not be read" error={error} onRetry={list.retry} />;
  if (list.phase === 'loading') return <LoadingRows label="Loading the audit trail" />;
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
      {moreError !== null && <ErrorPanel title="The next page could not be read" error={moreError} onRetry={loadMore} />}
      <div className="audit-more">
        <span className="muted" aria-live="polite">
          {filtered ? countOf(entries.length, 'matching entry', 'matching entries') : countOf(entries.length, 'entry', 'entries')} shown, newest first{hasMore ? '' : ': that is all of them'}.
        </span>
        {hasMore && (
          <button type="button" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading\u2026' : 'Load older entries'}
          </button>
        )}
      </div>
    </>
  );
}

export function AuditScreen() {
  const filters = useAuditFilters((state) => state.filters);
  const list = useAuditEntries(filters, countAuditRows);
  const queryClient = useQueryClient();
  const verify = useAudit((state) => state.verify);
  const verifying = useAudit((state) => state.verifying);
  const go = useNavigation((state) => state.go);
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  // The entries and the backlog read again; each query shows its own answer or error.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: methodKey('audit.page') });
    void queryClient.invalidateQueries({ queryKey: methodKey('audit.backlog') });
  };
  usePaletteActions('audit', [catalogAction('audit.verify', () => void verify())], [verify]);
  const selected = list.entries.find((entry) => entry.seq === selectedSeq) ?? null;
  return (
    <div className="screen-with-panel">
      <main className="screen" aria-label="Audit">
        <ScreenHeader title="Audit">
          <button type="button" onClick={refresh}>
            Refresh
          </button>
          <button type="button" onClick={() => go('exports')}>
            Export entries
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
        <ShortWindowFilters filters={filters}>
          <AuditFilterBar />
        </ShortWindowFilters>
        <AuditBody list={list} filtered={hasFilters(filters)} selectedSeq={selectedSeq} onOpen={setSelectedSeq} />
      </main>
      {selected !== null && <AuditDetail key={selected.seq} entry={selected} onClose={() => setSelectedSeq(null)} />}
    </div>
  );
}
