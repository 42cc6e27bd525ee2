// The window: left navigation, top bar (environment, sync state, palette hint), the
// shown screen, the command palette. Production is framed in red on every screen and
// named in the title (UI.md "Layout").
import { useEffect } from 'react';
import { CommandPalette } from './command-palette';
import { useKeyboardShortcuts } from './keyboard-shortcuts';
import { Navigation } from './navigation';
import { ScreenFrame } from './screen-frame';
import { useFocusScreenHeading } from './focus-screen-heading';
import { screenTitle } from '../../lib/screen-list';
import { ServicesRestartedBanner } from './services-restarted-banner';
import { SyncProgressBar } from './sync-progress-bar';
import { TopBar } from './top-bar';
import { ErrorPanel, LoadingRows } from '../components/screen-states';
import { PendingDecisions } from '../screens/outbox/pending-decisions';
import '../screens/outbox/outbox-decisions.css';
import { useEnvironment } from '../stores/environment-store';
import { useNavigation } from '../stores/navigation-store';

export function App() {
  useKeyboardShortcuts();
  const screen = useNavigation((state) => state.screen);
  const environment = useEnvironment((state) => state.status?.environment);
  const environmentError = useEnvironment((state) => state.error);
  useFocusScreenHeading(environment === undefined ? null : `${environment}-${screen}`);

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
      <ServicesRestartedBanner />
      {environment !== undefined && <PendingDecisions key={environment} />}
      <div className="app-body">
        <Navigation />
        {environment !== undefined ? (
          // Keyed by environment: a switch remounts the screen on the other environment's data.
          <ScreenFrame key={`${environment}-${screen}`} screen={screen} />
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
