// The outbox, newest first: one row per request this app journaled before sending it.
// Entries that need a person (an unknown outcome above all) stand out with the reason.
// The columns that fit the width are shown, by priority (outbox-columns.tsx): with the
// side panel open the ids give way and the summary keeps its room.
import { FittedColGroup, useFittedColumns } from '../../components/lists/use-fitted-columns';
import type { OutboxEntryView } from '../../../../shared/ipc';
import { useRowNavigation } from '../../components/use-row-navigation';
import { OUTBOX_COLUMNS } from './outbox-columns';

export function OutboxTable({ entries, selectedId, onOpen }: { entries: readonly OutboxEntryView[]; selectedId: string | null; onOpen: (id: string) => void }) {
  const { frameRef, shown } = useFittedColumns(OUTBOX_COLUMNS);
  const { bodyRef, onKeyDown, rowProps } = useRowNavigation(entries.length, (index) => {
    const entry = entries[index];
    if (entry !== undefined) onOpen(entry.id);
  });
  return (
    <div className="table-frame" ref={frameRef}>
      <table className="data-table outbox-table" aria-label="Outbox entries, newest first">
        <FittedColGroup columns={shown} />
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.id} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
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
              {shown.map((column) => (
                <td key={column.id} className={column.className} title={column.title?.(entry)} dir={column.className === 'numeric' ? undefined : 'auto'}>
                  {column.cell(entry)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
