// Requests an earlier run of the app wrote down but never saw settled, shown across the
// top of the window on every screen until each has a decision. Main resends on its own
// only what was confirmed in this run; these wait for a person: send now (the same
// idempotency key and bytes, so a server that already has it cannot make it twice), or
// withdraw one that never left this computer. Not a modal: the person can look at the
// ledger or the outbox first, and nothing is sent meanwhile. One line (what waits, and
// "Show details") until the person opens it, so a small window keeps its screen in view.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { unwrap, type IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { formatDateTime } from '../../../lib/format-time';
import { ipcQuery } from '../../queries/ipc-queries';
import { useNavigation } from '../../stores/navigation-store';
import { decisionOutcomeText } from './decision-words';
import { byCount, countOf } from '../../../../shared/count-words';

type WaitingEntry = IpcOutput<'outbox.pendingAtStart'>['entries'][number];

function WaitingEntryRow({ entry, onDecided }: { entry: WaitingEntry; onDecided: (text: string) => void }) {
  const go = useNavigation((state) => state.go);
  const [busy, setBusy] = useState<'send' | 'withdraw' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = `pending-decision-${entry.id}`;

  const decide = async (kind: 'send' | 'withdraw') => {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'send') onDecided(decisionOutcomeText(entry.summary, unwrap(await ipc().call('outbox.sendNow', { entryId: entry.id }))));
      else {
        unwrap(await ipc().call('outbox.withdraw', { entryId: entry.id }));
        onDecided(`Withdrawn, never sent: ${entry.summary}.`);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="pending-decision" aria-labelledby={titleId}>
      <p className="pending-decision-summary" id={titleId} dir="auto">
        {entry.summary}
      </p>
      <p className="muted">
        Written down {formatDateTime(entry.createdAt)}:{' '}
        {entry.attempts === 0 ? 'never sent.' : `${countOf(entry.attempts, 'send', 'sends')}, ${entry.mayHaveReachedServer === false ? 'the server could not be reached' : 'no answer from the server'}`}
        {entry.attempts > 0 && entry.error !== null && <bdi> ({entry.error.message.replace(/\.$/, '')})</bdi>}
        {entry.attempts > 0 && '.'}
      </p>
      <p className="muted">
        Idempotency key <code>{entry.idempotencyKey}</code>
      </p>
      {error !== null && (
        <p className="step-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="primary" disabled={busy !== null} onClick={() => void decide('send')}>
          {busy === 'send' ? 'Sending…' : 'Send now with the same key'}
        </button>
        {entry.withdrawable && (
          <button type="button" disabled={busy !== null} onClick={() => void decide('withdraw')}>
            {busy === 'withdraw' ? 'Withdrawing…' : 'Withdraw (never sent)'}
          </button>
        )}
        <button type="button" onClick={() => go('outbox', { openId: entry.id })}>
          Open in the Outbox
        </button>
      </div>
      {!entry.withdrawable && <p className="field-hint">It may have reached the server, so it cannot be withdrawn: send it now with the same key, or check it in the Outbox first.</p>}
    </li>
  );
}

/** Why they wait, as it is: an entry no send of which reached a server was not sent, not one whose answer is missing. */
function closedBefore(entries: ReadonlyArray<{ mayHaveReachedServer?: boolean | undefined }>): string {
  const unreached = entries.filter((entry) => entry.mayHaveReachedServer === false).length;
  if (unreached === entries.length) return `Not sent yet: the server could not be reached before the app closed, so ${byCount(entries.length, 'this one never', 'these never')} reached it.`;
  if (unreached === 0) return `The app or its data service stopped before the server\u2019s answer to ${byCount(entries.length, 'this one', 'these')} was known.`;
  return `The app or its data service stopped before the server\u2019s answer to ${entries.length - unreached} of these was known; the other ${byCount(unreached, 'one was', `${unreached} were`)} not sent yet (the server could not be reached).`;
}

export function PendingDecisions() {
  const waiting = useQuery(ipcQuery('outbox.pendingAtStart', {}));
  const [decided, setDecided] = useState<readonly string[]>([]);
  const [open, setOpen] = useState(false);
  const entries = waiting.data?.entries ?? [];
  if (entries.length === 0 && decided.length === 0) return null;
  return (
    <section className="pending-decisions notice notice-warning" aria-labelledby="pending-decisions-title">
      {entries.length > 0 && (
        <>
          <div className="pending-decisions-line">
            <h2 id="pending-decisions-title">
              {countOf(entries.length, 'request', 'requests')} from an earlier run{' '}
              {byCount(entries.length, 'waits', 'wait')} for your decision
            </h2>
            <button type="button" aria-expanded={open} aria-controls="pending-decisions-details" onClick={() => setOpen(!open)}>
              {open ? 'Hide details' : 'Show details'}
            </button>
          </div>
          <div id="pending-decisions-details" className="pending-decisions-details" hidden={!open}>
            <p>
              {closedBefore(entries)} Nothing of {byCount(entries.length, 'it', 'them')} is sent again until you decide: send it now
              with the same idempotency key (a server that already has it does not make it twice), or withdraw one that never left this computer.
            </p>
            <ul className="pending-decision-list">
              {entries.map((entry) => (
                <WaitingEntryRow key={entry.id} entry={entry} onDecided={(text) => setDecided((done) => [...done, text])} />
              ))}
            </ul>
          </div>
        </>
      )}
      {entries.length === 0 && <h2 id="pending-decisions-title">Every request from an earlier run has a decision</h2>}
      <div role="status" aria-live="polite">
        {decided.length > 0 && (
          <ul className="pending-decision-done">
            {decided.map((text, index) => (
              <li key={index} dir="auto">
                {text}
              </li>
            ))}
          </ul>
        )}
      </div>
      {entries.length === 0 && (
        <button type="button" onClick={() => setDecided([])}>
          Dismiss
        </button>
      )}
    </section>
  );
}
