// Window-wide keys (UI.md "Keyboard and access"): Ctrl/Cmd+K opens the palette, `/`
// focuses the shown screen's search, `g` then a letter goes to a screen ("g l": the
// ledger). Keys typed into a field are the field's, except Ctrl/Cmd+K.
import { useEffect } from 'react';
import { focusScreenSearch } from '../components/focus-screen-search';
import { useNavigation } from '../stores/navigation-store';
import { SCREENS } from '../../lib/screen-list';
import { watchWindowKeys } from '../../lib/window-return';

function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

export function useKeyboardShortcuts(): void {
  useEffect(() => {
    let pendingG = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      const nav = useNavigation.getState();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        nav.setPaletteOpen(!nav.paletteOpen);
        return;
      }
      if (nav.paletteOpen || typingInto(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === '/') {
        if (focusScreenSearch()) event.preventDefault();
        return;
      }
      if (event.key === 'g') {
        pendingG = event.timeStamp;
        return;
      }
      if (pendingG > 0 && event.timeStamp - pendingG < 1500) {
        pendingG = 0;
        const screen = SCREENS.find((item) => item.keys === `g ${event.key}`);
        if (screen !== undefined) {
          event.preventDefault();
          nav.go(screen.id);
        }
      }
    };
    return watchWindowKeys(onKeyDown);
  }, []);
}
