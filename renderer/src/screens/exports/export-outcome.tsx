// How the last export ended: the file (name, full path, rows, bytes, time), or that it
// was cancelled and left no file, or why it failed (with the request id and Try again).
import { countOf } from '../../../../shared/count-words';
import { useRef } from 'react';
import { useFocusHeadingWhenIdle } from '../../components/focus-when-idle';
import { ErrorPanel } from '../../components/screen-states';
import { Detail } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import { useExports, type ExportOutcome as ExportOutcomeState } from '../../stores/exports-store';
import { CopyPath } from './copy-path';
import { EXPORT_TITLES, startExport } from './export-requests';
import type { AccountsById } from '../../components/account-names';
import { formatBytes, formatCount, formatDuration } from './format-bytes';

/** How the last export ended; its heading takes focus when it appears (the export's button, disabled while it ran, left focus on <body>). */
export function ExportOutcome({ accounts }: { accounts: AccountsById }) {
  const outcome = useExports((state) => state.outcome);
  const box = useRef<HTMLDivElement>(null);
  useFocusHeadingWhenIdle(box, outcome);
  return <div ref={box}>{outcome !== null && <OutcomePanel outcome={outcome} accounts={accounts} />}</div>;
}

function OutcomePanel({ outcome, accounts }: { outcome: ExportOutcomeState; accounts: AccountsById }) {
  if (outcome.type === 'failed') {
    return <ErrorPanel title={`The ${EXPORT_TITLES[outcome.kind].toLowerCase()} export failed`} error={outcome.error} onRetry={() => startExport(outcome.kind, accounts)} />;
  }
  if (outcome.type === 'cancelled') {
    return (
      <section className="export-outcome export-outcome-cancelled" role="status" aria-label="Export cancelled">
        <h2>{EXPORT_TITLES[outcome.kind]} export cancelled</h2>
        <p>
          Stopped at {formatDateTime(outcome.at, { seconds: true })}
          {outcome.rowsWritten > 0 ? `, after at least ${countOf(outcome.rowsWritten, 'row', 'rows')}` : ''}. No file was left: the partly written file was removed.
        </p>
      </section>
    );
  }
  const { record } = outcome;
  return (
    <section className="export-outcome export-outcome-done" role="status" aria-label="Export finished">
      <h2>
        {EXPORT_TITLES[record.kind]} exported: {countOf(record.rowsWritten, 'row', 'rows')}
      </h2>
      <dl>
        <Detail label="File name">
          <code className="export-file-name">{record.fileName}</code>
        </Detail>
        <Detail label="Full path">
          <CopyPath path={record.path} />
        </Detail>
        <Detail label="Rows written">
          <span className="numeric export-rows">{formatCount(record.rowsWritten)}</span> (plus the header row)
        </Detail>
        <Detail label="Size">
          <span className="numeric export-bytes">{formatBytes(record.bytesWritten)}</span>
        </Detail>
        <Detail label="Finished">
          {formatDateTime(record.finishedAt, { seconds: true })} (took {formatDuration(record.durationMs)})
        </Detail>
        <Detail label="BOM">{record.bom ? 'Yes: starts with a UTF-8 byte order mark for Excel' : 'No byte order mark'}</Detail>
        <Detail label="Filters">{record.filterWords.length === 0 ? 'None: everything cached' : record.filterWords.join('; ')}</Detail>
      </dl>
    </section>
  );
}
