// The command palette (Ctrl/Cmd+K): every screen, the global actions (sync, switch
// environment) and the shown screen's own actions, found by typing. A native modal
// <dialog> gives focus trapping and Escape; cmdk gives the filtered, arrow-key listbox.
import { Command } from 'cmdk';
import { useEffect, useRef } from 'react';
import { useEnvironment } from '../stores/environment-store';
import { useNavigation } from '../stores/navigation-store';
import { usePaletteActionsStore, type PaletteAction } from '../stores/palette-actions-store';
import { useSync } from '../stores/sync-store';
import { SCREENS } from './screens';

function useGlobalActions(): PaletteAction[] {
  const environment = useEnvironment((state) => state.status?.environment);
  const switchTo = useEnvironment((state) => state.switchTo);
  const { running, start, cancel } = useSync();
  const actions: PaletteAction[] = [];
  if (running) actions.push({ id: 'sync.cancel', label: 'Cancel the running sync', run: () => void cancel() });
  else {
    actions.push({ id: 'sync.start', label: 'Sync now', keywords: ['refresh', 'update'], run: () => void start() });
    actions.push({ id: 'sync.full', label: 'Sync everything again (full sync)', keywords: ['refresh', 'reload'], run: () => void start('full') });
  }
  if (environment === 'sandbox') actions.push({ id: 'env.production', label: 'Switch to Production', keywords: ['environment'], run: () => void switchTo('production') });
  if (environment === 'production') actions.push({ id: 'env.sandbox', label: 'Switch to Sandbox', keywords: ['environment'], run: () => void switchTo('sandbox') });
  return actions;
}

export function CommandPalette() {
  const { paletteOpen, setPaletteOpen, go } = useNavigation();
  const screenActions = usePaletteActionsStore((state) => state.byOwner);
  const globalActions = useGlobalActions();
  const dialog = useRef<HTMLDialogElement>(null);

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
    setPaletteOpen(false);
    action();
  };

  const ownActions = Object.values(screenActions).flat();
  return (
    <dialog ref={dialog} className="command-palette" aria-label="Command palette" onClose={() => setPaletteOpen(false)}>
      {paletteOpen && (
        <Command label="Command palette" loop>
          <Command.Input placeholder="Type a screen or an action…" aria-label="Search screens and actions" />
          <Command.List aria-label="Screens and actions">
            <Command.Empty>Nothing matches.</Command.Empty>
            {ownActions.length > 0 && (
              <Command.Group heading="This screen">
                {ownActions.map((action) => (
                  <Command.Item key={action.id} value={`${action.label} ${action.id}`} keywords={[...(action.keywords ?? [])]} onSelect={() => run(action.run)}>
                    {action.label}
                    {action.shortcut !== undefined && <kbd className="palette-shortcut">{action.shortcut}</kbd>}
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            <Command.Group heading="Go to">
              {SCREENS.map((screen) => (
                <Command.Item key={screen.id} value={`Go to ${screen.title}`} keywords={[screen.description]} onSelect={() => run(() => go(screen.id))}>
                  Go to {screen.title}
                  <kbd className="palette-shortcut">{screen.keys}</kbd>
                </Command.Item>
              ))}
            </Command.Group>
            <Command.Group heading="Actions">
              {globalActions.map((action) => (
                <Command.Item key={action.id} value={action.label} keywords={[...(action.keywords ?? [])]} onSelect={() => run(action.run)}>
                  {action.label}
                </Command.Item>
              ))}
            </Command.Group>
          </Command.List>
        </Command>
      )}
    </dialog>
  );
}
