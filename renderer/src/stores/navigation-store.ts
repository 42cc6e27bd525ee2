// Which screen is shown, and what it was asked to open (a row id, a filter). Mirrored in
// the address (`#/ledger`) so a reload keeps the place; the first hash of a web-shell
// load is the session token, which the transport removes before this store reads it.
import { create } from 'zustand';
import { isScreenId, type ScreenId } from '../../lib/screen-list';

export interface ScreenRequest {
  /** An id the screen should open in its detail panel (a payment, a ledger entry, a counterparty). */
  readonly openId?: string;
  /** An account the screen should filter on. */
  readonly accountId?: string;
  /** One of the screen's palette actions to run once it is shown (screen-action-catalog.ts). */
  readonly action?: string;
}

interface NavigationState {
  screen: ScreenId;
  request: ScreenRequest;
  /** Bumped on every navigation, so a screen can react to a repeated request. */
  serial: number;
  paletteOpen: boolean;
  go(screen: ScreenId, request?: ScreenRequest): void;
  setPaletteOpen(open: boolean): void;
}

export function screenFromHash(hash: string): ScreenId {
  const name = /^#\/([a-z]+)/.exec(hash)?.[1];
  return name !== undefined && isScreenId(name) ? name : 'balances';
}

export const useNavigation = create<NavigationState>((set) => ({
  screen: screenFromHash(typeof window === 'undefined' ? '' : window.location.hash),
  request: {},
  serial: 0,
  paletteOpen: false,
  go(screen, request = {}) {
    set((state) => ({ screen, request, serial: state.serial + 1, paletteOpen: false }));
    if (typeof window !== 'undefined' && window.location.hash !== `#/${screen}`) window.history.replaceState(null, '', `#/${screen}`);
  },
  setPaletteOpen(open) {
    set({ paletteOpen: open });
  },
}));
