// Step 1 (and the sandbox's "different server"): the server's base URL. Checked in the
// window first (shared/base-url-rule.ts) so the message comes at once; main checks again and
// its refusal is shown on the same field. With `review` (the environment's card), a valid
// address is reviewed first (server-change-review.tsx) and saved only once confirmed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Environment, EnvironmentStatus } from '../../stores/environment-store';
import { ServerChangeReview } from './server-change-review';
import { useSettingsActions } from './use-settings-actions';
import { baseUrlFormSchema, type BaseUrlForm } from '../../../../shared/base-url-rule';
import { describedBy, FieldError, FieldHint } from '../../components/forms/field-message';

interface Props {
  environment: Environment;
  current: string | null;
  /** The submit button's words ("Save the production server"). */
  submitLabel: string;
  onSaved?: (baseUrl: string) => void;
  /** The environment's card: review the change before it is saved. */
  review?: EnvironmentStatus;
  /** Focus the address field when the form appears (it was opened by a button). */
  focusOnOpen?: boolean;
}

export function BaseUrlFormView({ environment, current, submitLabel, onSaved, review, focusOnOpen = false }: Props) {
  const { setBaseUrl } = useSettingsActions();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<BaseUrlForm>({
    resolver: zodResolver(baseUrlFormSchema(environment)),
    defaultValues: { baseUrl: current !== null && current !== 'embedded' ? current : '' },
  });
  const { errors, isSubmitting } = form.formState;
  const id = `${environment}-base-url`;

  const [reviewing, setReviewing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Confirmed in the review (which had focus and is gone): the line saying it is saved takes focus.
  const savedLine = useRef<HTMLSpanElement>(null);
  const [focusSaved, setFocusSaved] = useState(false);
  useEffect(() => {
    if (focusSaved && saved !== null) savedLine.current?.focus();
  }, [focusSaved, saved]);
  useEffect(() => {
    if (focusOnOpen) document.getElementById(id)?.focus();
  }, [focusOnOpen, id]);

  const save = async (baseUrl: string) => {
    setSaved(null);
    setSaving(true);
    const result = await setBaseUrl(environment, baseUrl);
    setSaving(false);
    setReviewing(null);
    if (!result.ok) {
      const field = result.error.fields?.find((f) => f.field === 'baseUrl') ?? result.error.fields?.[0];
      form.setError('baseUrl', { type: 'server', message: field?.message ?? result.error.message }, { shouldFocus: true });
      return;
    }
    setSaved(result.value.baseUrl);
    setFocusSaved(review !== undefined);
    onSaved?.(result.value.baseUrl ?? baseUrl);
  };
  const onSubmit = form.handleSubmit(async ({ baseUrl }) => {
    if (review !== undefined) setReviewing(baseUrl);
    else await save(baseUrl);
  });
  const cancelReview = () => {
    setReviewing(null);
    form.setFocus('baseUrl');
  };

  return (
    <form className="setup-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`${environment === 'production' ? 'Production' : 'Sandbox'} server address`}>
      <label htmlFor={id}>Base URL of the {environment === 'production' ? 'production' : 'sandbox'} server</label>
      <input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://api.example.com/v1"
        aria-invalid={errors.baseUrl !== undefined}
        aria-describedby={describedBy(id, errors.baseUrl !== undefined)}
        {...form.register('baseUrl', { onChange: () => setReviewing(null) })}
      />
      <FieldHint id={id}>
        Your provider gives it to you. It starts with https://{environment === 'sandbox' ? ' (or http:// for a sandbox on this computer)' : ''} and ends in /v1.
      </FieldHint>
      <FieldError id={id} message={errors.baseUrl?.message} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={isSubmitting || saving}>
          {isSubmitting || (saving && review === undefined) ? 'Saving…' : submitLabel}
        </button>
        {saved !== null && (
          <span className="form-done" role="status" ref={savedLine} tabIndex={-1}>
            Saved: <code>{saved}</code>
          </span>
        )}
      </div>
      {review !== undefined && reviewing !== null && (
        <ServerChangeReview card={review} to={reviewing} saving={saving} onConfirm={() => void save(reviewing)} onCancel={cancelReview} />
      )}
    </form>
  );
}
