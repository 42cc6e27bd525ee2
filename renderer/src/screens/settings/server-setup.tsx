// The setup of the active environment's server, step by step, without docs: 1 the base
// URL, 2 the signing key, 3 the public key to register, 4 the API key, 5 a connection
// test. Shown for Production, and for a sandbox pointed at a server other than the
// embedded one (which needs the same keys). Each step says whether it is done in words.
import type { ReactNode } from 'react';
import type { Environment, EnvironmentStatus } from '../../stores/environment-store';
import { useSettings, type ConnectionResult } from '../../stores/settings-store';
import { ApiKeyStep } from './api-key-step';
import { BaseUrlFormView } from './base-url-form';
import { setupToFinish } from './connection-hints';
import { ConnectionTestStep } from './connection-test-step';
import { PublicKeyStep } from './public-key-step';
import { SigningKeyStep } from './signing-key-step';

type StepState = 'done' | 'to-do' | 'failed' | null;
const STATE_BADGES = { done: ['status-badge-good', 'Done'], 'to-do': ['status-badge-action', 'To do'], failed: ['status-badge-bad', 'Failed'] } as const;
const doneOrToDo = (done: boolean): StepState => (done ? 'done' : 'to-do');

/**
 * Step 5's state: "Failed" only when a test was sent and failed; a test refused because a
 * step before it is not finished (no API key, no signing key: nothing was sent) is still to do.
 */
function connectionState(connection: { environment: Environment; result: ConnectionResult } | null, environment: Environment): StepState {
  if (connection === null || connection.environment !== environment) return 'to-do';
  if (connection.result.ok) return 'done';
  return setupToFinish(connection.result.error, environment) === null ? 'failed' : 'to-do';
}

function Step({ number, title, state, children }: { number: number; title: string; state: StepState; children: ReactNode }) {
  const id = `setup-step-${number}`;
  return (
    <li className={`setup-step${state === 'done' ? ' setup-step-done' : ''}`} aria-labelledby={id}>
      <h3 id={id}>
        <span className="step-number" aria-hidden="true">
          {number}
        </span>
        <span className="visually-hidden">Step {number}: </span>
        {title}
        {state !== null && <span className={`status-badge ${STATE_BADGES[state][0]}`}>{STATE_BADGES[state][1]}</span>}
      </h3>
      {children}
    </li>
  );
}

export function ServerSetup({ status }: { status: EnvironmentStatus }) {
  const storedKey = useSettings((state) => state.storedKey);
  const connection = useSettings((state) => state.connection);
  const production = status.environment === 'production';
  const envName = production ? 'Production' : 'Sandbox';
  const hasServer = status.baseUrl !== null && !status.embedded;
  return (
    <section className={`server-setup server-setup-${status.environment}`} aria-labelledby="server-setup-title" id="server-setup" tabIndex={-1}>
      <h2 id="server-setup-title">{production ? 'Production setup' : 'Sandbox server setup'}</h2>
      <p className="muted">
        Do these in order, once. Your provider gives you the server address and, after you register the public key, the API key. Keys stay in this computer&apos;s
        keychain.
      </p>
      <ol className="setup-steps">
        <Step number={1} title={`${envName} server address`} state={doneOrToDo(hasServer)}>
          {hasServer && (
            <p className="step-line">
              Now: <code>{status.baseUrl}</code>
            </p>
          )}
          {/* A server already set is changed after the same review as the sandbox's "different server". */}
          <BaseUrlFormView
            environment={status.environment}
            current={status.baseUrl}
            submitLabel={hasServer ? `Review this ${envName} server address…` : `Save the ${envName} server address`}
            review={hasServer ? status : undefined}
          />
        </Step>
        <Step number={2} title="Signing key" state={doneOrToDo(status.hasSigningKey)}>
          <SigningKeyStep environment={status.environment} hasKey={status.hasSigningKey} />
        </Step>
        <Step number={3} title="Register the public key with your provider" state={null}>
          <PublicKeyStep status={status} storedKey={storedKey} />
        </Step>
        <Step number={4} title="API key" state={doneOrToDo(status.hasApiKey)}>
          <ApiKeyStep status={status} />
        </Step>
        <Step number={5} title="Test the connection" state={connectionState(connection, status.environment)}>
          <ConnectionTestStep status={status} />
        </Step>
      </ol>
    </section>
  );
}
