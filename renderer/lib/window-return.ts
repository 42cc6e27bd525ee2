// The window's own events, the one place the renderer listens to them (DESIGN.md: nothing
// else calls `window` directly; eslint.config.js refuses window.addEventListener in
// renderer/src/): window-wide keys, and the window coming back to the person (shown again,
// or focused after another window, a terminal say, had the focus), when the document's
// visibility and the window's focus are followed.
// What main cannot push is read again then: a key put in the keychain by `treasury` in a
// terminal changes no file main watches. A return fires both events at once (focus and
// visibility): it counts once. Where there is no window (a test under Node), nothing fires.

/** Two events this close together are one return. */
const ONE_RETURN_MS = 1000;

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}
type ReturnWindow = Partial<EventTargetLike> & { document?: EventTargetLike & { visibilityState?: string } };

/** Calls `onReturn` each time the window is shown again or regains focus; returns the unsubscribe. */
export function watchWindowReturn(onReturn: () => void, now: () => number = Date.now): () => void {
  const win = globalThis as ReturnWindow;
  const doc = win.document;
  if (doc === undefined || typeof win.addEventListener !== 'function' || typeof win.removeEventListener !== 'function') return () => undefined;
  let last = Number.NEGATIVE_INFINITY;
  const returned = () => {
    if (now() - last < ONE_RETURN_MS) return;
    last = now();
    onReturn();
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') returned();
  };
  win.addEventListener('focus', returned);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener?.('focus', returned);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Calls `onKeyDown` for every key pressed anywhere in the window (the app's shortcuts); returns the unsubscribe. */
export function watchWindowKeys(onKeyDown: (event: KeyboardEvent) => void): () => void {
  const win = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>;
  if (typeof win.addEventListener !== 'function' || typeof win.removeEventListener !== 'function') return () => undefined;
  win.addEventListener('keydown', onKeyDown);
  return () => win.removeEventListener?.('keydown', onKeyDown);
}
