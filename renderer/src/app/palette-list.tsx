// The palette's filtered list (cmdk): this screen's actions, every screen, the global
// actions, ranked by word match (palette-match.ts), with "No match" said when none does. Its own chunk, loaded when the palette first opens (or once the window is
// idle), so cmdk is not in the code the first screen waits for.
import { Command } from 'cmdk';
import { useState } from 'react';
import type { PaletteAction } from '../stores/palette-actions-store';
import type { ScreenId } from '../../lib/screen-list';
import { SCREENS } from '../../lib/screen-list';
import { paletteMatchScore } from './palette-match';

export interface PaletteListProps {
  ownActions: readonly PaletteAction[];
  globalActions: readonly PaletteAction[];
  run(action: () => void): void;
  go(screen: ScreenId): void;
}

export default function PaletteList({ ownActions, globalActions, run, go }: PaletteListProps) {
  const [search, setSearch] = useState('');
  return (
    <Command label="Command palette" loop filter={paletteMatchScore}>
      <Command.Input autoFocus placeholder="Type a screen or an action…" aria-label="Search screens and actions" value={search} onValueChange={setSearch} />
      <Command.List aria-label="Screens and actions">
        <Command.Empty>
          No match for “{search.trim()}”. Try a screen&apos;s name (Ledger, Payments) or a word of an action (export, sync).
        </Command.Empty>
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
  );
}
