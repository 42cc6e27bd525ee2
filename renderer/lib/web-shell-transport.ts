// The web shell's transport (electron/web-shell): POST /rpc/<method> with the session
// token as a Bearer header, push events from GET /events (server-sent events).
//
// The token arrives once, in the URL fragment the shell printed (`/#token=...`; a
// fragment never reaches a server or a log). It is kept in sessionStorage (this tab
// only, gone when the tab closes) so a reload still works, and removed from the
// address bar at once so a screenshot or a shared screen does not show it. A restarted
// web shell prints a new address that differs only in its fragment: pasted in the same
// tab, the browser does not load the page again, so the page takes the new token itself
// and loads again with it (reloadOnNewSessionToken).
import type { Envelope } from '../../shared/ipc';
import { unreachable, type IpcTransport } from './ipc-transport';

const STORAGE_KEY = 'treasury.webShellToken';

/** The session token from the fragment (moved to sessionStorage) or from an earlier load of this tab. */
export function takeSessionToken(location: Location, storage: Storage, history: History): string | null {
  const token = tokenInFragment(location.hash);
  if (token !== null) {
    storage.setItem(STORAGE_KEY, token);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
    return token;
  }
  return storage.getItem(STORAGE_KEY);
}

function tokenInFragment(hash: string): string | null {
  return /(?:^#|&)token=([A-Za-z0-9_-]{16,200})(?:&|$)/.exec(hash)?.[1] ?? null;
}

type SessionWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location' | 'sessionStorage' | 'history'>;

/**
 * An address with a token put in this tab's address bar after the page loaded (only the
 * fragment changed, so the browser loads nothing): the token is taken (kept, and removed
 * from the address bar) and, when it is not this page's own, the page is loaded again so
 * everything connects with it. Returns the unsubscribe.
 */
export function reloadOnNewSessionToken(win: SessionWindow): () => void {
  const onHashChange = () => {
    if (tokenInFragment(win.location.hash) === null) return;
    const before = win.sessionStorage.getItem(STORAGE_KEY);
    const token = takeSessionToken(win.location, win.sessionStorage, win.history);
    if (token !== before) win.location.reload();
  };
  win.addEventListener('hashchange', onHashChange);
  return () => win.removeEventListener('hashchange', onHashChange);
}

/** The code of a call the web shell refused because it does not know this page's session (it was restarted). */
export const SESSION_REFUSED_CODE = 'session_refused';

const SHELL_GONE = 'The app\u2019s background process (the web shell) is not answering. Start the app again and open the address it prints.';
const SESSION_REFUSED = 'This page\u2019s session is not valid any more (the web shell was restarted). Open the address the app printed when it last started.';

export function webShellTransport(token: string): IpcTransport {
  const linkListeners = new Set<(up: boolean) => void>();
  const link = (up: boolean) => linkListeners.forEach((listener) => listener(up));
  return {
    kind: 'web-shell',
    async call(method, input) {
      let response: Response;
      try {
        response = await fetch(`/rpc/${encodeURIComponent(method)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(input ?? {}),
        });
      } catch {
        return unreachable(SHELL_GONE);
      }
      if (response.status === 401) return { ok: false, error: { kind: 'not_configured', code: SESSION_REFUSED_CODE, message: SESSION_REFUSED, retryable: false } };
      if (!response.ok) return unreachable(`The web shell refused the call (HTTP ${response.status}).`);
      try {
        return (await response.json()) as Envelope<unknown>;
      } catch {
        return unreachable(SHELL_GONE);
      }
    },
    subscribe(listener) {
      const source = new EventSource(`/events?token=${encodeURIComponent(token)}`);
      const onMessage = (message: MessageEvent<string>) => {
        try {
          listener(JSON.parse(message.data));
        } catch {
          // A malformed event is dropped; the client checks every event's shape anyway.
        }
      };
      // The stream ends when the web shell stops (the browser tries it again every few seconds).
      const onError = () => link(false);
      const onOpen = () => link(true);
      source.addEventListener('message', onMessage);
      source.addEventListener('error', onError);
      source.addEventListener('open', onOpen);
      return () => {
        source.removeEventListener('message', onMessage);
        source.removeEventListener('error', onError);
        source.removeEventListener('open', onOpen);
        source.close();
      };
    },
    watchLink(listener) {
      linkListeners.add(listener);
      return () => linkListeners.delete(listener);
    },
  };
}
