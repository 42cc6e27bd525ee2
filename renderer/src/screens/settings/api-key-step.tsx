// Step 4: the API key the provider issued for the registered public key. A masked field
// (with a Show toggle), checked as typed by the same rule main applies (shared/api-key-rule.ts:
// the environment's prefix, a sane length, no whitespace) and sent straight to
// `keys.setApiKey`. A refused key stays in the field beside the message, so the person
// sees what to fix; a stored key leaves the page at once. The page only ever learns that a
// key is stored (and its role), never more.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { API_KEY_PREFIXES, apiKeyProblem } from '../../../../shared/api-key-rule';
import type { Environment } from '../../../../shared/schemas/enums';
import type { EnvironmentStatus } from '../../stores/environment-store';
import { useSettingsActions } from './use-settings-actions';
import { messageAndFix } from './connection-hints';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';

function apiKeySchema(environment: Environment) {
  return z.object({
    apiKey: z.string().superRefine((value, context) => {
      const problem = apiKeyProblem(value, environment);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
    role: z.enum(['write', 'read']),
  });
}
type ApiKeyForm = z.infer<ReturnType<typeof apiKeySchema>>;

export function ApiKeyStep({ status }: { status: EnvironmentStatus }) {
  const { setApiKey } = useSettingsActions();
  const [saved, setSaved] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const form = useForm<ApiKeyForm>({ resolver: zodResolver(apiKeySchema(status.environment)), defaultValues: { apiKey: '', role: status.role ?? 'write' } });
  const { errors, isSubmitting } = form.formState;
  const envName = status.environment === 'production' ? 'Production' : 'Sandbox';
  const id = `${status.environment}-api-key`;
  const roleId = `${status.environment}-api-key-role`;

  const onSubmit = form.handleSubmit(async ({ apiKey, role }) => {
    setSaved(null);
    const result = await setApiKey(apiKey.trim(), role); // main trims too; a pasted line break is not part of the key
    if (!result.ok) {
      // The refused key stays (masked unless shown) beside main's message.
      form.setError('apiKey', { type: 'server', message: messageAndFix(result.error, status.environment, 'apiKey') }, { shouldFocus: true });
      return;
    }
    form.reset({ apiKey: '', role }); // a stored key leaves the page
    setShown(false);
    setSaved(`The ${envName} API key is stored (${result.value.role} role). Test the connection (step 5).`);
  });

  return (
    <form className="step-body setup-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`${envName} API key`}>
      <p className={status.hasApiKey ? undefined : 'muted'}>
        {status.hasApiKey ? `An API key is stored for ${envName} (${status.role ?? 'write'} role). Enter a new one to replace it.` : `No API key is stored for ${envName} yet.`}
      </p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={id}>API key</label>
          <span className="secret-input">
            <input
              id={id}
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="off"
              aria-invalid={errors.apiKey !== undefined}
              aria-describedby={describedBy(id, errors.apiKey !== undefined)}
              {...form.register('apiKey')}
            />
            <button type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
              Show key
            </button>
          </span>
        </div>
        <div className="field">
          <label htmlFor={roleId}>What the key may do</label>
          <select id={roleId} {...form.register('role')}>
            <option value="write">Read and send payments (write)</option>
            <option value="read">Read only</option>
          </select>
        </div>
      </div>
      <FieldHint id={id}>Masked, sent once to this computer&apos;s keychain and cleared from this page once stored. {envName} keys start with {API_KEY_PREFIXES[status.environment]}.</FieldHint>
      <FieldError id={id} message={errors.apiKey?.message} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : `Save the ${envName} API key`}
        </button>
        {saved !== null && (
          <span className="form-done" role="status">
            {saved}
          </span>
        )}
      </div>
    </form>
  );
}
