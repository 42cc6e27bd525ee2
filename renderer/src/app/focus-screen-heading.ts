// Where focus goes after a move to another screen or environment (`g x`, the palette,
// "Switch to Production"): the control that had it went away with the old screen, which
// leaves a keyboard user on <body>. The new screen's heading (its <h1>) takes it once
// the screen's code has rendered it, so a screen reader reads where the person is and
// Tab starts from the screen. Focus a person put elsewhere meanwhile stays where it is;
// the window's first screen is left alone.
import { useEffect, useRef } from 'react';
import { focusIfIdle } from '../components/focus-when-idle';

/** How long to wait for the new screen's heading (its code may still be loading). */
const WAIT_MS = 5000;

/** Focuses the shown screen's heading if focus is idle; false while the screen has none yet. */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading === null) return false;
  focusIfIdle(heading);
  return true;
}

/**
 * Focuses the shown screen's <h1> each time `where` changes after the first known one
 * (null: not known yet, while the environment is being read), if focus is idle on <body>.
 */
export function useFocusScreenHeading(where: string | null): void {
  const first = useRef(true);
  useEffect(() => {
    if (where === null) return undefined;
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [where]);
}
