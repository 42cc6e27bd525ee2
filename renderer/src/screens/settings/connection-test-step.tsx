// Step 5: test the connection (`connection.test`: a signed request that lists the rails).
// Success names the server and the rails count; a refusal shows main's message, its code
// (not when no server answered: the message says it in words) and request id, and what to
// fix in which step.
import { useRef } from 'react';
import { useFocusResultWhenIdle } from '../../components/focus-when-idle';
import type { EnvironmentStatus } from '../../stores/environment-store';
import { useSettings } from '../../stores/settings-store';
import { useSettingsActions } from './use-settings-actions';
import { useSync } from '../../stores/sync-store';
import { whatToFix } from './connection-hints';

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
              ({envName}): {result.value.rails === 1 ? '1 payment rail is' : `${result.value.rails} payment rails are`} available.
            </p>
            <button type="button" onClick={() => void startSync()}>
              Sync {envName} now
            </button>
          </div>
        )}
        {result !== null && !result.ok && (
          <section className="state state-error" role="alert" aria-label="The connection test failed">
            <h4>The connection test failed</h4>
            <p dir="auto">{result.error.message}</p>
            <dl className="error-facts">
              {result.error.kind !== 'offline' && (
                <div>
                  <dt>Code</dt>
                  <dd>
                    <code>{result.error.code}</code>
                  </dd>
                </div>
              )}
              <div>
                <dt>Request id</dt>
                <dd>{result.error.requestId !== undefined ? <code>{result.error.requestId}</code> : <span className="muted">none (no answer from the server)</span>}</dd>
              </div>
            </dl>
            {result.error.remedy === undefined && (
              <p>
                <strong>What to fix: </strong>
                {whatToFix(result.error, status.environment, 'test', withSteps)}
              </p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
