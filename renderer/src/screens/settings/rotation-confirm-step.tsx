// A rotation under way: the new public key to register (Base64 and PEM, each with a copy
// button), main's steps, and the API key the provider issues for the new key, checked as
// typed by the rule main applies (shared/api-key-rule.ts). Confirming makes the new key
// sign and deletes the previous one; canceling drops the new key. Until then the current
// key keeps signing. The API key goes to main only; the page keeps nothing of it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiKeyProblem } from '../../../../shared/api-key-rule';
import type { IpcOutput } from '../../../lib/ipc-client';
import { ipc } from '../../../lib/main-connection';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';
import { useEnvironment } from '../../stores/environment-store';
import { PublicKeyBlock } from './public-key-block';

type Rotation = IpcOutput<'keys.rotate'>;

interface Props {
  /** The rotation just started (with its steps and PEM), or null for one started earlier (its Base64 key only). */
  rotation: Rotation | null;
  pendingPublicKeyBase64: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirmed: (text: string) => void;
}

function NewPublicKey({ base64, pem }: { base64: string; pem: string | null }) {
  return (
    <>
      <PublicKeyBlock heading="New public key, Base64" what="the new public key in Base64" text={base64} format="base64" name="rotation-base64" />
      {pem !== null && <PublicKeyBlock heading="New public key, PEM" what="the new public key in PEM" text={pem} format="pem" name="rotation-pem" />}
    </>
  );
}

export function RotationConfirmStep({ rotation, pendingPublicKeyBase64, busy, onCancel, onConfirmed }: Props) {
  const environment = useEnvironment((state) => state.status?.environment ?? 'sandbox');
  const schema = z.object({
    apiKey: z.string().superRefine((value, context) => {
      const problem = apiKeyProblem(value, environment);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  });
  const form = useForm<{ apiKey: string }>({ resolver: zodResolver(schema), defaultValues: { apiKey: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [shown, setShown] = useState(false);
  const base64 = rotation?.publicKey.base64 ?? pendingPublicKeyBase64;
  const steps = rotation?.steps ?? [
    'Register the new public key with your provider (copy it below). Until you confirm, the current key keeps signing.',
    'Then confirm the rotation here with the API key the provider gives for the new key; the previous key is deleted then.',
  ];

  const onSubmit = form.handleSubmit(async ({ apiKey }) => {
    const answer = await ipc().call('keys.confirmRotation', { apiKey: apiKey.trim() });
    if (!answer.ok) {
      form.setError('apiKey', { type: 'server', message: answer.error.message }, { shouldFocus: true });
      return;
    }
    form.reset({ apiKey: '' });
    onConfirmed(`Rotation confirmed. ${answer.value.steps.join(' ')}`);
  });

  return (
    <div className="step-body">
      <p className="notice notice-warning" role="status">
        <strong>A rotation is under way.</strong> The current key still signs; the new one waits for your confirmation.
      </p>
      <ol>
        {steps.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      {base64 !== null && <NewPublicKey base64={base64} pem={rotation?.publicKey.pem ?? null} />}
      <form className="setup-form" noValidate aria-label="Confirm the rotation" onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor="rotation-api-key">API key for the new key</label>
        <span className="secret-input">
          <input id="rotation-api-key" type={shown ? 'text' : 'password'} autoComplete="off" spellCheck={false} autoCapitalize="off"
            aria-invalid={errors.apiKey !== undefined} aria-describedby={describedBy('rotation-api-key', errors.apiKey !== undefined)} {...form.register('apiKey')} />
          <button type="button" aria-pressed={shown} aria-controls="rotation-api-key" onClick={() => setShown(!shown)}>
            Show key
          </button>
        </span>
        <FieldHint id="rotation-api-key">The API key your provider issued once the new public key was registered. It is kept in this computer&apos;s keychain.</FieldHint>
        <FieldError id="rotation-api-key" message={errors.apiKey?.message} />
        <div className="form-actions">
          <button type="submit" className="primary" disabled={isSubmitting || busy}>
            {isSubmitting ? 'Confirming…' : 'Confirm the rotation'}
          </button>
          <button type="button" onClick={onCancel} disabled={isSubmitting || busy}>
            Cancel the rotation
          </button>
        </div>
      </form>
    </div>
  );
}
