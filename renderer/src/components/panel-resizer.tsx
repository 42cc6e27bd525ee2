// The side panel's left edge as a splitter (WAI-ARIA window splitter: a focusable
// separator with its value): drag it, or focus it and press ArrowLeft/ArrowRight to widen
// or narrow the panel by a step, Home/End for its narrowest and widest. The list beside it
// gives way by its columns' priorities. Hand-made rather than a panel library: the panel
// is one flex item whose width this sets, and a library would reshape every screen's layout.
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { clampPanelWidth, PANEL_WIDTH, usePanelWidth } from '../stores/panel-width-store';

export function PanelResizer({ label }: { label: string }) {
  const width = usePanelWidth((state) => state.width);
  const setWidth = usePanelWidth((state) => state.setWidth);
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const max = clampPanelWidth(PANEL_WIDTH.max, typeof window === 'undefined' ? 1440 : window.innerWidth);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    // The panel is on the right: moving the edge left makes it wider.
    if (start !== null) setWidth(start.startWidth + (start.startX - event.clientX));
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <div
      className="panel-resizer"
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label}`}
      aria-valuemin={PANEL_WIDTH.min}
      aria-valuemax={max}
      aria-valuenow={width}
      aria-valuetext={`${width} pixels wide`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={(event) => {
        const next = { ArrowLeft: width + PANEL_WIDTH.step, ArrowRight: width - PANEL_WIDTH.step, Home: PANEL_WIDTH.min, End: max }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        setWidth(next);
      }}
    />
  );
}
