// A detail panel on the right that keeps the list in view (UI.md: no modal where a
// side panel keeps context). Escape closes it, pressed inside it or with focus on <body>
// (focus lost when what held it went away); focus moves into it when it opens and back
// to where it was when it closes. Its left edge resizes it (panel-resizer.tsx). A panel
// whose content has something to lose (a write's form or review) is asked first
// (`beforeClose`): Escape and the Close button then go through the same question.
import { useEffect, useRef, type ReactNode } from 'react';
import { usePanelWidth } from '../stores/panel-width-store';
import { PanelResizer } from './panel-resizer';

/** How the person asked to close the panel. */
export type CloseRequest = 'escape' | 'button';

interface Props {
  title: string;
  onClose: () => void;
  /** Asked before the panel closes; false keeps it open (the content answered the request itself). */
  beforeClose?: (how: CloseRequest) => boolean;
  children: ReactNode;
}

export function SidePanel({ title, onClose, beforeClose, children }: Props) {
  const panel = useRef<HTMLElement>(null);
  const width = usePanelWidth((state) => state.width);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => previous?.focus();
  }, []);
  const close = useRef<(how: CloseRequest) => void>(() => undefined);
  close.current = (how: CloseRequest) => {
    if (beforeClose === undefined || beforeClose(how)) onClose();
  };
  useEffect(() => {
    // On the document, so Escape also works with focus on <body>; a control inside that
    // handles Escape itself (a listbox closing) stops it before it gets here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      const inside = active === null || active === document.body || (panel.current?.contains(active) ?? false);
      if (!inside) return;
      event.preventDefault();
      close.current('escape');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <aside
      ref={panel}
      className="side-panel"
      style={{ flexBasis: `${width}px` }}
      aria-label={title}
      tabIndex={-1}
    >
      <header className="side-panel-header">
        <h2 dir="auto">{title}</h2>
        <button type="button" className="close-button" aria-label={`Close ${title}`} onClick={() => close.current('button')}>
          Close
        </button>
      </header>
      <div className="side-panel-body">{children}</div>
      {/* Last in the tab order (Close and the panel's content come first); drawn on the left edge. */}
      <PanelResizer label={title} />
    </aside>
  );
}

/**
 * A missing value: "\u2014" on screen (UI.md), the word "None" for a screen reader (a dash
 * alone is read as punctuation or not at all).
 */
export function MissingValue() {
  return (
    <span className="muted missing-value">
      <span aria-hidden="true">{'\u2014'}</span>
      <span className="visually-hidden">None</span>
    </span>
  );
}

/** A definition list row of a detail panel; no value (null) reads as missing. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children ?? <MissingValue />}</dd>
    </div>
  );
}
