// The audit trail newest first: time, kind, what happened, the request line and its
// status, the request id. A sync's requests are one row (sync-runs.ts) that opens to
// them, so a person's confirmations and decisions are not buried under sync traffic.
import { countOf } from '../../../../shared/count-words';
import { Fragment, useRef, useState } from 'react';
import { useElementWidth } from '../../components/use-element-width';
import { Identifier } from '../../components/identifier';
import { MissingValue } from '../../components/side-panel';
import { DateAndTime } from '../../components/date-and-time';
import type { AuditEntryView } from '../../../../shared/ipc';
import { useRowNavigation } from '../../components/use-row-navigation';
import { groupSyncRuns, type AuditRow } from './sync-runs';
import { auditWhatInWords } from './audit-request-words';

const none = <MissingValue />;
export const KIND_WORDS: Record<string, string> = { request: 'Request', confirmation: 'Confirmation', resolution: 'Decision', key_change: 'Key change' };

/**
 * The columns that fit: Method and Path give way with the panel open or below
 * WITH_REQUEST_LINE_FROM px (the What column and the panel have them); Kind and Request id
 * below WITH_KIND_FROM px (the panel has them), and then What wraps.
 */
const WITH_REQUEST_LINE_FROM = 1250;
const WITH_KIND_FROM = 900;
interface Shown {
  readonly requestLine: boolean;
  readonly kind: boolean;
}
function columnsShown(width: number | null, panelOpen: boolean): Shown {
  return { requestLine: !panelOpen && (width === null || width >= WITH_REQUEST_LINE_FROM), kind: width === null || width >= WITH_KIND_FROM };
}

function EntryCells({ entry, shown }: { entry: AuditEntryView; shown: Shown }) {
  const narrow = !shown.requestLine;
  return (
    <>
      <td className="numeric">{entry.seq}</td>
      <td className="audit-time">
        <DateAndTime iso={entry.at} seconds />
      </td>
      {shown.kind && <td>{KIND_WORDS[entry.kind] ?? entry.kind}</td>}
      <td className="audit-what" title={entry.what} dir="auto">
        <bdi>{auditWhatInWords(entry)}</bdi>
      </td>
      {!narrow && <td className="mono">{entry.method ?? none}</td>}
      {!narrow && (
        <td className="mono audit-path" title={entry.path ?? undefined}>
          {entry.path ?? none}
        </td>
      )}
      <td className={`numeric${entry.status !== null && entry.status >= 400 ? ' audit-status-bad' : ''}`}>{entry.status ?? none}</td>
      {shown.kind && <td>{entry.requestId !== null ? <Identifier value={entry.requestId} keep={14} copy={false} /> : none}</td>}
    </>
  );
}

function runText(row: Extract<AuditRow, { type: 'run' }>): string {
  const failed = row.failed === 0 ? 'all answered' : `${row.failed} failed`;
  return `Sync: ${countOf(row.entries.length, 'request', 'requests')}, ${failed}`;
}

/** With the side panel open the table is narrow: Method and Path go (the What column and the panel have them). */
export function AuditTable({ entries, selectedSeq, onOpen }: { entries: readonly AuditEntryView[]; selectedSeq: number | null; onOpen: (seq: number) => void }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const shown = columnsShown(useElementWidth(frameRef), selectedSeq !== null);
  const narrow = !shown.requestLine;
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
    <div ref={frameRef} className="table-frame">
      <table className={`data-table audit-table${narrow ? ' audit-table-narrow' : ''}${shown.kind ? '' : ' audit-table-without-kind'}`} aria-label="Audit trail, newest first">
        <thead>
          <tr>
            <th scope="col" className="numeric">
              Seq
            </th>
            <th scope="col">Time</th>
            {shown.kind && <th scope="col">Kind</th>}
            <th scope="col">What</th>
            {!narrow && <th scope="col">Method</th>}
            {!narrow && <th scope="col">Path</th>}
            <th scope="col" className="numeric">
              Status
            </th>
            {shown.kind && <th scope="col">Request id</th>}
          </tr>
        </thead>
        <tbody ref={bodyRef} onKeyDown={onKeyDown}>
          {rows.map((row) => {
            if (row.type === 'entry') {
              index += 1;
              return (
                <tr key={row.entry.seq} {...rowProps(index)} aria-selected={row.entry.seq === selectedSeq} data-seq={row.entry.seq}>
                  <EntryCells entry={row.entry} shown={shown} />
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
                  <td className="numeric audit-seq">
                    {first.seq}–{last.seq}
                  </td>
                  <td className="audit-time">
                    <DateAndTime iso={row.from} seconds />
                    {/* Narrow: the range on two lines, so Time is one time wide and What keeps its room. */}
                    {narrow ? <br /> : ' '}
                    to <DateAndTime iso={row.to} seconds />
                  </td>
                  {shown.kind && <td>Sync run</td>}
                  <td className="audit-what" colSpan={(narrow ? 2 : 4) + (shown.kind ? 1 : 0)}>
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
                        <EntryCells entry={entry} shown={shown} />
                      </tr>
                    );
                  })}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
