// Outbox: every request this app journaled before sending it (outbox.list), newest
// first, with what is known of each. "Outcome unknown" needs a person and stands out.
// Read from the local journal, so it works offline. An entry of unknown outcome is
// resolved in its panel (outbox-resolve.tsx); entries an earlier run left are decided
// in the window's region above every screen (pending-decisions.tsx).
import { countOf } from '../../../../shared/count-words';
import { useState } from 'react';
import { plainErrorOf } from '../../../lib/ipc-client';
import { ScreenHeader } from '../../components/screen-header';
import { EmptyState, ErrorPanel, LoadingRows } from '../../components/screen-states';
import { useOutboxList } from '../../queries/outbox-queries';
import { useOutboxFilter } from '../../stores/outbox-filter-store';
import { useNavigation } from '../../stores/navigation-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { OutboxAttention } from './outbox-attention';
import { OutboxDetail } from './outbox-detail';
import { STATE_LABELS } from './outbox-labels';
import { OutboxStateFilter } from './outbox-state-filter';
import { OutboxTable } from './outbox-table';
import './outbox.css';

function OutboxBody({ onOpen, selectedId }: { onOpen: (id: string) => void; selectedId: string | null }) {
  const states = useOutboxFilter((state) => state.states);
  const outbox = useOutboxList(states);
  const refresh = () => void outbox.refetch();
  const error = outbox.isError && !outbox.isFetching ? plainErrorOf(outbox.error) : null;
  if (outbox.data === undefined && error !== null) return <ErrorPanel title="The outbox could not be read" error={error} onRetry={refresh} />;
  if (outbox.data === undefined) return <LoadingRows label="Loading the outbox" />;
  const entries = outbox.data.entries;
  if (entries.length === 0) {
    return states.length === 0 ? (
      <EmptyState title="Nothing has been sent from this app yet">
        <p>
          Every instruction confirmed with this app&apos;s data, such as a transfer from the Transfers screen, is written here first, then sent. Each entry keeps
          its idempotency key, so a request is never sent twice by mistake.
        </p>
      </EmptyState>
    ) : (
      <EmptyState title="No entry in these states">
        <p>No outbox entry is {states.map((s) => STATE_LABELS[s].toLowerCase()).join(' or ')}. Tick other states, or show all.</p>
      </EmptyState>
    );
  }
  return (
    <>
      {error !== null && <ErrorPanel title="The outbox could not be refreshed" error={error} onRetry={refresh} />}
      <OutboxAttention entries={entries} onOpen={onOpen} />
      <p className="muted outbox-count" aria-live="polite">
        {countOf(entries.length, 'entry', 'entries')}, newest first{outbox.isFetching ? ' (refreshing\u2026)' : ''}
      </p>
      <OutboxTable entries={entries} selectedId={selectedId} onOpen={onOpen} />
    </>
  );
}

export function OutboxScreen() {
  const states = useOutboxFilter((state) => state.states);
  const outbox = useOutboxList(states);
  const entries = outbox.data?.entries ?? [];
  const { refetch } = outbox;
  const refresh = () => void refetch();
  const request = useNavigation((state) => state.request);
  const [selectedId, setSelectedId] = useState<string | null>(request.openId ?? null);
  usePaletteActions('outbox', [{ id: 'outbox.refresh', label: 'Refresh the outbox', keywords: ['reload'], run: refresh }], [refetch]);
  const selected = entries.find((entry) => entry.id === selectedId) ?? null;
  return (
    <div className="screen-with-panel">
      <main className="screen" aria-label="Outbox">
        <ScreenHeader title="Outbox">
          <button type="button" onClick={refresh} disabled={outbox.isFetching}>
            Refresh
          </button>
        </ScreenHeader>
        <p className="muted outbox-about">Requests this app wrote down before sending them, read from this computer&apos;s journal (it works offline).</p>
        <OutboxStateFilter />
        <OutboxBody onOpen={setSelectedId} selectedId={selectedId} />
      </main>
      {selected !== null && <OutboxDetail key={selected.id} entry={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
