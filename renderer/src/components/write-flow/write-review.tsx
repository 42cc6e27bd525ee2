// Step 2 of every write: the read-only review of exactly what will be sent, row by row,
// and every pre-send check. A block stops the flow and says why; each warning is
// acknowledged by itself; in production the review says so and confirming needs the
// environment's name typed. The confirm button says what it does and is disabled while
// the send is in flight: a double click or a repeated Enter is one confirm.
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-time';
import type { WriteWords } from './write-words';
import type { PreparedWriteView } from '../../../../shared/ipc';
import type { ConfirmChoices } from './use-write-actions';

interface Props {
  prepared: PreparedWriteView;
  words: WriteWords;
  /** Answers when the send is settled (an outcome or a refusal shown by the panel). */
  onConfirm: (choices: ConfirmChoices) => Promise<void>;
  onBack: () => void;
  error: string | null;
  /** The confirm was refused by a block found again at confirmation: it cannot be confirmed any more. */
  blocked?: boolean;
}

export function WriteReview({ prepared, words, onConfirm, onBack, error, blocked = false }: Props) {
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const blocks = prepared.checks.filter((check) => check.severity === 'block');
  const warnings = prepared.checks.filter((check) => check.severity === 'warning');
  const production = prepared.environment === 'production';
  const typedOk = !prepared.needsTypedEnvironment || typed.trim() === prepared.environment;
  const ready = !blocked && blocks.length === 0 && warnings.every((check) => acknowledged.has(check.code)) && typedOk;

  const send = () => {
    if (!ready || sending) return;
    setSending(true);
    void onConfirm({ acknowledged: [...acknowledged], ...(prepared.needsTypedEnvironment ? { typedEnvironment: typed.trim() } : {}) }).finally(() => setSending(false));
  };

  return (
    <section className={`write-review${production ? ' write-review-production' : ''}`} aria-labelledby={`${words.idPrefix}-review-title`}>
      <h3 id={`${words.idPrefix}-review-title`} tabIndex={-1}>{production ? 'Review in PRODUCTION: this moves real money' : 'Review (sandbox)'}</h3>
      <p className="write-summary" dir="auto">
        {prepared.summary}
      </p>
      <dl className="detail-list" aria-label="What will be sent">
        {prepared.review.map((row) => (
          <div className="detail-row" key={row.label}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="field-hint">This review holds until {formatDateTime(prepared.expiresAt)}; after that, review it again.</p>

      {blocks.length > 0 && (
        <div className="notice notice-danger" role="alert">
          <strong>This {words.what} cannot be sent:</strong>
          <ul>
            {blocks.map((check) => (
              <li key={check.code} dir="auto">
                {check.message}
              </li>
            ))}
          </ul>
          <p>Change the {words.what} to fix this, or close it.</p>
        </div>
      )}
      {warnings.length > 0 && (
        <fieldset className="write-warnings">
          <legend>Read and acknowledge each warning</legend>
          {warnings.map((check) => (
            <label key={check.code} className="checkbox-label">
              <input
                type="checkbox"
                checked={acknowledged.has(check.code)}
                onChange={(event) => {
                  const next = new Set(acknowledged);
                  if (event.target.checked) next.add(check.code);
                  else next.delete(check.code);
                  setAcknowledged(next);
                }}
              />
              <span dir="auto">{check.message}</span>
            </label>
          ))}
        </fieldset>
      )}
      {prepared.needsTypedEnvironment && blocks.length === 0 && (
        <div className="setup-form">
          <label htmlFor={`${words.idPrefix}-typed-environment`}>Type {prepared.environment} to confirm</label>
          <input id={`${words.idPrefix}-typed-environment`} type="text" autoComplete="off" spellCheck={false} value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
      )}
      {error !== null && (
        <p className="step-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        {/* While sending it is only aria-disabled (send() ignores it), so focus stays on it, not on <body>, through the retries. */}
        <button type="button" className="primary" disabled={!ready} aria-disabled={sending || undefined} aria-busy={sending} onClick={send}>
          {sending ? 'Sending…' : prepared.confirmLabel}
        </button>
        <button type="button" onClick={onBack} disabled={sending}>
          Change the {words.what}
        </button>
      </div>
    </section>
  );
}
