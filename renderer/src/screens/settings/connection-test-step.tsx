// Step 5: test the connection (`connection.test`: a signed request that lists the rails).
// Success names the server and the rails count. A refusal is said in words only (its code
// stays in main's answer and the audit trail): what to finish first when nothing could be
// sent ("Add the API key first"), else main's message, the server's request id when it
// answered, and what to fix in which step, with a button that takes focus to that field.
import { byCount, countOf } from '../../../../shared/count-words';
import { useRef } from 'react';
import type { PlainError } from '../../../lib/ipc-client';
import type { Environment } from '../../../../shared/schemas/enums';
import { useFocusResultWhenIdle } from '../../components/focus-when-idle';
import type { EnvironmentStatus } from '../../stores/environment-store';
import { useSettings } from '../../stores/settings-store';
import { useSettingsActions } from './use-settings-actions';
import { useSync } from '../../stores/sync-store';
import { fieldToFix, setupToFinish, whatToFix } from './connection-hints';

/** `withSteps` false: the card has no numbered setup steps (the embedded sandbox). */
export function ConnectionTestStep({ status, withSteps = true }: { status: EnvironmentStatus; withSteps?: boolean }) {
  const testing = useSettings((state) => state.testing);
  const connection = useSettings((state) => state.connection);
  const { testConnection } = useSettingsActions();
  const startSync = useSync((state) => state.start);
  const envName = status.environment === 'production' ? 'Production' : 'Sandbox';
  const result = connection !== null && connection.environment === status.environment ? connection.result : null;
  const outcome = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The button keeps focus while the test runs (aria-disabled, not disabled, which would drop it on <body>); the result takes it after.
  useFocusResultWhenIdle(outcome, result, button);
  return (
    <div className="step-body">
      <div className="form-actions">
        <button ref={button} type="button" className="primary" onClick={() => void (testing ? undefined : testConnection())} aria-disabled={testing}>
          {testing ? 'Testing the connection…' : `Test the ${envName} connection`}
        </button>
      </div>
      <div aria-live="polite" ref={outcome}>
        {result !== null && result.ok && (
          <div className="notice notice-success" role="status">
            <p>
              <strong>Connected.</strong> {result.value.baseUrl === 'embedded' ? 'The embedded local sandbox' : <code>{result.value.baseUrl}</code>} answered a signed request
              ({envName}): {countOf(result.value.rails, 'payment rail', 'payment rails')} {byCount(result.value.rails, 'is', 'are')} available.
            </p>
            <button type="button" onClick={() => void startSync()}>
              Sync {envName} now
            </button>
          </div>
        )}
        {result !== null && !result.ok && <TestRefusal error={result.error} environment={status.environment} withSteps={withSteps} />}
      </div>
    </div>
  );
}

function TestRefusal({ error, environment, withSteps }: { error: PlainError; environment: Environment; withSteps: boolean }) {
  const first = withSteps ? setupToFinish(error, environment) : null;
  const title = first?.title ?? 'The connection test failed';
  const field = withSteps ? fieldToFix(error, environment) : null;
  return (
    <section className="state state-error" role="alert" aria-label={title}>
      <h4>{title}</h4>
      {first !== null ? (
        <p>{first.words}</p>
      ) : (
        <>
          <p dir="auto">{error.message}</p>
          {error.requestId !== undefined && (
            <dl className="error-facts">
              <div>
                <dt>Request id</dt>
                <dd>
                  <code>{error.requestId}</code>
                </dd>
              </div>
            </dl>
          )}
          {error.remedy === undefined && (
            <p>
              <strong>What to fix: </strong>
              {whatToFix(error, environment, 'test', withSteps)}
            </p>
          )}
        </>
      )}
      {field !== null && (
        <button type="button" className="fix-field" onClick={() => focusField(field.id)}>
          {field.label}
        </button>
      )}
    </section>
  );
}

/** Focus on a field of the setup steps, brought into view. */
function focusField(id: string): void {
  const element = document.getElementById(id);
  element?.scrollIntoView({ block: 'center' });
  element?.focus();
}
