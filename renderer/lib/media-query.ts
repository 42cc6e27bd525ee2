// The window's media queries (its height and width, which zoom changes): the one place the
// renderer reads them from `window` (DESIGN.md: nothing else calls `window` directly).
// Components follow one through `useMediaQuery` (src/components/use-media-query.ts).
// Where the window has no matchMedia (jsdom, a test under Node), nothing matches.

type MediaQueryWindow = { matchMedia?: (query: string) => MediaQueryList };

function mediaQueryList(query: string): MediaQueryList | null {
  const matchMedia = (globalThis as MediaQueryWindow).matchMedia;
  return typeof matchMedia === 'function' ? matchMedia.call(globalThis, query) : null;
}

/** Whether the window matches `query` now ("(max-height: 560px)"). */
export function mediaQueryMatches(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/** Calls `onChange` whenever the window comes to match `query` or stops matching it; returns the unsubscribe. */
export function watchMediaQuery(query: string, onChange: () => void): () => void {
  const list = mediaQueryList(query);
  if (list === null) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
