// Whether the window matches a media query, followed as the window is resized or zoomed
// (renderer/lib/media-query.ts reads the window).
import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueryMatches, watchMediaQuery } from '../../lib/media-query';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => watchMediaQuery(query, onChange), [query]);
  const matches = useCallback(() => mediaQueryMatches(query), [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}
