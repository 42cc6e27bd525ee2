// Actions a screen offers the command palette while it is shown ("Export this ledger
// view", "Focus search"): a screen registers them with `usePaletteActions` and they go
// away when it unmounts. The palette lists them beside the screens and global actions.
import { useEffect } from 'react';
import { create } from 'zustand';
import { useNavigation } from './navigation-store';

export interface PaletteAction {
  readonly id: string;
  readonly label: string;
  /** Words that also find it ("csv", "download"). */
  readonly keywords?: readonly string[];
  readonly shortcut?: string;
  run(): void;
}

interface PaletteActionsState {
  byOwner: Record<string, readonly PaletteAction[]>;
  set(owner: string, actions: readonly PaletteAction[]): void;
  clear(owner: string): void;
}

export const usePaletteActionsStore = create<PaletteActionsState>((set) => ({
  byOwner: {},
  set: (owner, actions) => set((state) => ({ byOwner: { ...state.byOwner, [owner]: actions } })),
  clear: (owner) =>
    set((state) => {
      const { [owner]: _removed, ...rest } = state.byOwner;
      return { byOwner: rest };
    }),
}));

// The navigation (its serial) whose requested action already ran: it runs once.
let ranForSerial = -1;

/**
 * Registers `actions` under `owner` while the calling component is mounted (re-registers
 * when `deps` change), and runs the one the navigation that showed it asked for (the
 * palette's actions of another screen), once.
 */
export function usePaletteActions(owner: string, actions: readonly PaletteAction[], deps: readonly unknown[]): void {
  useEffect(() => {
    usePaletteActionsStore.getState().set(owner, actions);
    const { request, serial } = useNavigation.getState();
    const asked = request.action === undefined || serial === ranForSerial ? undefined : actions.find((action) => action.id === request.action);
    if (asked !== undefined) {
      ranForSerial = serial;
      asked.run();
    }
    return () => usePaletteActionsStore.getState().clear(owner);
    // The caller's `deps` stand for `actions`, a new array on every render (registering on
    // each render would re-run the asked action's check for nothing): the lint cannot see
    // through a spread list of dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, ...deps]);
}
