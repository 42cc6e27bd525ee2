// An entry of unknown outcome, resolved by a person in the Outbox's panel: first the
// evidence (what this app's ledger and records show, and what the server says now), then
// the two choices main offers: it went through (sent) or it did not (not sent: never
// resent), with a note of what was checked, which goes to the audit trail.
import { countOf } from '../../../../shared/count-words';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { outboxDecisionMethods } from '../../../../shared/ipc/outbox-decision-methods';
import { plainErrorOf, unwrap } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { Detail } from '../../components/side-panel';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { ipcQuery, methodKey } from '../../queries/ipc-queries';
import type { OutboxEntryView } from '../../../../shared/ipc';

type Resolution = 'sent' | 'not_sent';

const CHOICES: ReadonlyArray<{ value: Resolution; label: string; hint: string }> = [
  { value: 'sent', label: 'It went through (sent)', hint: 'The server made it: the entry is settled as succeeded.' },
  { value: 'not_sent', label: 'It did not go through (not sent)', hint: 'The server never made it: the entry is settled as failed and never sent again.' },
];

function Evidence({ entryId }: { entryId: string }) {
  const evidence = useQuery({ ...ipcQuery('outbox.evidence', { entryId }), staleTime: 0 });
  if (evidence.isError) return <p className="step-error">The evidence could not be read: {plainErrorOf(evidence.error).message}</p>;
  if (evidence.data === undefined) return <p className="muted" role="status">Reading the ledger and asking the server…</p>;
  const { ledger, server } = evidence.data;
  return (
    <dl className="detail-list outbox-evidence" aria-label="Evidence">
      <Detail label="This app's ledger">
        <span dir="auto">{ledger.text}</span>
        {ledger.ledgerEntries > 0 && <span className="muted"> ({countOf(ledger.ledgerEntries, 'ledger entry', 'ledger entries')})</span>}
      </Detail>
      <Detail label="The server">
        <span dir="auto">{server.text}</span>
      </Detail>
      {(server.resourceId ?? ledger.resourceId) !== null && (
        <Detail label="Record found">
          <code>{server.resourceId ?? ledger.resourceId}</code> {(server.status ?? ledger.status) !== null && <span>({server.status ?? ledger.status})</span>}
        </Detail>
      )}
    </dl>
  );
}

/** The note checked by the contract's own rule (the words main would answer). */
function noteProblem(note: string): { note?: string } {
  const checked = outboxDecisionMethods['outbox.resolve'].input.shape.note.safeParse(note);
  return checked.success ? {} : { note: checked.error.issues[0]?.message ?? 'Say what you checked.' };
}

export function OutboxResolve({ entry }: { entry: OutboxEntryView }) {
  const client = useQueryClient();
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ resolution?: string; note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [resolved, setResolved] = useState<Resolution | null>(null);
  if (resolved !== null && entry.state !== 'unknown') {
    return (
      <p className="notice" role="status">
        Resolved as {resolved === 'sent' ? 'sent: it is settled as succeeded' : 'not sent: it is settled as failed and never sent again'}. Your note is in the audit trail.
      </p>
    );
  }
  if (entry.state !== 'unknown') return null;

  const submit = async () => {
    const found = {
      ...(resolution === null ? { resolution: 'Choose whether it went through or not, from the evidence above.' } : {}),
      ...noteProblem(note),
    };
    setErrors(found);
    if (found.resolution !== undefined) return document.getElementById('resolve-sent')?.focus();
    if (found.note !== undefined) return document.getElementById('resolve-note')?.focus();
    setBusy(true);
    try {
      unwrap(await ipc().call('outbox.resolve', { entryId: entry.id, resolution: resolution as Resolution, note }));
      setResolved(resolution);
      await client.invalidateQueries({ queryKey: methodKey('outbox.list') });
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="outbox-resolve" aria-labelledby="outbox-resolve-title">
      <h3 id="outbox-resolve-title">Resolve this entry</h3>
      <p>Nobody knows whether the server made it. Look at what the ledger and the server say, then settle it: it will never be sent again on its own.</p>
      <Evidence entryId={entry.id} />
      <form className="setup-form panel-form" noValidate aria-label="Resolve the entry" onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}>
        <fieldset aria-describedby={describedBy('resolve-choice', errors.resolution !== undefined)}>
          <legend>What happened to it?</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="checkbox-label">
              <input id={`resolve-${choice.value === 'sent' ? 'sent' : 'not-sent'}`} type="radio" name="resolution" value={choice.value} checked={resolution === choice.value} onChange={() => {
                setResolution(choice.value);
                setErrors(({ resolution: _fixed, ...others }) => others);
              }} />
              <span>
                {choice.label} <span className="muted">{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FieldHint id="resolve-choice">Decide from the evidence; the ledger after a sync is the surest.</FieldHint>
        <FieldError id="resolve-choice" message={errors.resolution} />
        <label htmlFor="resolve-note">What you checked</label>
        <textarea id="resolve-note" rows={3} dir="auto" value={note} onChange={(event) => {
          setNote(event.target.value);
          if (errors.note !== undefined) setErrors(({ note: _before, ...others }) => ({ ...others, ...noteProblem(event.target.value) }));
        }} aria-invalid={errors.note !== undefined} aria-describedby={describedBy('resolve-note', errors.note !== undefined)} />
        <FieldHint id="resolve-note">Kept in the audit trail with your decision, e.g. &quot;Payment found on the server, completed&quot;.</FieldHint>
        <FieldError id="resolve-note" message={errors.note} />
        {errors.form !== undefined && (
          <p className="step-error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Resolving…' : resolution === 'not_sent' ? 'Resolve as not sent' : resolution === 'sent' ? 'Resolve as sent' : 'Resolve'}
          </button>
        </div>
      </form>
    </section>
  );
}
