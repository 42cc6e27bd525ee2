// Where focus goes when a result replaces the button that asked for it: an export's or a
// statement's button is disabled while it runs, which leaves a keyboard user's focus on
// <body>. When that is where focus is, the result's heading takes it (read first by a
// screen reader); focus a person put elsewhere meanwhile stays where it is.
import { useEffect, useRef, type RefObject } from 'react';

/** Focus is idle: nowhere, or on <body> (where the control that had it left it when it went away or was disabled). */
export function focusIsIdle(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/**
 * Focuses `element` (focusable by script, out of the Tab order unless it already is in it)
 * if focus is idle, or on `from` (the control that asked for what `element` shows).
 */
export function focusIfIdle(element: HTMLElement, from?: HTMLElement | null): void {
  if (!focusIsIdle() && (from === null || from === undefined || document.activeElement !== from)) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus();
}

/** Focuses the first heading inside `container` each time `key` changes, if focus is idle on <body>. */
export function useFocusHeadingWhenIdle(container: RefObject<HTMLElement | null>, key: unknown): void {
  useEffect(() => {
    const heading = container.current?.querySelector<HTMLElement>('h2, h3');
    if (heading !== null && heading !== undefined) focusIfIdle(heading);
  }, [container, key]);
}

/**
 * After `key` changes (not on the first render: opening a screen does not move focus),
 * focuses what `target` shows, if focus is idle on <body> (or on `from`, the button that
 * asked for it): its first heading, else its first status or alert, else the element
 * itself. For a result that replaces a button disabled while it ran (a generated key), or
 * that follows a button kept focused while it ran (a connection test).
 */
export function useFocusResultWhenIdle(target: RefObject<HTMLElement | null>, key: unknown, from?: RefObject<HTMLElement | null>): void {
  // The key already shown (not a first-render flag: an effect run again for the same key,
  // as when a step appears with its result already there, must not move focus).
  const shown = useRef(key);
  useEffect(() => {
    if (Object.is(shown.current, key)) return;
    shown.current = key;
    const element = target.current;
    if (element !== null) focusIfIdle(element.querySelector<HTMLElement>('h2, h3, h4, [role=status], [role=alert]') ?? element, from?.current);
  }, [target, key, from]);
}
