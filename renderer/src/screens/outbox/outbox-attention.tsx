// Entries that need a person, above the table: an unknown outcome must be checked (in
// the ledger, on the server) before anything is sent again.
import { byCount, countOf } from '../../../../shared/count-words';
import type { OutboxEntryView } from '../../../../shared/ipc';

export function OutboxAttention({ entries, onOpen }: { entries: readonly OutboxEntryView[]; onOpen: (id: string) => void }) {
  const waiting = entries.filter((entry) => entry.needsAttention || entry.state === 'unknown');
  if (waiting.length === 0) return null;
  return (
    <section className="notice notice-warning outbox-attention" aria-labelledby="outbox-attention-title">
      <h2 id="outbox-attention-title">
        {countOf(waiting.length, 'entry', 'entries')} {byCount(waiting.length, 'needs', 'need')} a person
      </h2>
      <ul>
        {waiting.map((entry) => (
          <li key={entry.id}>
            <button type="button" className="link-button outbox-attention-open" dir="auto" onClick={() => onOpen(entry.id)}>
              {entry.summary}
            </button>
            <span dir="auto">: {entry.attentionReason ?? entry.stateText}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
