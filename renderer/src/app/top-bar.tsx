// The top bar (UI.md "Layout"): the environment badge, the sync state ("Synced 2 min
// ago", "Offline: cached as of ..."), the sync button and the command palette hint.
import { useNow } from '../components/use-now';
import { isConfigured, useEnvironment } from '../stores/environment-store';
import { useNavigation } from '../stores/navigation-store';
import { lastSyncedOf, useSync } from '../stores/sync-store';
import { syncStateText } from './sync-state-text';

export function EnvironmentBadge() {
  const environment = useEnvironment((state) => state.status?.environment);
  if (environment === undefined) return null;
  return (
    <span className={`environment-badge environment-badge-${environment}`} role="status" aria-label={`Environment: ${environment === 'production' ? 'Production' : 'Sandbox'}`}>
      {environment === 'production' ? 'Production' : 'Sandbox'}
    </span>
  );
}

/**
 * "Sync now" while the environment is not set up: its status is read again (keys set from a
 * terminal meanwhile are not pushed); set up now, it syncs, else Settings opens to set it up.
 */
export async function syncOnceSetUp(start: () => Promise<unknown>, openSettings: () => void): Promise<void> {
  await useEnvironment.getState().refresh();
  if (isConfigured(useEnvironment.getState().status)) await start();
  else openSettings();
}

export function TopBar() {
  const status = useEnvironment((state) => state.status);
  const { running, online, state, problem, start, cancel, reachable, sessionRefused, checking } = useSync();
  const setPaletteOpen = useNavigation((s) => s.setPaletteOpen);
  const go = useNavigation((s) => s.go);
  const now = useNow();
  const configured = isConfigured(status);
  const lastSyncedAt = lastSyncedOf({ state });
  const text = syncStateText({ running, online, lastSyncedAt, configured, problem, reachable, sessionRefused, checking }, now);
  const troubled = (problem !== null && !running && online !== false && configured) || !reachable || sessionRefused;
  const mac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
  return (
    <header className="top-bar" aria-label="Status">
      <span className="app-name">Treasury</span>
      <EnvironmentBadge />
      <span
        id="sync-state"
        className={`sync-state${online === false ? ' sync-state-offline' : ''}${troubled ? ' sync-state-problem' : ''}`}
        role="status"
        aria-live="polite"
        title={troubled ? `${text}${lastSyncedAt === null ? '' : ` (last synced ${lastSyncedAt})`}` : lastSyncedAt ?? undefined}
      >
        {text}
      </span>
      <span className="top-bar-spacer" />
      {running ? (
        <button type="button" onClick={() => void cancel()}>
          Cancel sync
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void (configured ? start() : syncOnceSetUp(start, () => go('settings')))}
          disabled={!reachable || sessionRefused}
          // Disabled, it says why: the sync line beside it (disconnected, session refused). Not set up, it checks again first.
          aria-describedby={!configured || !reachable || sessionRefused ? 'sync-state' : undefined}
          title={!reachable || sessionRefused ? `Not available: ${text}` : !configured ? 'Not set up: checks again, then syncs, or opens Settings' : undefined}
        >
          Sync now
        </button>
      )}
      <button type="button" className="palette-hint" onClick={() => setPaletteOpen(true)} aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}>
        Commands <kbd>{mac ? '\u2318' : 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </button>
    </header>
  );
}
