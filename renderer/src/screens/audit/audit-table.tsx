// The audit trail newest first: time, kind, what happened, the request line and its
// status, the request id. A sync's requests are one row (sync-runs.ts) that opens to
// them, so a person's confirmations and decisions are not buried under sync traffic.
import { Fragment, useState } from 'react';
import { Identifier } from '../../components/identifier';
import { MissingValue } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import type { AuditEntryView } from '../../../../shared/ipc';
import { useRowNavigation } from '../../components/use-row-navigation';
import { groupSyncRuns, type AuditRow } from './sync-runs';

const none = <MissingValue />;
export const KIND_WORDS: Record<string, string> = { request: 'Request', confirmation: 'Confirmation', resolution: 'Decision', key_change: 'Key change' };

function EntryCells({ entry, narrow }: { entry: AuditEntryView; narrow: boolean }) {
  return (
    <>
      <td className="numeric">{entry.seq}</td>
      <td>{formatDateTime(entry.at, { seconds: true })}</td>
      <td>{KIND_WORDS[entry.kind] ?? entry.kind}</td>
      <td className="audit-what" title={entry.what} dir="auto">
        <bdi>{entry.what}</bdi>
      </td>
      {!narrow && <td className="mono">{entry.method ?? none}</td>}
      {!narrow && (
        <td className="mono audit-path" title={entry.path ?? undefined}>
          {entry.path ?? none}
        </td>
      )}
      <td className={`numeric${entry.status !== null && entry.status >= 400 ? ' audit-status-bad' : ''}`}>{entry.status ?? none}</td>
      <td>{entry.requestId !== null ? <Identifier value={entry.requestId} keep={14} copy={false} /> : none}</td>
    </>
  );
}

function runText(row: Extract<AuditRow, { type: 'run' }>): string {
  const failed = row.failed === 0 ? 'all answered' : `${row.failed} failed`;
  return `Sync: ${row.entries.length} requests, ${failed}`;
}

/** With the side panel open the table is narrow: Method and Path go (the What column and the panel have them). */
export function AuditTable({ entries, selectedSeq, onOpen }: { entries: readonly AuditEntryView[]; selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const narrow = selectedSeq !== null;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rows = groupSyncRuns(entries);
  // The rows the keyboard moves through: entries, runs, and the requests of open runs.
  const flat: Array<{ row: AuditRow; entry: AuditEntryView | null }> = [];
  for (const row of rows) {
    if (row.type === 'entry') {
      flat.push({ row, entry: row.entry });
      continue;
    }
    flat.push({ row, entry: null });
    if (open.has(row.key)) for (const entry of row.entries) flat.push({ row, entry });
  }
  const toggle = (key: string) => setOpen((current) => {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  const { bodyRef, onKeyDown, rowProps } = useRowNavigation(flat.length, (index) => {
    const item = flat[index];
    if (item === undefined) return;
    if (item.entry !== null) onOpen(item.entry.seq);
    else if (item.row.type === 'run') toggle(item.row.key);
  });
  let index = -1;
  return (
    <table className={`data-table audit-table${narrow ? ' audit-table-narrow' : ''}`} aria-label="Audit trail, newest first">
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
        {rows.map((row) => {
          if (row.type === 'entry') {
            index += 1;
            return (
              <tr key={row.entry.seq} {...rowProps(index)} aria-selected={row.entry.seq === selectedSeq} data-seq={row.entry.seq}>
                <EntryCells entry={row.entry} narrow={narrow} />
              </tr>
            );
          }
          index += 1;
          const expanded = open.has(row.key);
          const first = row.entries[row.entries.length - 1] as AuditEntryView;
          const last = row.entries[0] as AuditEntryView;
          return (
            <Fragment key={row.key}>
              <tr {...rowProps(index)} className="audit-run">
                <td className="numeric">
                  {first.seq}–{last.seq}
                </td>
                <td>
                  {formatDateTime(row.from, { seconds: true })} to {formatDateTime(row.to, { seconds: true })}
                </td>
                <td>Sync run</td>
                <td className="audit-what" colSpan={narrow ? 3 : 5}>
                  <button type="button" className="link-button" aria-expanded={expanded} onClick={(event) => {
                    event.stopPropagation();
                    toggle(row.key);
                  }}>
                    {expanded ? 'Hide' : 'Show'} {runText(row)}
                  </button>
                </td>
              </tr>
              {expanded &&
                row.entries.map((entry) => {
                  index += 1;
                  return (
                    <tr key={entry.seq} {...rowProps(index)} className="audit-run-member" aria-selected={entry.seq === selectedSeq} data-seq={entry.seq}>
                      <EntryCells entry={entry} narrow={narrow} />
                    </tr>
                  );
                })}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
