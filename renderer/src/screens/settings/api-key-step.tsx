// Step 4: the API key the provider issued for the registered public key. A masked field,
// sent straight to `keys.setApiKey` and emptied right after the call whatever the answer;
// the page only ever learns that a key is stored (and its role), never the key.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { EnvironmentStatus } from '../../stores/environment-store';
import { useSettingsActions } from './use-settings-actions';
import { whatToFix } from './connection-hints';
import { describedBy, FieldError, FieldHint } from './field-message';

const apiKeySchema = z.object({
  apiKey: z
    .string()
    .refine((value) => value.trim().length > 0, 'Paste the API key the provider gave you.')
    .refine((value) => !/\s/.test(value.trim()), 'The key contains spaces or line breaks: paste only the key itself.')
    .refine((value) => value.length <= 1000, 'This is longer than any API key (1,000 characters at most): paste only the key.'),
  role: z.enum(['write', 'read']),
});
type ApiKeyForm = z.infer<typeof apiKeySchema>;

export function ApiKeyStep({ status }: { status: EnvironmentStatus }) {
  const { setApiKey } = useSettingsActions();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<ApiKeyForm>({ resolver: zodResolver(apiKeySchema), defaultValues: { apiKey: '', role: status.role ?? 'write' } });
  const { errors, isSubmitting } = form.formState;
  const envName = status.environment === 'production' ? 'Production' : 'Sandbox';
  const id = `${status.environment}-api-key`;
  const roleId = `${status.environment}-api-key-role`;

  const onSubmit = form.handleSubmit(async ({ apiKey, role }) => {
    setSaved(null);
    const result = await setApiKey(apiKey.trim(), role); // main trims too; a pasted line break is not part of the key
    form.reset({ apiKey: '', role }); // the secret leaves the form state whatever main answered
    if (!result.ok) {
      form.setError('apiKey', { type: 'server', message: `${result.error.message} ${whatToFix(result.error, status.environment, 'apiKey')}` }, { shouldFocus: true });
      return;
    }
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
          <input
            id={id}
            type="password"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={errors.apiKey !== undefined}
            aria-describedby={describedBy(id, errors.apiKey !== undefined)}
            {...form.register('apiKey')}
          />
        </div>
        <div className="field">
          <label htmlFor={roleId}>What the key may do</label>
          <select id={roleId} {...form.register('role')}>
            <option value="write">Read and send payments (write)</option>
            <option value="read">Read only</option>
          </select>
        </div>
      </div>
      <FieldHint id={id}>Masked, sent once to this computer&apos;s keychain and cleared from this page. {envName} keys start with {status.environment === 'production' ? 'sk_live_' : 'sk_sandbox_'}.</FieldHint>
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
