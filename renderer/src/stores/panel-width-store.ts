// How wide the side panel is, as the person set it by dragging its edge or with the arrow
// keys on it: one width for every screen's panel (UI state only), kept for the session.
import { create } from 'zustand';

export const PANEL_WIDTH = { min: 320, initial: 420, max: 760, step: 32 } as const;

interface PanelWidthState {
  readonly width: number;
  setWidth(width: number): void;
}

/** A width within the panel's bounds, and never more than 60% of the window (the list keeps the rest). */
export function clampPanelWidth(width: number, windowWidth: number): number {
  const max = Math.max(PANEL_WIDTH.min, Math.min(PANEL_WIDTH.max, Math.floor(windowWidth * 0.6)));
  return Math.round(Math.min(max, Math.max(PANEL_WIDTH.min, width)));
}

export const usePanelWidth = create<PanelWidthState>((set) => ({
  width: PANEL_WIDTH.initial,
  setWidth: (width) => set({ width: clampPanelWidth(width, typeof window === 'undefined' ? 1440 : window.innerWidth) }),
}));
