// Step 2: the signing key, generated here (`keys.generate`) or imported from a PEM or
// Base64 private key (`keys.import`). The pasted key goes to main in one call and the
// field is emptied right after it, whatever the answer; it is never shown back. Replacing
// a stored key needs an explicit confirmation (its API key is cleared by main).
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useFocusResultWhenIdle } from '../../components/focus-when-idle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PlainError } from '../../../lib/ipc-client';
import type { Environment } from '../../stores/environment-store';
import { useSettingsActions } from './use-settings-actions';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { messageAndFix } from './connection-hints';

const importSchema = z.object({
  privateKey: z
    .string()
    .refine((value) => value.trim().length > 0, 'Paste the private key: the whole PEM block (BEGIN to END lines) or its Base64.')
    .refine((value) => value.length <= 10_000, 'This is longer than any private key (10,000 characters at most): paste only the key.'),
});
type ImportForm = z.infer<typeof importSchema>;

export function SigningKeyStep({ environment, hasKey }: { environment: Environment; hasKey: boolean }) {
  const { generateKey, importKey } = useSettingsActions();
  const [replacing, setReplacing] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [generateError, setGenerateError] = useState<PlainError | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<ImportForm>({ resolver: zodResolver(importSchema), defaultValues: { privateKey: '' } });
  const { errors } = form.formState;
  const envName = environment === 'production' ? 'Production' : 'Sandbox';
  const replace = hasKey;

  /** A stored key is replaced only after the box is ticked. */
  const confirmedToReplace = () => {
    if (!replace || confirmed) return true;
    setConfirmError('Tick this box to confirm that the stored key is replaced.');
    document.getElementById(`${environment}-replace-confirm`)?.focus();
    return false;
  };

  const onGenerate = async () => {
    setGenerateError(null);
    if (!confirmedToReplace()) return;
    setBusy(true);
    const result = await generateKey(replace);
    setBusy(false);
    if (!result.ok) setGenerateError(result.error);
    else {
      resetReplace();
      setStoredHere((count) => count + 1);
    }
  };

  const onImport = form.handleSubmit(async ({ privateKey }) => {
    setGenerateError(null);
    if (!confirmedToReplace()) return;
    setBusy(true);
    const result = await importKey(privateKey, replace);
    form.reset({ privateKey: '' }); // the secret leaves the form state whatever main answered
    setBusy(false);
    if (!result.ok) form.setError('privateKey', { type: 'server', message: messageAndFix(result.error, environment, 'key') }, { shouldFocus: true });
    else {
      resetReplace();
      setStoredHere((count) => count + 1);
    }
  });

  // A key generated or imported here replaces the step's buttons with what is stored: focus
  // goes there (only then: the step appearing with a key, after a server change, moves nothing).
  const stored = useRef<HTMLParagraphElement>(null);
  const [storedHere, setStoredHere] = useState(0);
  useFocusResultWhenIdle(stored, storedHere);

  const resetReplace = () => {
    setReplacing(false);
    setConfirmed(false);
    setConfirmError(null);
  };

  if (hasKey && !replacing) {
    return (
      <div className="step-body">
        <p ref={stored}>A signing key is stored in this computer&apos;s keychain for {envName}. Its public key is in step 3.</p>
        <button type="button" onClick={() => setReplacing(true)}>
          Replace the {envName} signing key…
        </button>
      </div>
    );
  }

  const keyId = `${environment}-private-key`;
  const confirmId = `${environment}-replace-confirm`;
  return (
    <div className="step-body">
      {replace && (
        <div className="replace-confirm">
          <label className="checkbox-label" htmlFor={confirmId}>
            <input
              id={confirmId}
              type="checkbox"
              checked={confirmed}
              aria-invalid={confirmError !== null}
              aria-describedby={describedBy(confirmId, confirmError !== null)}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                setConfirmError(null);
              }}
            />
            Replace the stored {envName} signing key
          </label>
          <FieldHint id={confirmId}>The API key stored for it is cleared, and the new public key must be registered with the provider again.</FieldHint>
          <FieldError id={confirmId} message={confirmError ?? undefined} />
          <button type="button" onClick={resetReplace}>
            Keep the stored key
          </button>
        </div>
      )}
      <div className="key-choice">
        <section className="key-option" aria-labelledby={`${environment}-generate-title`}>
          <h4 id={`${environment}-generate-title`}>Generate a new key (recommended)</h4>
          <p className="muted">An Ed25519 key is made and kept in this computer&apos;s keychain; only its public half is shown.</p>
          <button type="button" className="primary" onClick={() => void onGenerate()} disabled={busy}>
            {busy ? 'Working…' : `Generate a ${envName} signing key`}
          </button>
          {generateError !== null && (
            <p className="step-error" role="alert">
              {messageAndFix(generateError, environment, 'key')} <span className="muted">(code {generateError.code})</span>
            </p>
          )}
        </section>
        <form className="key-option setup-form" onSubmit={(event) => void onImport(event)} noValidate aria-labelledby={`${environment}-import-title`}>
          <h4 id={`${environment}-import-title`}>Or import the private key you already have</h4>
          <label htmlFor={keyId}>Private key (PEM or Base64)</label>
          <textarea
            id={keyId}
            rows={4}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            placeholder="Paste the PEM block or its Base64"
            aria-invalid={errors.privateKey !== undefined}
            aria-describedby={describedBy(keyId, errors.privateKey !== undefined)}
            {...form.register('privateKey')}
          />
          <FieldHint id={keyId}>Sent once to the keychain and cleared from this page; it is never shown again.</FieldHint>
          <FieldError id={keyId} message={errors.privateKey?.message} />
          <div className="form-actions">
            <button type="submit" disabled={busy}>
              Import this private key
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
