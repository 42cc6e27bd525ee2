// The command palette (Ctrl/Cmd+K): every screen, the global actions (sync, switch
// environment) and the shown screen's own actions, found by typing. A native modal
// <dialog> gives focus trapping and Escape; cmdk gives the filtered, arrow-key listbox
// (palette-list.tsx, loaded on first open or once the window is idle).

let listModule: Promise<ComponentType<PaletteListProps>> | null = null;
/** The palette's list code: loaded once, asked again after a failed load. */
export function loadPaletteList(): Promise<ComponentType<PaletteListProps>> {
  listModule ??= import('./palette-list').then(
    (module) => module.default,
    (error: unknown) => {
      listModule = null;
      throw error;
    },
  );
  return listModule;
}
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useEnvironment } from '../stores/environment-store';
import { useNavigation } from '../stores/navigation-store';
import { usePaletteActionsStore, type PaletteAction } from '../stores/palette-actions-store';
import { useSync } from '../stores/sync-store';
import type { PaletteListProps } from './palette-list';
import { SCREEN_ACTION_CATALOG } from '../stores/screen-action-catalog';
import { screenTitle } from '../../lib/screen-list';
import { elsewhereWriteAction, useWriteStart } from '../components/write-flow/write-start';
import { switchEnvironment } from '../stores/setup-focus-store';

function useGlobalActions(): PaletteAction[] {
  const go = useNavigation((state) => state.go);
  const environment = useEnvironment((state) => state.status?.environment);
  const { running, start, cancel } = useSync();
  const actions: PaletteAction[] = [];
  if (running) actions.push({ id: 'sync.cancel', label: 'Cancel the running sync', run: () => void cancel() });
  else {
    actions.push({ id: 'sync.start', label: 'Sync now', keywords: ['refresh', 'update'], run: () => void start() });
    actions.push({ id: 'sync.full', label: 'Sync everything again (full sync)', keywords: ['refresh', 'reload'], run: () => void start('full') });
  }
  // To Production only through Settings' review (what changes, where real requests go), as its button does.
  if (environment === 'sandbox') actions.push({ id: 'env.production', label: 'Switch to Production…', keywords: ['environment'], run: () => go('settings', { action: 'settings.production' }) });
  if (environment === 'production') actions.push({ id: 'env.sandbox', label: 'Switch to Sandbox', keywords: ['environment'], run: () => void switchEnvironment('sandbox') });
  return actions;
}

export function CommandPalette() {
  const { paletteOpen, setPaletteOpen, go } = useNavigation();
  const screenActions = usePaletteActionsStore((state) => state.byOwner);
  const globalActions = useGlobalActions();
  const writeStart = useWriteStart();
  const dialog = useRef<HTMLDialogElement>(null);
  const [List, setList] = useState<ComponentType<PaletteListProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!paletteOpen || List !== null) return;
    let live = true;
    setLoadFailed(false);
    loadPaletteList().then(
      (component) => live && setList(() => component),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [paletteOpen, List]);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (paletteOpen && !element.open) {
      element.showModal();
      element.querySelector('input')?.focus();
    }
    if (!paletteOpen && element.open) element.close();
  }, [paletteOpen]);

  const run = (action: () => void) => {
    // Closed at once, before the action: closing a modal dialog gives focus back to what
    // had it before, which would otherwise take it from the panel or field the action opens.
    if (dialog.current?.open === true) dialog.current.close();
    setPaletteOpen(false);
    action();
  };

  const ownActions = Object.values(screenActions).flat();
  // Other screens' actions: the palette opens their screen, which runs the action.
  const shownIds = new Set(ownActions.map((action) => action.id));
  // A write where the environment is not set up leads to Settings instead ("New payment: set up production first").
  const elsewhere: PaletteAction[] = SCREEN_ACTION_CATALOG.filter((action) => !shownIds.has(action.id)).map((action) => elsewhereWriteAction(action.id, writeStart) ?? {
    id: action.id,
    label: `${action.label} (${screenTitle(action.screen)})`,
    keywords: action.keywords,
    run: () => go(action.screen, { action: action.id }),
  });
  return (
    <dialog ref={dialog} className="command-palette" aria-label="Command palette" onClose={() => setPaletteOpen(false)}>
      {paletteOpen &&
        (List === null ? (
          <p className="palette-loading" role="status">
            {loadFailed ? 'The palette could not be opened. Press Escape and try again; if it keeps failing, restart Treasury.' : 'Opening the palette…'}
          </p>
        ) : (
          <List ownActions={ownActions} globalActions={[...globalActions, ...elsewhere]} run={run} go={go} />
        ))}
    </dialog>
  );
}
