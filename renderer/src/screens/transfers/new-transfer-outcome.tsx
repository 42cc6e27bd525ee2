// Step 3 of a new transfer: what became of it. The outbox entry (its state, its
// idempotency key, its attempts), the transfer's id once the server gave one, the
// server's refusal with its request id, and what to do when it is queued or its outcome
// is unknown. A queued or unknown outcome follows its outbox entry (the outbox list is
// read again on every `outbox.changed` event), so a transfer resent once the server
// answers again reads "Transfer sent" here without a click.
import { useQuery } from '@tanstack/react-query';
import { Detail } from '../../components/side-panel';
import { ipcQuery } from '../../queries/ipc-queries';
import { OUTBOX_LIST_LIMIT } from '../../queries/outbox-queries';
import type { TransferOutcome } from './new-transfer-actions';

/** The outcome as the journal knows it now: the confirm's answer until its outbox entry moves on. */
function useLiveOutcome(outcome: TransferOutcome): TransferOutcome {
  const entry = outcome.outboxEntry;
  const open = entry !== null && (outcome.state === 'pending' || outcome.state === 'unknown');
  const outbox = useQuery({ ...ipcQuery('outbox.list', { limit: OUTBOX_LIST_LIMIT }), enabled: open });
  const now = open ? outbox.data?.entries.find((candidate) => candidate.id === entry.id) : undefined;
  if (now === undefined || now.state === 'pending' || now.state === 'sent' || now.state === outcome.state) return outcome;
  return {
    ...outcome,
    state: now.state,
    outboxEntry: now,
    resourceId: now.resourceId ?? outcome.resourceId,
    next: now.state === 'succeeded' ? 'Sent once the server answered again, with the same idempotency key.' : now.stateText,
  };
}

const HEADINGS: Record<TransferOutcome['state'], string> = {
  succeeded: 'Transfer sent',
  failed: 'The server refused the transfer: nothing was moved',
  pending: 'Transfer queued: not sent yet',
  unknown: 'Outcome unknown: check before doing anything again',
};

const WHAT_TO_DO: Partial<Record<TransferOutcome['state'], string>> = {
  pending: 'It is kept in the outbox and sent again with the same idempotency key when the server answers, so it can never be made twice. Do not enter it again.',
  unknown: 'The server may or may not have made it. Do not enter it again: sync, then look for it in Transfers; the outbox entry keeps its idempotency key so sending it again cannot make a second one.',
};

export function NewTransferOutcome({ outcome: answered, onDone, onAnother }: { outcome: TransferOutcome; onDone: () => void; onAnother: () => void }) {
  const outcome = useLiveOutcome(answered);
  const entry = outcome.outboxEntry;
  const todo = WHAT_TO_DO[outcome.state];
  return (
    <section className="transfer-outcome" aria-labelledby="transfer-outcome-title" data-state={outcome.state} data-resource-id={outcome.resourceId ?? ''}>
      <div role="status">
        <h3 id="transfer-outcome-title">{HEADINGS[outcome.state]}</h3>
      </div>
      <p dir="auto">{outcome.next}</p>
      {todo !== undefined && <p className="notice">{todo}</p>}
      <dl className="detail-list" aria-label="Outcome">
        <Detail label="Transfer">{outcome.resourceId === null ? 'Not known yet' : <code>{outcome.resourceId}</code>}</Detail>
        {outcome.resourceStatus !== null && <Detail label="Status">{outcome.resourceStatus}</Detail>}
        {entry !== null && (
          <>
            <Detail label="Outbox entry">
              <code>{entry.id}</code>
            </Detail>
            <Detail label="Outbox state">
              <span dir="auto">{entry.stateText}</span>
            </Detail>
            <Detail label="Idempotency key">
              <code>{entry.idempotencyKey}</code>
            </Detail>
            <Detail label="Attempts">{String(entry.attempts)}</Detail>
          </>
        )}
        {outcome.error !== null && (
          <>
            <Detail label="Server message">
              <bdi>{outcome.error.message}</bdi>
            </Detail>
            <Detail label="Request id">{outcome.error.requestId === null ? null : <code>{outcome.error.requestId}</code>}</Detail>
          </>
        )}
      </dl>
      <div className="form-actions">
        <button type="button" className="primary" onClick={onDone}>
          Done
        </button>
        <button type="button" onClick={onAnother}>
          New transfer
        </button>
      </div>
    </section>
  );
}
