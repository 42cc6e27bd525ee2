// Step 3 of every write: what became of it. The outbox entry (its state, its
// idempotency key, its attempts), the record's id once the server gave one, the
// server's refusal with its request id, and what to do when it is queued or its outcome
// is unknown. A queued or unknown outcome follows its outbox entry (the outbox list is
// read again on every `outbox.changed` event), so a transfer resent once the server
// answers again reads "Transfer sent" here without a click. A PATCH has no outbox entry.
// A made payment's (collection's, transfer's) status is read from the query its list's
// detail uses, so it moves here when main pushes `status.changed`. A refusal says nothing
// was created and offers to change what was typed and prepare it again. A made record
// whose status is not final says what comes next and when it settles (next-step-text.ts).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ipcQuery } from '../../queries/ipc-queries';
import { OUTBOX_LIST_LIMIT } from '../../queries/outbox-queries';
import { Detail } from '../side-panel';
import { humanize } from '../status-badge';
import type { MoneyView, WriteOutcomeView as Outcome } from '../../../../shared/ipc';
import { Money } from '../lists/detail-parts';
import { nextStepText } from './next-step-text';
import type { FollowedDetail, WriteWords } from './write-words';

type Followed = { status: string; fee?: MoneyView | null };

/** The record as this app's copy has it now: its status, and the fee the server gave for a payment or collection (null until the copy has the record). */
function useFollowedRecord(method: FollowedDetail | undefined, id: string | null): Followed | null {
  const query = useQuery({ ...ipcQuery(method ?? 'payments.detail', { id: id ?? '' }), enabled: method !== undefined && id !== null, retry: false });
  if (method === undefined || id === null || query.data === undefined) return null;
  const data = query.data as { payment?: Followed; collection?: Followed; transfer?: Followed };
  return data.payment ?? data.collection ?? data.transfer ?? null;
}

/** The outcome as the journal knows it now: the confirm's answer until its outbox entry moves on. */
function useLiveOutcome(outcome: Outcome, words: WriteWords): Outcome {
  const entry = outcome.outboxEntry;
  const open = entry !== null && (outcome.state === 'pending' || outcome.state === 'unknown');
  const outbox = useQuery({ ...ipcQuery('outbox.list', { limit: OUTBOX_LIST_LIMIT }), enabled: open });
  const now = open ? outbox.data?.entries.find((candidate) => candidate.id === entry.id) : undefined;
  if (now === undefined) return outcome;
  // Still queued: the entry as the Outbox has it now (its line, and whether a send may have reached the server).
  if (now.state === 'pending' || now.state === 'sent' || now.state === outcome.state) {
    // A later send that may have reached the server makes the confirm's "nothing left this computer" untrue: say the Outbox's line.
    const moved = now.mayHaveReachedServer !== false && entry?.mayHaveReachedServer === false;
    return { ...outcome, outboxEntry: now, ...(moved ? { next: now.stateText } : {}) };
  }
  return {
    ...outcome,
    state: now.state,
    outboxEntry: now,
    resourceId: now.resourceId ?? outcome.resourceId,
    next: now.state === 'succeeded' ? `Sent once the server answered again, with the same idempotency key: nothing to do. It is in ${words.screen}.` : now.stateText,
  };
}

interface Props {
  outcome: Outcome;
  words: WriteWords;
  onDone: () => void;
  /** A button that starts another of the same write, named by the words' title (optional). */
  onAnother?: () => void;
  /** After a refusal: back to the form with everything typed kept ("Change the payment"). */
  onChange?: () => void;
  /** What shows below the details, given the outcome as it is now (an onboarding's status). */
  renderAfter?: ((outcome: Outcome) => ReactNode) | undefined;
}

export function WriteOutcome({ outcome: answered, words, onDone, onAnother, onChange, renderAfter }: Props) {
  const outcome = useLiveOutcome(answered, words);
  const entry = outcome.outboxEntry;
  const waiting = outcome.state === 'pending' || outcome.state === 'unknown';
  // "Not sent yet" only while no send can have reached the server; otherwise it may already be made.
  const heading = outcome.state === 'pending' && entry?.mayHaveReachedServer !== false ? 'inDoubt' : outcome.state;
  const refused = outcome.state === 'failed';
  const followed = useFollowedRecord(words.follows, outcome.resourceId);
  const status = followed?.status ?? outcome.resourceStatus;
  // The fee as the server gave it (the record's own), never a figure of this app's: the review said it comes separately.
  const fee = followed?.fee ?? null;
  const next = outcome.state === 'succeeded' ? nextStepText(words.follows, status, outcome.settles) : null;
  let made: ReactNode = <code>{outcome.resourceId}</code>;
  if (outcome.resourceId === null) made = refused ? 'None: nothing was created' : 'Not known yet';
  return (
    <section className="write-outcome" aria-labelledby={`${words.idPrefix}-outcome-title`} data-state={outcome.state} data-resource-id={outcome.resourceId ?? ''}>
      <div role="status">
        <h3 id={`${words.idPrefix}-outcome-title`} tabIndex={-1}>{words.headings[heading]}</h3>
      </div>
      <p dir="auto" className={waiting ? 'notice' : undefined}>
        {outcome.state === 'succeeded' && words.done !== undefined ? words.done : outcome.next}
      </p>
      <dl className="detail-list" aria-label="Outcome">
        <Detail label={words.label}>{made}</Detail>
        {status !== null && <Detail label="Status">{humanize(status)}</Detail>}
        {next !== null && <Detail label="Next">{next}</Detail>}
        {fee !== null && (
          <Detail label="Fee">
            <Money value={fee} />
          </Detail>
        )}
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
            <Detail label="Sends">{entry.sendsText}</Detail>
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
      {renderAfter?.(outcome)}
      <div className="form-actions">
        {refused && onChange !== undefined && (
          <button type="button" className="primary" onClick={onChange}>
            Change the {words.what}
          </button>
        )}
        <button type="button" className={refused && onChange !== undefined ? undefined : 'primary'} onClick={onDone}>
          Done
        </button>
        {onAnother !== undefined && (
          <button type="button" onClick={onAnother}>
            {words.title}
          </button>
        )}
      </div>
    </section>
  );
}
