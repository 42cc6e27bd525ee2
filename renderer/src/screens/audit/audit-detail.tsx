// One audit entry in the side panel, with its hash and the previous entry's hash (the
// link the chain check follows).
import { Identifier } from '../../components/identifier';
import { Detail, SidePanel } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import type { AuditEntryView } from '../../../../shared/ipc';
import { KIND_WORDS } from './audit-table';

export function AuditDetail({ entry, onClose }: { entry: AuditEntryView; onClose: () => void }) {
  return (
    <SidePanel title={`Audit entry ${entry.seq}`} onClose={onClose}>
      <dl className="journal-detail">
        <Detail label="Seq">{entry.seq}</Detail>
        <Detail label="Time">{formatDateTime(entry.at, { seconds: true })}</Detail>
        <Detail label="Kind">
          <span title={entry.kind}>{KIND_WORDS[entry.kind] ?? entry.kind}</span>
        </Detail>
        <Detail label="What">
          <span dir="auto">{entry.what}</span>
        </Detail>
        <Detail label="Method">{entry.method !== null ? <code>{entry.method}</code> : null}</Detail>
        <Detail label="Path">{entry.path !== null ? <code>{entry.path}</code> : null}</Detail>
        <Detail label="Status">{entry.status}</Detail>
        <Detail label="Request id">{entry.requestId !== null ? <Identifier value={entry.requestId} keep={28} /> : null}</Detail>
        <Detail label="Idempotency key">{entry.idempotencyKey !== null ? <Identifier value={entry.idempotencyKey} keep={28} /> : null}</Detail>
        <Detail label="Summary">{entry.summary === null ? null : <span dir="auto">{entry.summary}</span>}</Detail>
        <Detail label="Hash">
          <code className="audit-hash">{entry.hash}</code>
        </Detail>
        <Detail label="Previous hash">
          <code className="audit-hash">{entry.prevHash}</code>
        </Detail>
      </dl>
    </SidePanel>
  );
}
