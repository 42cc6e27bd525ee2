// A screen's search box (`/` focuses it: data-screen-search). Typing is applied after a
// short pause (or at once with Enter), so the list is not re-read on every key; Escape
// empties it; ArrowDown applies it and moves into the results (the list's row in the tab
// order, or the grid).
import { useEffect, useRef, useState } from 'react';

const PAUSE_MS = 250;

export function SearchField({ value, onChange, label, placeholder }: { value: string | undefined; onChange: (text: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value ?? '');
  const latest = useRef(onChange);
  latest.current = onChange;

  // Follow changes made elsewhere (Clear filters, a palette action), not our own trimming.
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? '') ? current : (value ?? '')));
  }, [value]);

  useEffect(() => {
    if (text.trim() === (value ?? '')) return;
    const timer = setTimeout(() => latest.current(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <label className="search-field">
      {label}
      <input
        type="search"
        data-screen-search
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') latest.current(text);
          if (event.key === 'ArrowDown') {
            const results = event.currentTarget.closest('main')?.querySelector<HTMLElement>('tbody tr[tabindex="0"], [role="grid"][tabindex="0"]');
            if (results === null || results === undefined) return;
            event.preventDefault();
            latest.current(text);
            results.focus();
          }
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            event.stopPropagation();
            setText('');
            latest.current('');
          }
        }}
      />
    </label>
  );
}
