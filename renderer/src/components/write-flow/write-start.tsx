// Where a write starts (a screen's "New …" button, a record's Edit, Archive, Add a payment
// method, Cancel, Onboard a customer, New account number; its palette command, the
// palette's command from another screen): only where the environment can send. In an environment
// that is not set up (production before its server and keys are set, a sandbox server
// without its API key) the button and the commands say what to do instead, "Set up
// production first", and lead to Settings, rather than opening a whole form that can only
// fail at the end.
import { isConfigured, useEnvironment } from '../../stores/environment-store';
import { useNavigation } from '../../stores/navigation-store';
import type { PaletteAction } from '../../stores/palette-actions-store';
import { catalogAction, SCREEN_ACTION_CATALOG, type CatalogActionId } from '../../stores/screen-action-catalog';

export interface WriteStart {
  /** True where a write can be sent (also while the environment's status is still being read: nothing is refused on a guess). */
  readonly ready: boolean;
  /** What to do instead, where it is not, as it follows a command's name: "set up production first". */
  readonly setUpWords: string;
  /** Opens Settings where it is set up (production's setup section). */
  setUp(): void;
}

export function useWriteStart(): WriteStart {
  const status = useEnvironment((state) => state.status);
  const go = useNavigation((state) => state.go);
  const environment = status?.environment ?? 'sandbox';
  return {
    ready: status === null || isConfigured(status),
    setUpWords: `set up ${environment} first`,
    setUp: () => (environment === 'production' ? go('settings', { action: 'settings.production' }) : go('settings')),
  };
}

/**
 * "New payment", or where the environment is not set up "New payment: set up production
 * first" ("Archive…" loses its "…": it leads straight to Settings, nothing is asked first).
 */
export function writeStartLabel(label: string, start: WriteStart): string {
  return start.ready ? label : `${label.replace(/…$/, '')}: ${start.setUpWords}`;
}

/** A write's palette command on its screen: starts it, or leads to Settings where it cannot be sent. */
export function writePaletteAction(id: CatalogActionId, start: WriteStart, run: () => void): PaletteAction {
  const action = catalogAction(id, run);
  return start.ready ? action : { ...action, label: writeStartLabel(action.label, start), run: start.setUp };
}

/** The palette's command for a write of another screen where it cannot be sent (undefined where it can, or for an id that is not a write). */
export function elsewhereWriteAction(id: string, start: WriteStart): PaletteAction | undefined {
  const entry = SCREEN_ACTION_CATALOG.find((action) => action.id === id);
  if (start.ready || entry === undefined || !('write' in entry)) return undefined;
  return { id: entry.id, label: `${writeStartLabel(entry.label, start)} (Settings)`, keywords: entry.keywords, run: start.setUp };
}

/**
 * A button that starts a write: opens its form (`onStart`), or where the environment is not
 * set up says so ("Edit: set up production first") and leads to Settings instead.
 * `open`: whether the write's panel is open (aria-expanded), for a button that opens one.
 */
export function WriteStartButton({ label, start, onStart, open, className, disabled }: {
  label: string;
  start: WriteStart;
  onStart: () => void;
  open?: boolean;
  className?: string;
  disabled?: boolean;
}) {
  if (!start.ready) {
    return (
      <button type="button" className={className} onClick={start.setUp}>
        {writeStartLabel(label, start)}
      </button>
    );
  }
  return (
    <button type="button" className={className} onClick={onStart} aria-expanded={open} disabled={disabled}>
      {label}
    </button>
  );
}
