// Navigation locked for every web contents (main.ts calls this from `web-contents-created`):
// `will-navigate` and `will-frame-navigate` allowed only within the app's own pages,
// `will-redirect` likewise, `will-attach-webview` always denied, and every window.open
// denied; a link on the external allowlist (external-links.ts) is opened in the person's
// browser instead. Written against the few methods of webContents it uses, so it is
// tested under plain Node.
import { isAllowedExternalUrl } from './external-links';
import { APP_ORIGIN } from './ipc-channels';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', listener: (event: PreventableEvent, ...args: unknown[]) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationPolicy {
  /** The origin of the pages the window may show (app://treasury, or a loopback dev server when unpackaged). */
  readonly pageOrigin: string;
  readonly externalHosts: ReadonlySet<string>;
  openExternal(url: string): void;
}

/** The URL a navigation event names: Electron passes it as the second argument, or as `event.url` (will-frame-navigate). */
function urlOf(event: PreventableEvent, args: unknown[]): string {
  const fromEvent = (event as { url?: unknown }).url;
  if (typeof fromEvent === 'string') return fromEvent;
  return typeof args[0] === 'string' ? args[0] : '';
}

export function isOwnPage(url: string, pageOrigin: string = APP_ORIGIN): boolean {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === pageOrigin;
  } catch {
    return false;
  }
}

export function lockNavigation(contents: GuardedContents, policy: NavigationPolicy): void {
  const ownPagesOnly = (event: PreventableEvent, ...args: unknown[]) => {
    if (!isOwnPage(urlOf(event, args), policy.pageOrigin)) event.preventDefault();
  };
  contents.on('will-navigate', ownPagesOnly);
  contents.on('will-frame-navigate', ownPagesOnly);
  contents.on('will-redirect', ownPagesOnly);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url, policy.externalHosts)) policy.openExternal(url);
    return { action: 'deny' };
  });
}
