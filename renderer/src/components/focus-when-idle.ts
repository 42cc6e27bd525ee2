// Where focus goes when a result replaces the button that asked for it: an export's or a
// statement's button is disabled while it runs, which leaves a keyboard user's focus on
// <body>. When that is where focus is, the result's heading takes it (read first by a
// screen reader); focus a person put elsewhere meanwhile stays where it is.
import { useEffect, type RefObject } from 'react';

/** Focuses the first heading inside `container` each time `key` changes, if focus is idle on <body>. */
export function useFocusHeadingWhenIdle(container: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const heading = container.current?.querySelector<HTMLElement>('h2, h3');
    const active = document.activeElement;
    if (heading === null || heading === undefined || (active !== null && active !== document.body)) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [container, key]);
}
