// Said at the top of the Audit screen when request records could not be written to the
// trail (a full disk, a damaged journal): how many wait in memory, why, and that nothing
// is sent (no sync, no payment) until they are written.
import { byCount, countOf } from '../../../../shared/count-words';
import { useAuditBacklog } from '../../queries/audit-queries';

export function AuditBacklogNotice() {
  const { backlog, refresh } = useAuditBacklog();
  if (backlog === null) return null;
  return (
    <section className="notice notice-warning audit-backlog" role="alert" aria-label="The audit trail is behind">
      <h2>The audit trail is behind</h2>
      <p>{backlog.error.message}</p>
      <p>
        {backlog.waiting > 0 && `${countOf(backlog.waiting, 'request record', 'request records')} ${byCount(backlog.waiting, 'waits', 'wait')} in memory. `}
        {backlog.refused > 0 && `${countOf(backlog.refused, 'record', 'records')} ${byCount(backlog.refused, 'was', 'were')} refused by the trail (code ${backlog.error.code}). `}
        Syncing and sending payments wait until the trail is written.
      </p>
      <button type="button" onClick={refresh}>
        Check again
      </button>
    </section>
  );
}
