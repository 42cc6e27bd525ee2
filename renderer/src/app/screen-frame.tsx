// The shown screen once its code is here (skeleton rows while its chunk arrives, not a
// blank page), and what the person sees should it fail: its code could not be loaded (a
// build updated under an open window) or it stopped with an error. Both say so, with
// Try again.
import { Component, useEffect, type ReactNode } from 'react';
import { ErrorPanel, LoadingRows } from '../components/screen-states';
import { useScreenCode } from '../screens/screen-table';
import { noteScreenMounted } from './main-process-state';
import { screenTitle, type ScreenId } from '../../lib/screen-list';

function ScreenPlaceholder({ screen, children }: { screen: ScreenId; children: ReactNode }) {
  return (
    <main className="screen" aria-label={screenTitle(screen)}>
      {children}
    </main>
  );
}

function ScreenFailed({ screen, onRetry }: { screen: ScreenId; onRetry(): void }) {
  return (
    <ScreenPlaceholder screen={screen}>
      <ErrorPanel
        title={`${screenTitle(screen)} could not be shown`}
        error={{ kind: 'internal', code: 'screen_failed', message: 'This screen failed to load or stopped with an error. Try again; if it keeps failing, restart Treasury.', retryable: true }}
        onRetry={onRetry}
      />
    </ScreenPlaceholder>
  );
}

/** Rendered after the screen: its effect runs after the screen's own, whose reads are then asked. */
function ScreenMountedSignal() {
  useEffect(noteScreenMounted, []);
  return null;
}

interface BoundaryState {
  failed: boolean;
}

class ScreenErrorBoundary extends Component<{ screen: ScreenId; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed screen={this.props.screen} onRetry={() => this.setState({ failed: false })} />;
  }
}

export function ScreenFrame({ screen }: { screen: ScreenId }) {
  const { code, retry } = useScreenCode(screen);
  if (code.state === 'failed') return <ScreenFailed screen={screen} onRetry={retry} />;
  if (code.state === 'loading') {
    return (
      <ScreenPlaceholder screen={screen}>
        <LoadingRows label={`Opening ${screenTitle(screen)}`} />
      </ScreenPlaceholder>
    );
  }
  const Screen = code.component;
  return (
    <ScreenErrorBoundary screen={screen}>
      <Screen />
      <ScreenMountedSignal />
    </ScreenErrorBoundary>
  );
}
