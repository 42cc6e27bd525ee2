// The palette's filtered list (cmdk): this screen's actions, every screen, the global
// actions, ranked by word match (palette-match.ts), with "No match" said when none does. Its own chunk, loaded when the palette first opens (or once the window is
// idle), so cmdk is not in the code the first screen waits for.
import { Command } from 'cmdk';
import { Fragment, useState, type ReactNode } from 'react';
import type { PaletteAction } from '../stores/palette-actions-store';
import type { ScreenId } from '../../lib/screen-list';
import { SCREENS } from '../../lib/screen-list';
import { goToValue, paletteMatchScore } from './palette-match';

export interface PaletteListProps {
  ownActions: readonly PaletteAction[];
  globalActions: readonly PaletteAction[];
  run(action: () => void): void;
  go(screen: ScreenId): void;
}

/**
 * The items under a heading, or, while something is typed, in one list ranked as a whole:
 * cmdk orders the items within each group but never the groups (it looks a group up by an
 * id its elements do not carry), so "This screen" stayed first and "Audit" chose "Export
 * the audit trail" over "Go to Audit".
 */
function Section({ heading, ranked, children }: { heading: string; ranked: boolean; children: ReactNode }) {
  return ranked ? <Fragment>{children}</Fragment> : <Command.Group heading={heading}>{children}</Command.Group>;
}

export default function PaletteList({ ownActions, globalActions, run, go }: PaletteListProps) {
  const [search, setSearch] = useState('');
  const ranked = search.trim() !== '';
  return (
    <Command label="Command palette" loop filter={paletteMatchScore}>
      <Command.Input autoFocus placeholder="Type a screen or an action…" aria-label="Search screens and actions" value={search} onValueChange={setSearch} />
      <Command.List aria-label="Screens and actions">
        <Command.Empty>
          No match for “{search.trim()}”. Try a screen&apos;s name (Ledger, Payments) or a word of an action (export, sync).
        </Command.Empty>
        {ownActions.length > 0 && (
          <Section heading="This screen" ranked={ranked}>
            {ownActions.map((action) => (
              <Command.Item key={action.id} value={`${action.label} ${action.id}`} keywords={[...(action.keywords ?? [])]} onSelect={() => run(action.run)}>
                {action.label}
                {action.shortcut !== undefined && <kbd className="palette-shortcut">{action.shortcut}</kbd>}
              </Command.Item>
            ))}
          </Section>
        )}
        <Section heading="Go to" ranked={ranked}>
          {SCREENS.map((screen) => (
            <Command.Item key={screen.id} value={goToValue(screen.title)} keywords={[screen.description]} onSelect={() => run(() => go(screen.id))}>
              Go to {screen.title}
              <kbd className="palette-shortcut">{screen.keys}</kbd>
            </Command.Item>
          ))}
        </Section>
        <Section heading="Actions" ranked={ranked}>
          {globalActions.map((action) => (
            <Command.Item key={action.id} value={action.label} keywords={[...(action.keywords ?? [])]} onSelect={() => run(action.run)}>
              {action.label}
            </Command.Item>
          ))}
        </Section>
      </Command.List>
    </Command>
  );
}
