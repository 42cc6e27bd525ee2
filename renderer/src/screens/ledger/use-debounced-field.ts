// A text field that commits to a store after the person pauses typing (search: ~200 ms,
// so a million-row count does not run per keystroke), or at once on blur/Enter. A change
// made elsewhere (Clear filters) replaces the text; the person's own commits do not.
import { useEffect, useRef, useState } from 'react';

export function useDebouncedField(stored: string, commit: (text: string) => void, options: { delayMs: number; storedFor: (text: string) => string }) {
  const [text, setText] = useState(stored);
  const committed = useRef(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ commit, storedFor: options.storedFor });
  latest.current = { commit, storedFor: options.storedFor };

  useEffect(() => {
    if (stored !== committed.current) {
      committed.current = stored;
      setText(stored);
    }
  }, [stored]);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const flush = (value: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    committed.current = latest.current.storedFor(value);
    latest.current.commit(value);
  };

  return {
    text,
    onChange(value: string) {
      setText(value);
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value), options.delayMs);
    },
    flush: () => flush(text),
  };
}
