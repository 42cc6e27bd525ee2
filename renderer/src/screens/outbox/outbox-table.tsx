// The outbox, newest first: one row per request this app journaled before sending it.
// Entries that need a person (an unknown outcome above all) stand out with the reason.
import { Identifier } from '../../components/identifier';
import { formatDateTime } from '../../../lib/format-time';
import type { OutboxEntry } from '../../queries/outbox-queries';
import { STATE_BADGES, STATE_LABELS } from './outbox-labels';
import { useRowNavigation } from '../../components/use-row-navigation';

const dash = '\u2014';

/** With the side panel open the table is narrow: the panel shows what the dropped columns had. */
export function OutboxTable({ entries, selectedId, onOpen }: { entries: readonly OutboxEntry[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const wide = selectedId === null;
  const { bodyRef, onKeyDown, rowProps } = useRowNavigation(entries.length, (index) => {
    const entry = entries[index];
    if (entry !== undefined) onOpen(entry.id);
  });
  return (
    <table className="data-table outbox-table" aria-label="Outbox entries, newest first">
      <thead>
        <tr>
          <th scope="col">Created</th>
          <th scope="col">State</th>
          {wide && <th scope="col">Operation</th>}
          <th scope="col">Summary</th>
          <th scope="col">What is known</th>
          <th scope="col" className="numeric">
            Attempts
          </th>
          {wide && <th scope="col">Resource id</th>}
          {wide && <th scope="col">Request id</th>}
          <th scope="col">Idempotency key</th>
        </tr>
      </thead>
      <tbody ref={bodyRef} onKeyDown={onKeyDown}>
        {entries.map((entry, index) => (
          <tr
            key={entry.id}
            {...rowProps(index)}
            className={entry.needsAttention || entry.state === 'unknown' ? 'outbox-row-attention' : undefined}
            aria-selected={entry.id === selectedId}
            data-entry-id={entry.id}
          >
            <td>{formatDateTime(entry.createdAt)}</td>
            <td>
              <span className={STATE_BADGES[entry.state]}>{STATE_LABELS[entry.state]}</span>
            </td>
            {wide && <td className="mono">{entry.operation}</td>}
            <td className="outbox-summary" title={entry.summary} dir="auto">
              {entry.summary}
            </td>
            <td className="outbox-state-text" title={entry.stateText} dir="auto">
              {entry.needsAttention && entry.attentionReason !== null ? (
                <>
                  <strong>Needs a person:</strong> {entry.attentionReason}
                </>
              ) : (
                entry.stateText
              )}
            </td>
            <td className="numeric">{entry.attempts}</td>
            {wide && <td>{entry.resourceId !== null ? <Identifier value={entry.resourceId} keep={12} copy={false} /> : dash}</td>}
            {wide && <td>{entry.requestId !== null ? <Identifier value={entry.requestId} keep={12} copy={false} /> : dash}</td>}
            <td>
              <Identifier value={entry.idempotencyKey} keep={12} copy={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
