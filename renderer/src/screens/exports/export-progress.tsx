// The running export: a progress bar (exact when main says how many rows there will be,
// indeterminate otherwise), rows written and the rate, and Cancel (main removes the
// partial file).
import { countOf } from '../../../../shared/count-words';
import { useEffect, useState } from 'react';
import { exportRate, useExports } from '../../stores/exports-store';
import { formatCount } from './format-bytes';
import { EXPORT_TITLES } from './export-requests';
import { ProgressBar } from '../../components/progress-bar';

function useTicking(active: boolean, intervalMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}

export function ExportProgress() {
  const running = useExports((state) => state.running);
  const cancel = useExports((state) => state.cancel);
  const now = useTicking(running !== null);
  if (running === null) return null;
  const rate = exportRate(running, Math.max(now, running.startedAtMs));
  const total = running.rowsTotal;
  const percent = total !== null && total > 0 ? Math.min(100, Math.round((running.rowsWritten / total) * 100)) : undefined;
  const parts = [
    `Writing ${running.fileName ?? `the ${EXPORT_TITLES[running.kind].toLowerCase()} file`}`,
    total !== null ? `${formatCount(running.rowsWritten)} of ${countOf(total, 'row', 'rows')}` : `${countOf(running.rowsWritten, 'row', 'rows')} so far`,
    ...(rate !== null && running.rowsWritten > 0 ? [`${formatCount(Math.round(rate))} rows/s`] : []),
    ...(running.cancelling ? ['cancelling\u2026'] : []),
  ];
  return (
    <section className="export-progress" aria-label="Export in progress">
      <ProgressBar label={`Export of the ${EXPORT_TITLES[running.kind].toLowerCase()}`} percent={percent} valueText={parts.join(', ')} />
      {/* Not a live region: it changes twice a second; the bar's value text carries it, the result is announced. */}
      <span className="export-progress-text">{parts.join(' \u00b7 ')}</span>
      <button type="button" onClick={() => void cancel()} disabled={running.cancelling}>
        Cancel export
      </button>
    </section>
  );
}
