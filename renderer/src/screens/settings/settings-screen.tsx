// Settings: both environments side by side (server, keys present, public key, last sync,
// which is active), switching (to Production only after a review), the sandbox's server
// (another one after a review; focus then on the line saying which it uses), and the setup
// of Production step by step. Also which shell shows this window. Both cards are read again
// when the window comes back (keys set from a terminal are not pushed).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { focusIfIdle } from '../../components/focus-when-idle';
import { ScreenHeader } from '../../components/screen-header';
import { ErrorPanel, LoadingRows } from '../../components/screen-states';
import { ipc } from '../../../lib/main-connection';
import { watchWindowReturn } from '../../../lib/window-return';
import { methodKey } from '../../queries/ipc-queries';
import { useEnvironment } from '../../stores/environment-store';
import { catalogAction } from '../../stores/screen-action-catalog';
import { switchEnvironment, useSetupFocus } from '../../stores/setup-focus-store';
import { usePaletteActions } from '../../stores/palette-actions-store';
import { useEnvironmentCards } from '../../queries/environment-queries';
import { useSettingsActions } from './use-settings-actions';
import { BaseUrlFormView } from './base-url-form';
import { ConnectionTestStep } from './connection-test-step';
import { EnvironmentCardView } from './environment-card';
import { KeyRotation } from './key-rotation';
import { ServerSetup } from './server-setup';
import { SwitchToProductionReview } from './switch-review';
import './settings.css';

/** The setup of the active environment, brought into view (null when it is not shown). */
function setupSection(): HTMLElement | null {
  const setup = document.getElementById('server-setup');
  setup?.scrollIntoView({ block: 'start' });
  return setup;
}

function focusSetup(): void {
  setupSection()?.focus();
}

export function SettingsScreen() {
  const status = useEnvironment((state) => state.status);
  const { cards, error, retry } = useEnvironmentCards();
  // Keys set by `treasury` in a terminal meanwhile are not pushed: both cards are read again when the window comes back.
  const client = useQueryClient();
  useEffect(() => watchWindowReturn(() => void client.invalidateQueries({ queryKey: methodKey('environment.statusOf') })), [client]);
  const { setBaseUrl, testConnection } = useSettingsActions();
  const [reviewing, setReviewing] = useState(false);
  const [otherSandbox, setOtherSandbox] = useState(false);
  const [backError, setBackError] = useState<string | null>(null);
  // After the sandbox's server changed: which one it uses now, focused (the button that did it went away).
  const [serverNote, setServerNote] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (serverNote !== null && note.current !== null) focusIfIdle(note.current);
  }, [serverNote]);

  const active = status?.environment ?? null;
  // A review done (now in Production) is not shown again on the way back to the sandbox.
  useEffect(() => {
    if (active === 'production') setReviewing(false);
  }, [active]);
  const askSetupFocus = useSetupFocus((state) => state.ask);
  const setUpProduction = () => (active === 'production' ? askSetupFocus() : setReviewing(true));
  usePaletteActions(
    'settings',
    [
      catalogAction('settings.production', setUpProduction),
      catalogAction('settings.test', () => void testConnection()),
    ],
    [active],
  );

  const transport = ipc().transport === 'electron' ? 'the desktop app (Electron)' : 'the web shell, in a browser';
  const showSetup = status !== null && (status.environment === 'production' || !status.embedded);
  // The setup asked for (after a switch to an environment not set up, or "Set up production") takes focus once it shows.
  const setupAsked = useSetupFocus((state) => state.asked);
  const setupShown = showSetup && cards !== null;
  useEffect(() => {
    if (!setupAsked || !setupShown) return;
    useSetupFocus.getState().taken();
    focusSetup();
  }, [setupAsked, setupShown]);

  const backToEmbedded = async () => {
    setBackError(null);
    setServerNote(null);
    const result = await setBaseUrl('sandbox', 'embedded');
    if (!result.ok) setBackError(result.error.message);
    else setServerNote('The sandbox uses the embedded local sandbox again, with its own data: nothing to set up.');
    setOtherSandbox(false);
  };

  return (
    <main className="screen settings-screen" aria-label="Settings">
      <ScreenHeader title="Settings" />
      <p className="muted window-shell">This window runs in {transport}.</p>
      {error !== null && <ErrorPanel error={error} title="The environments could not be read" onRetry={retry} />}
      {cards === null || status === null ? (
        error === null && <LoadingRows label="Loading the environments" rows={6} />
      ) : (
        <>
          <div className="env-cards">
            <EnvironmentCardView
              card={cards.sandbox}
              intro={
                <p>
                  {cards.sandbox.embedded
                    ? 'Works out of the box: the embedded local sandbox runs on this computer with demo data. Nothing to set up, and no real money.'
                    : 'Uses a sandbox server of your choice: it needs a registered key and an API key like Production. No real money.'}
                </p>
              }
            >
              {!cards.sandbox.current && (
                <button type="button" onClick={() => void switchEnvironment('sandbox')}>
                  Switch to sandbox
                </button>
              )}
              <button
                type="button"
                aria-expanded={otherSandbox}
                onClick={() => {
                  setServerNote(null);
                  setOtherSandbox(!otherSandbox);
                }}
              >
                Use a different sandbox server
              </button>
              {!cards.sandbox.embedded && (
                <button type="button" onClick={() => void backToEmbedded()}>
                  Back to the embedded sandbox
                </button>
              )}
              {backError !== null && (
                <p className="step-error" role="alert">
                  {backError}
                </p>
              )}
              {serverNote !== null && (
                <p className="form-done" role="status" ref={note} tabIndex={-1}>
                  {serverNote}
                </p>
              )}
              {otherSandbox && (
                <BaseUrlFormView
                  environment="sandbox"
                  current={cards.sandbox.baseUrl}
                  submitLabel="Review this sandbox server…"
                  review={cards.sandbox}
                  focusOnOpen
                  onSaved={(baseUrl) => {
                    setOtherSandbox(false);
                    setServerNote(`The sandbox now uses ${baseUrl}: set up its keys in the steps below, then test the connection.`);
                  }}
                />
              )}
              {status.environment === 'sandbox' && status.embedded && <ConnectionTestStep status={status} withSteps={false} />}
            </EnvironmentCardView>
            <EnvironmentCardView
              card={cards.production}
              intro={<p>Real money. Set up once with the server address, a signing key and the API key your provider gives you.</p>}
            >
              {cards.production.current ? (
                <button type="button" onClick={focusSetup}>
                  Go to the production setup
                </button>
              ) : (
                <button ref={switchButton} type="button" className="danger" onClick={() => setReviewing(true)} aria-expanded={reviewing}>
                  Switch to production…
                </button>
              )}
            </EnvironmentCardView>
          </div>
          {reviewing && active !== 'production' && (
            <SwitchToProductionReview
              production={cards.production}
              onCancel={() => setReviewing(false)}
              // Switched: the setup that follows; canceled: the control that opened the review, else the switch button
              // ("Set up production…" is hidden during the review, and the palette is closed).
              returnFocus={(opener) => (useEnvironment.getState().status?.environment === 'production' ? setupSection() : opener ?? switchButton.current)}
            />
          )}
          {showSetup && <ServerSetup status={status} />}
          <KeyRotation key={`${status.environment}-rotation`} status={status} />
          {!showSetup && !reviewing && (
            <section className="setup-hint" aria-labelledby="setup-hint-title">
              <h2 id="setup-hint-title">Production setup</h2>
              <p>
                To set up Production, switch to it first (after a review): the steps (server address, signing key, public key to register, API key, connection test) then
                appear here.
              </p>
              <button type="button" onClick={() => setReviewing(true)}>
                Set up production…
              </button>
            </section>
          )}
        </>
      )}
    </main>
  );
}
