// A record the server no longer lists (a complete sync did not return it). The app keeps
// it, because history names it (ledger entries, payments), but never pays to or from it:
// wherever such a record is shown, it says so, with the day it was found gone.
import { formatDate, formatDateTime } from '../../lib/format-time';

/** "No longer on the server (since 2026-11-23)". */
export function goneText(goneAt: string): string {
  return `No longer on the server (since ${formatDate(goneAt)})`;
}

/**
 * Nothing while the record is listed; else a badge that says since when it is gone.
 * `compact` for a narrow list column ("Gone since 2026-11-23", the whole sentence in its
 * title); the badge's own words otherwise.
 */
export function GoneFromServer({ goneAt, compact = false }: { goneAt: string | null; compact?: boolean }) {
  if (goneAt === null) return null;
  return (
    <span
      className="status-badge status-badge-bad gone-from-server"
      data-gone-at={goneAt}
      title={`${goneText(goneAt)}: a full sync at ${formatDateTime(goneAt)} no longer found it on the server; it is kept here for history and cannot be paid to or from.`}
    >
      {compact ? `Gone since ${formatDate(goneAt)}` : goneText(goneAt)}
    </span>
  );
}

/** Under a record's name in a table: a line that says it is gone, without widening the columns. */
export function GoneFromServerLine({ goneAt }: { goneAt: string | null }) {
  if (goneAt === null) return null;
  return (
    <span className="gone-from-server-line" data-gone-at={goneAt}>
      {goneText(goneAt)}
    </span>
  );
}
