// Sync traffic grouped by sync run: a sync sends a GET per page of every list (some 55
// on the demo data), which would bury a person's confirmations. Consecutive GET requests
// (in the list's order, newest first) no more than RUN_GAP_MS apart are one run, shown
// as one row that opens to its requests; anything else breaks a run. Pure, so tested
// without a window.
import type { AuditEntryView } from '../../../../shared/ipc';

/** Requests of one sync follow each other within seconds; a minute apart is another sync. */
export const RUN_GAP_MS = 60_000;
/** Fewer GETs in a row than this are shown one by one. */
export const MIN_RUN = 3;

export type AuditRow =
  | { readonly type: 'entry'; readonly entry: AuditEntryView }
  | { readonly type: 'run'; readonly key: string; readonly entries: readonly AuditEntryView[]; readonly failed: number; readonly from: string; readonly to: string };

const isSyncRequest = (entry: AuditEntryView) => entry.kind === 'request' && entry.method === 'GET';

export function groupSyncRuns(entries: readonly AuditEntryView[]): AuditRow[] {
  const rows: AuditRow[] = [];
  let run: AuditEntryView[] = [];
  const flush = () => {
    if (run.length >= MIN_RUN) {
      const newest = run[0] as AuditEntryView;
      const oldest = run[run.length - 1] as AuditEntryView;
      const failed = run.filter((entry) => entry.outcome === 'failed' || (entry.status !== null && entry.status >= 400)).length;
      // Keyed by its first request: a run still growing (a sync's later pages, the status
      // tracker's reads) keeps its key, so a run opened stays open.
      rows.push({ type: 'run', key: `run-${oldest.seq}`, entries: run, failed, from: oldest.at, to: newest.at });
    } else {
      for (const entry of run) rows.push({ type: 'entry', entry });
    }
    run = [];
  };
  for (const entry of entries) {
    const previous = run[run.length - 1];
    const close = previous !== undefined && Math.abs(Date.parse(previous.at) - Date.parse(entry.at)) <= RUN_GAP_MS;
    if (isSyncRequest(entry) && (previous === undefined || close)) {
      run.push(entry);
      continue;
    }
    flush();
    if (isSyncRequest(entry)) run.push(entry);
    else rows.push({ type: 'entry', entry });
  }
  flush();
  return rows;
}

/** How many rows the entries make on the screen (a run is one). */
export function countAuditRows(entries: readonly AuditEntryView[]): number {
  return groupSyncRuns(entries).length;
}
