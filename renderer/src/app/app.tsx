// The window: left navigation, top bar (environment, sync state, palette hint), the
// shown screen, the command palette. Production is framed in red on every screen and
// named in the title (UI.md "Layout").
import { useEffect } from 'react';
import { ipc } from './main-connection';
import { CommandPalette } from './command-palette';
import { useKeyboardShortcuts } from './keyboard-shortcuts';
import { Navigation } from './navigation';
import { screenTitle } from './screens';
import { SyncProgressBar } from './sync-progress-bar';
import { TopBar } from './top-bar';
import { ErrorPanel, LoadingRows } from '../components/screen-states';
import { SCREEN_COMPONENTS } from '../screens/screen-table';
import { isConfigured, useEnvironment } from '../stores/environment-store';
import { useNavigation } from '../stores/navigation-store';
import { useSync } from '../stores/sync-store';

/** Push events to the stores; the state of the top bar at start; a sync on start when the environment is set up. */
function useMainProcessState(): void {
  useEffect(() => {
    const unsubscribe = ipc().subscribe((event) => {
      useSync.getState().onEvent(event, Date.now());
      if (event.type === 'environment.changed') {
        void useEnvironment.getState().refresh();
        void useSync.getState().refresh();
      }
      if (event.type === 'sync.finished') void useEnvironment.getState().refresh();
    });
    void (async () => {
      await Promise.all([useEnvironment.getState().refresh(), useSync.getState().refresh()]);
      const { status } = useEnvironment.getState();
      if (isConfigured(status) && !useSync.getState().running) void useSync.getState().start();
    })();
    return unsubscribe;
  }, []);
}

export function App() {
  useMainProcessState();
  useKeyboardShortcuts();
  const screen = useNavigation((state) => state.screen);
  const environment = useEnvironment((state) => state.status?.environment);
  const environmentError = useEnvironment((state) => state.error);
  const Screen = SCREEN_COMPONENTS[screen];

  useEffect(() => {
    document.title = `${screenTitle(screen)} \u2014 Treasury${environment === 'production' ? ' \u2014 PRODUCTION' : environment === 'sandbox' ? ' \u2014 Sandbox' : ''}`;
    document.body.dataset.environment = environment ?? 'unknown';
  }, [screen, environment]);

  return (
    <div className={`app-frame app-frame-${environment ?? 'unknown'}`}>
      {environment === 'production' && (
        <div className="production-band" role="note">
          Production: real money moves here
        </div>
      )}
      <TopBar />
      <SyncProgressBar />
      <div className="app-body">
        <Navigation />
        {environment !== undefined ? (
          // Keyed by environment: a switch remounts the screen on the other environment's data.
          <Screen key={`${environment}-${screen}`} />
        ) : (
          // Until main says which environment this is, no screen mounts: one that did would
          // mount again (and fetch everything again) when the answer came.
          <main className="screen" aria-label={screenTitle(screen)}>
            {environmentError !== null ? (
              <ErrorPanel error={environmentError} onRetry={() => void useEnvironment.getState().refresh()} title="Treasury could not open this environment" />
            ) : (
              <LoadingRows label="Opening Treasury" />
            )}
          </main>
        )}
      </div>
      <CommandPalette />
    </div>
  );
}
