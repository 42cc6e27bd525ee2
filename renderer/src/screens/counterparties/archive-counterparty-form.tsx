// Archiving a counterparty, step 1: what archiving means, before its own review. The
// counterparty can no longer be paid or changed; its payments and history stay; the API
// has no way back (a PATCH may only set the status to archived).
import { useState } from 'react';
import type { Envelope } from '../../../../shared/ipc';
import type { IpcInput } from '../../../lib/ipc-client';
import type { PrepareAnswer } from '../../components/write-flow/use-write-actions';
import type { FormStep } from '../../components/write-flow/write-panel';

interface Props extends FormStep<null> {
  counterpartyId: string;
  counterpartyName: string;
  /** Already archived (the cache says so): nothing to do. */
  archived: boolean;
  prepare: (values: IpcInput<'counterparties.prepareArchive'>) => Promise<Envelope<PrepareAnswer>>;
}

export function ArchiveCounterpartyForm({ counterpartyId, counterpartyName, archived, prepare, onPrepared }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const review = async () => {
    setBusy(true);
    setError(null);
    const answer = await prepare({ counterpartyId });
    setBusy(false);
    if (answer.ok && answer.value.ok) onPrepared(answer.value.prepared, null);
    else setError(answer.ok ? (answer.value.ok ? null : answer.value.fieldErrors.map((problem) => problem.message).join(' ')) : answer.error.message);
  };

  if (archived) {
    return (
      <p className="notice" role="note">
        <bdi>{counterpartyName}</bdi> is archived: it can no longer be paid or changed.
      </p>
    );
  }
  return (
    <section className="setup-form panel-form" aria-labelledby="archive-title">
      <h3 id="archive-title">
        Archive <bdi>{counterpartyName}</bdi>?
      </h3>
      <ul className="archive-meaning">
        <li>It can no longer be paid, and no payment method can be added to it.</li>
        <li>Its details can no longer be changed.</li>
        <li>Its payments and their history stay as they are, in Payments and the ledger.</li>
        <li>It cannot be undone from this app: to pay them again, add them as a new counterparty.</li>
      </ul>
      {error !== null && (
        <p className="step-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void review()}>
          {busy ? 'Preparing the review…' : 'Review archiving'}
        </button>
      </div>
    </section>
  );
}
