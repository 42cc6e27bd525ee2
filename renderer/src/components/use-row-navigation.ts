// Arrow keys and Enter in a table (UI.md "Keyboard and access"): one row is in the tab
// order (roving tabindex), Up/Down/Home/End/PageUp/PageDown move between rows, Enter
// opens the row. Used by the Outbox and Audit tables.
import { useRef, useState, type KeyboardEvent } from 'react';

const PAGE = 10;

export function useRowNavigation(count: number, onOpen: (index: number) => void) {
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  const current = Math.max(0, Math.min(active, count - 1));

  const focusRow = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    setActive(next);
    body.current?.querySelectorAll<HTMLElement>('tr[data-row]')[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    // Keys typed on a control inside a row (a copy button) are that control's.
    if (!(event.target instanceof HTMLElement) || !event.target.matches('tr[data-row]')) return;
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1, PageDown: current + PAGE, PageUp: current - PAGE };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusRow(target);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(current);
    }
  };

  const rowProps = (index: number) => ({
    'data-row': '',
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive(index),
    onClick: () => {
      setActive(index);
      onOpen(index);
    },
  });

  return { bodyRef: body, onKeyDown, rowProps };
}
