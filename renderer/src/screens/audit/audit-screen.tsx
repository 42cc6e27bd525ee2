// Audit: the hash-chained trail of every request and confirmation (audit.page, keyset
// "Load more" by seq), the chain check (audit.verify), and one entry's hashes in the
// side panel. Read from the local journal, so it works offline.
import { useEffect, useState } from 'react';
import { ScreenHeader } from '../../components/screen-header';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { useAudit } from '../../stores/journal-stores';
import { catalogAction } from '../../stores/screen-action-catalog';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { AuditBacklogNotice } from './audit-backlog';
import { AuditDetail } from './audit-detail';
import { AuditTable } from './audit-table';
import { AuditVerifyResult } from './audit-verify';
import './audit.css';

function AuditBody({ selectedSeq, onOpen }: { selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const { entries, nextAfterSeq, loaded, loadingMore, error, refresh, loadMore } = useAudit();
  if (error !== null && !loaded) return <ErrorPanel title="The audit trail could not be read" error={error} onRetry={() => void refresh()} />;
  if (!loaded) return <LoadingRows label="Loading the audit trail" />;
  if (entries.length === 0) {
    return (
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
          {entries.length.toLocaleString('en-US')} entries shown, oldest first{nextAfterSeq === null ? ': that is all of them' : ''}.
        </span>
        {nextAfterSeq !== null && (
          <button type="button" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading\u2026' : 'Load more'}
          </button>
        )}
      </div>
    </>
  );
}

export function AuditScreen() {
  const entries = useAudit((state) => state.entries);
  const refresh = useAudit((state) => state.refresh);
  const verify = useAudit((state) => state.verify);
  const verifying = useAudit((state) => state.verifying);
  const [selectedSeq, setSelectedSeq] = useState<number | null>(null);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  usePaletteActions('audit', [catalogAction('audit.verify', () => void verify())], [verify]);
  const selected = entries.find((entry) => entry.seq === selectedSeq) ?? null;
  return (
    <div className="screen-with-panel">
      <main className="screen" aria-label="Audit">
        <ScreenHeader title="Audit">
          <button type="button" onClick={() => void refresh()}>
            Refresh
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
        <AuditBody selectedSeq={selectedSeq} onOpen={setSelectedSeq} />
      </main>
      {selected !== null && <AuditDetail key={selected.seq} entry={selected} onClose={() => setSelectedSeq(null)} />}
    </div>
  );
}
