// Rotating the signing key from Settings (the CLI's `keys rotate`): refused while outbox
// entries that may have reached the server are unsettled (they are named, each with a
// way to the Outbox), then the steps to register the new public key (shown with copy
// buttons, as the signing-key step shows the current one), the API key the provider
// issues for it, and the confirmation. Until confirmed, the current key keeps signing;
// a rotation can be canceled, which drops only the new key. Each step reads the
// environments' cards again, so the public key shown is the one that signs now.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFocusResultWhenIdle } from '../../components/focus-when-idle';
import type { IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { methodKey } from '../../queries/ipc-queries';
import { useEnvironment, type EnvironmentStatus } from '../../stores/environment-store';
import { RotationConfirmStep } from './rotation-confirm-step';
import { RotationRefusal, unsettledEntriesNow, type UnsettledEntry } from './rotation-refusal';

type Rotation = IpcOutput<'keys.rotate'>;
type Step =
  | { at: 'idle' }
  | { at: 'refused'; message: string; entries: readonly UnsettledEntry[] }
  | { at: 'pending'; rotation: Rotation | null }
  | { at: 'done'; text: string };

export function KeyRotation({ status }: { status: EnvironmentStatus }) {
  const underWay = status.pendingPublicKeyBase64 !== undefined;
  const [step, setStep] = useState<Step>(underWay ? { at: 'pending', rotation: null } : { at: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  // The button that asked is disabled while main answers, or gone with the step it was in
  // (canceled, confirmed): what happened then takes focus, not <body>.
  const results = useRef<HTMLDivElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  useFocusResultWhenIdle(results, step);
  useFocusResultWhenIdle(errorLine, error);
  // Both environments' cards (their public key) and the frame's environment are read again.
  const refresh = () => {
    void client.invalidateQueries({ queryKey: methodKey('environment.statusOf') });
    void useEnvironment.getState().refresh();
  };
  if (!status.hasSigningKey) return null;
  const shown: Step = step.at === 'idle' && underWay ? { at: 'pending', rotation: null } : step;

  const rotate = async () => {
    setBusy(true);
    setError(null);
    const answer = await ipc().call('keys.rotate', {});
    setBusy(false);
    if (answer.ok) {
      setStep(answer.value.pending ? { at: 'pending', rotation: answer.value } : { at: 'done', text: answer.value.steps.join(' ') });
      refresh();
    } else if (answer.error.code === 'credentials_in_use') {
      setStep({ at: 'refused', message: answer.error.message, entries: await unsettledEntriesNow() });
    } else setError(answer.error.message);
  };

  const cancel = async () => {
    setBusy(true);
    const answer = await ipc().call('keys.cancelRotation', {});
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    setStep({ at: 'done', text: 'Rotation canceled: the new key was dropped, and the current key keeps signing.' });
    refresh();
  };

  return (
    <section className="setup-step key-rotation" aria-labelledby="key-rotation-title">
      <h2 id="key-rotation-title">Rotate the signing key</h2>
      <p>
        A new signing key pair replaces the current one for <strong>{status.environment === 'production' ? 'Production' : 'Sandbox'}</strong>. The current key keeps signing
        until the new one is registered with your provider and confirmed here.
      </p>
      <div ref={results}>
        {shown.at === 'refused' && <RotationRefusal message={shown.message} entries={shown.entries} />}
        {shown.at === 'pending' && (
          <RotationConfirmStep
            rotation={shown.rotation}
            pendingPublicKeyBase64={status.pendingPublicKeyBase64 ?? null}
            busy={busy}
            onCancel={() => void cancel()}
            onConfirmed={(text) => {
              setStep({ at: 'done', text });
              refresh();
            }}
          />
        )}
        {shown.at === 'done' && (
          <p className="notice" role="status">
            {shown.text}
          </p>
        )}
      </div>
      {error !== null && (
        <p className="step-error" role="alert" ref={errorLine}>
          {error}
        </p>
      )}
      {shown.at !== 'pending' && (
        <div className="form-actions">
          <button type="button" onClick={() => void rotate()} disabled={busy}>
            {busy ? 'Rotating…' : shown.at === 'refused' ? 'Try the rotation again' : 'Rotate the signing key'}
          </button>
        </div>
      )}
    </section>
  );
}
