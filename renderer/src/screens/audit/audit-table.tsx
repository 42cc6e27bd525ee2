// The audit trail, oldest first by seq (the order the chain is hashed in): time, kind,
// what happened, the request line and its status, the request id.
import { Identifier } from '../../components/identifier';
import { formatDateTime } from '../../../lib/format-time';
import type { AuditEntry } from '../../stores/journal-stores';
import { useRowNavigation } from '../../components/use-row-navigation';

const dash = '\u2014';

/** With the side panel open the table is narrow: Method and Path go (the What column and the panel have them). */
export function AuditTable({ entries, selectedSeq, onOpen }: { entries: readonly AuditEntry[]; selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const narrow = selectedSeq !== null;
  const { bodyRef, onKeyDown, rowProps } = useRowNavigation(entries.length, (index) => {
    const entry = entries[index];
    if (entry !== undefined) onOpen(entry.seq);
  });
  return (
    <table className={`data-table audit-table${narrow ? ' audit-table-narrow' : ''}`} aria-label="Audit trail, oldest first">
      <thead>
        <tr>
          <th scope="col" className="numeric">
            Seq
          </th>
          <th scope="col">Time</th>
          <th scope="col">Kind</th>
          <th scope="col">What</th>
          {!narrow && <th scope="col">Method</th>}
          {!narrow && <th scope="col">Path</th>}
          <th scope="col" className="numeric">
            Status
          </th>
          <th scope="col">Request id</th>
        </tr>
      </thead>
      <tbody ref={bodyRef} onKeyDown={onKeyDown}>
        {entries.map((entry, index) => (
          <tr key={entry.seq} {...rowProps(index)} aria-selected={entry.seq === selectedSeq} data-seq={entry.seq}>
            <td className="numeric">{entry.seq}</td>
            <td>{formatDateTime(entry.at, { seconds: true })}</td>
            <td>{entry.kind}</td>
            <td className="audit-what" title={entry.what}>
              {entry.what}
            </td>
            {!narrow && <td className="mono">{entry.method ?? dash}</td>}
            {!narrow && (
              <td className="mono audit-path" title={entry.path ?? undefined}>
                {entry.path ?? dash}
              </td>
            )}
            <td className={`numeric${entry.status !== null && entry.status >= 400 ? ' audit-status-bad' : ''}`}>{entry.status ?? dash}</td>
            <td>{entry.requestId !== null ? <Identifier value={entry.requestId} keep={14} copy={false} /> : dash}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
