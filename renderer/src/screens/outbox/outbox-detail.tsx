// One outbox entry in the side panel: what is known of it, why it needs a person, every
// id (copyable; the record it made opens on its own screen), the error, and the request
// body as sent with account numbers masked.
import { Identifier } from '../../components/identifier';
import { Detail, SidePanel } from '../../components/side-panel';
import { formatDateTime } from '../../../lib/format-time';
import type { OutboxEntryView } from '../../../../shared/ipc';
import { OutboxResolve } from './outbox-resolve';
import { OutboxResourceLink } from './outbox-resource-link';
import { OutboxStateText } from './outbox-state-text';
import { prettyBody, STATE_BADGES, stateLabel } from './outbox-labels';

export function OutboxDetail({ entry, onClose }: { entry: OutboxEntryView; onClose: () => void }) {
  return (
    <SidePanel title="Outbox entry" onClose={onClose}>
      {entry.needsAttention && (
        <p className="notice notice-warning outbox-attention-text" role="note">
          <strong>Needs a person.</strong> <bdi>{entry.attentionReason ?? entry.stateText}</bdi>
        </p>
      )}
      <dl className="journal-detail">
        <Detail label="State">
          <span className={STATE_BADGES[entry.state]}>{stateLabel(entry)}</span>
        </Detail>
        <Detail label="What is known">
          <OutboxStateText entry={entry} />
        </Detail>
        <Detail label="Operation">
          {entry.operationWords} <code className="muted">{entry.operation}</code>
        </Detail>
        <Detail label="Path">
          <code>{entry.path}</code>
        </Detail>
        <Detail label="Summary">
          <span dir="auto">{entry.summary}</span>
        </Detail>
        <Detail label="Created">{formatDateTime(entry.createdAt, { seconds: true })}</Detail>
        <Detail label="Updated">{formatDateTime(entry.updatedAt, { seconds: true })}</Detail>
        <Detail label="Sends">{entry.sendsText}</Detail>
        <Detail label="Entry id">
          <Identifier value={entry.id} keep={28} />
        </Detail>
        <Detail label="Resource id">
          {entry.resourceId !== null ? (
            <>
              <Identifier value={entry.resourceId} keep={28} /> <OutboxResourceLink resourceId={entry.resourceId} />
            </>
          ) : null}
        </Detail>
        <Detail label="Request id">{entry.requestId !== null ? <Identifier value={entry.requestId} keep={28} /> : null}</Detail>
        <Detail label="Idempotency key">
          <Identifier value={entry.idempotencyKey} keep={28} />
        </Detail>
        {entry.error !== null && (
          <Detail label="Error">
            <bdi>{entry.error.message}</bdi> <span className="muted">({entry.error.kind}, {entry.error.code})</span>
          </Detail>
        )}
      </dl>
      <OutboxResolve entry={entry} />
      <h3 id="outbox-body-title">Request body (bank account numbers masked)</h3>
      <pre className="outbox-body" role="region" aria-labelledby="outbox-body-title" tabIndex={0}>
        {prettyBody(entry.maskedBody)}
      </pre>
    </SidePanel>
  );
}
