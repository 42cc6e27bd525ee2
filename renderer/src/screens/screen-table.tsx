// Which component shows which screen. Each screen lives in its own folder and its own
// chunk of the build: the window loads the code of the screen it opens on (started at
// once by `preloadScreen`, beside main's first answers) and each other screen's code the
// first time it is shown, so the first screen does not wait for all ten.
//
// No React.lazy: a lazy screen suspends on its first render even when its code is
// already loaded, and React then holds the screen back for its fallback throttle
// (~300 ms). The frame instead renders a screen once its code is here (useScreenCode).
import { useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { ScreenId } from '../../lib/screen-list';
import { prefetchNewestLedgerRows } from './ledger/ledger-prefetch';

const LOADERS: Record<ScreenId, () => Promise<ComponentType>> = {
  balances: () => import('./balances/balances-screen').then((module) => module.BalancesScreen),
  ledger: () => import('./ledger/ledger-screen').then((module) => module.LedgerScreen),
  payments: () => import('./payments/payments-screen').then((module) => module.PaymentsScreen),
  collections: () => import('./collections/collections-screen').then((module) => module.CollectionsScreen),
  transfers: () => import('./transfers/transfers-screen').then((module) => module.TransfersScreen),
  counterparties: () => import('./counterparties/counterparties-screen').then((module) => module.CounterpartiesScreen),
  exports: () => import('./exports/exports-screen').then((module) => module.ExportsScreen),
  outbox: () => import('./outbox/outbox-screen').then((module) => module.OutboxScreen),
  audit: () => import('./audit/audit-screen').then((module) => module.AuditScreen),
  settings: () => import('./settings/settings-screen').then((module) => module.SettingsScreen),
};

/** What a screen can ask main for before its code is here (the window opening on it). */
const FIRST_READS: Partial<Record<ScreenId, () => void>> = {
  ledger: prefetchNewestLedgerRows,
};

/** The window opens on `id`: its code and its first read, both at once. */
export function openFirstScreen(id: ScreenId): void {
  preloadScreen(id);
  FIRST_READS[id]?.();
}

export type ScreenCode = { state: 'loading' } | { state: 'loaded'; component: ComponentType } | { state: 'failed' };

const LOADING: ScreenCode = { state: 'loading' };
const FAILED: ScreenCode = { state: 'failed' };
const codes = new Map<ScreenId, ScreenCode>();
const listeners = new Set<() => void>();

function settle(id: ScreenId, code: ScreenCode): void {
  codes.set(id, code);
  for (const listener of [...listeners]) listener();
}

/** Starts loading a screen's code unless it is loaded or loading (a failed load is tried again). */
export function preloadScreen(id: ScreenId): void {
  const code = codes.get(id);
  if (code !== undefined && code.state !== 'failed') return;
  settle(id, LOADING);
  LOADERS[id]().then(
    (component) => settle(id, { state: 'loaded', component }),
    () => settle(id, FAILED),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A screen's code: loading, loaded (its component) or failed; asks for it when not yet asked. */
export function useScreenCode(id: ScreenId): { code: ScreenCode; retry(): void } {
  const code = useSyncExternalStore(subscribe, () => codes.get(id) ?? LOADING);
  if (!codes.has(id)) queueMicrotask(() => preloadScreen(id));
  const retry = useCallback(() => preloadScreen(id), [id]);
  return { code, retry };
}
