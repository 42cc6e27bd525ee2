// The renderer's IPC client over a transport: calls answer envelopes, push events are
// checked against their schema (a malformed one never reaches a store), the transport's
// stream is opened once and closed with the last listener; the web shell transport
// sends the token as Bearer and turns 401 and an unreachable shell into envelopes; the
// token moves from the fragment to sessionStorage and out of the address bar.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypedClient, IpcCallError, plainErrorOf, unwrap } from '../../../../renderer/lib/ipc-client';
import type { IpcTransport } from '../../../../renderer/lib/ipc-transport';
import { electronTransport } from '../../../../renderer/lib/ipc-transport';
import { reloadOnNewSessionToken, takeSessionToken, webShellTransport } from '../../../../renderer/lib/web-shell-transport';

function fakeTransport() {
  const opened: Array<(event: unknown) => void> = [];
  let closed = 0;
  const transport: IpcTransport = {
    kind: 'web-shell',
    call: vi.fn(async (method: string) => (method === 'sync.cancel' ? { ok: true as const, value: { cancelled: true } } : { ok: false as const, error: { kind: 'input' as const, code: 'x', message: 'no', retryable: false } })),
    subscribe(listener) {
      opened.push(listener);
      return () => {
        closed += 1;
      };
    },
  };
  return { transport, opened, closed: () => closed };
}

describe('createTypedClient', () => {
  it('answers the envelope the transport gave', async () => {
    const { transport } = fakeTransport();
    const client = createTypedClient(transport);
    await expect(client.call('sync.cancel', {})).resolves.toEqual({ ok: true, value: { cancelled: true } });
    const refused = await client.call('sync.state', {});
    expect(refused.ok).toBe(false);
    expect(() => unwrap(refused)).toThrow(IpcCallError);
  });

  it('delivers only events that match their schema, in order, to every listener', async () => {
    const { transport, opened } = fakeTransport();
    const client = createTypedClient(transport);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const later = { type: 'connection.changed', environment: 'sandbox', online: true };
    // The last event sent, seen by the last listener: every event before it has been checked (delivery keeps arrival order).
    let lastSeen: () => void = () => undefined;
    const lastDelivered = new Promise<void>((resolve) => (lastSeen = resolve));
    client.subscribe((event) => first.push(event));
    client.subscribe((event) => {
      second.push(event);
      if (event.type === 'connection.changed' && event.online) lastSeen();
    });
    expect(opened).toHaveLength(1);
    const good = { type: 'connection.changed', environment: 'sandbox', online: false };
    opened[0]!(good);
    opened[0]!({ type: 'connection.changed', environment: 'staging', online: false });
    opened[0]!({ type: 'no.such.event' });
    opened[0]!('not even an object');
    opened[0]!(later);
    // The schemas load with the first event (a dynamic import: slow on a busy machine), so delivery is asynchronous: awaited, not timed.
    expect(first).toEqual([]);
    await lastDelivered;
    expect(first).toEqual([good, later]);
    expect(second).toEqual([good, later]);
  }, 30_000);

  it('says when no call has been waiting for a while, or at the latest after maxMs', async () => {
    // The clock is the test's (Date.now and the timers): each moment is reached exactly, never slept to.
    vi.useFakeTimers();
    try {
      let answer: (value: unknown) => void = () => undefined;
      const transport = { ...fakeTransport().transport, call: () => new Promise((resolve) => (answer = resolve)) };
      const client = createTypedClient(transport as never);
      let idle = false;
      const pending = client.call('sync.state', {});
      void client.whenIdle(20, 10_000).then(() => (idle = true));
      // A call is waiting: not idle, however long it waits (short of maxMs).
      await vi.advanceTimersByTimeAsync(5_000);
      expect(idle).toBe(false);
      answer({ ok: true, value: {} });
      await pending;
      // Idle once no call has been waiting for quietMs, not before.
      await vi.advanceTimersByTimeAsync(19);
      expect(idle).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toBe(true);
      // A call that never answers: whenIdle gives up at maxMs, not before.
      const stuck = client.call('sync.state', {});
      let gaveUp = false;
      void client.whenIdle(20, 80).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(79);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(gaveUp).toBe(true);
      answer({ ok: true, value: {} });
      await stuck;
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the transport stream when the last listener leaves, and reopens it for a new one', () => {
    const { transport, opened, closed } = fakeTransport();
    const client = createTypedClient(transport);
    const a = client.subscribe(() => {});
    const b = client.subscribe(() => {});
    a();
    expect(closed()).toBe(0);
    b();
    expect(closed()).toBe(1);
    client.subscribe(() => {});
    expect(opened).toHaveLength(2);
  });

  it('says any caught failure as a plain error', () => {
    expect(plainErrorOf(new IpcCallError({ kind: 'offline', code: 'offline', message: 'm', retryable: true })).kind).toBe('offline');
    expect(plainErrorOf(new Error('boom'))).toMatchObject({ kind: 'internal', message: 'boom' });
  });
});

describe('electronTransport', () => {
  it('turns a bridge failure into an envelope', async () => {
    const transport = electronTransport({ call: () => Promise.reject(new Error('gone')), subscribe: () => () => {} });
    await expect(transport.call('sync.state', {})).resolves.toMatchObject({ ok: false, error: { code: 'main_unreachable' } });
  });
});

describe('webShellTransport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the input as JSON with the token as Bearer and answers the envelope', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true, value: { cancelled: false } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const answer = await webShellTransport('tok_abcdefghijklmnop').call('sync.cancel', {});
    expect(answer).toEqual({ ok: true, value: { cancelled: false } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rpc/sync.cancel');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Authorization']).toBe('Bearer tok_abcdefghijklmnop');
    expect(init.body).toBe('{}');
  });

  it('says a refused session and an unreachable shell plainly', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 401 })));
    await expect(webShellTransport('tok_abcdefghijklmnop').call('sync.state', {})).resolves.toMatchObject({ ok: false, error: { code: 'session_refused', kind: 'not_configured' } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(webShellTransport('tok_abcdefghijklmnop').call('sync.state', {})).resolves.toMatchObject({ ok: false, error: { code: 'main_unreachable', retryable: true } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>', { status: 200 })));
    await expect(webShellTransport('tok_abcdefghijklmnop').call('sync.state', {})).resolves.toMatchObject({ ok: false, error: { code: 'main_unreachable' } });
  });
});

describe('takeSessionToken', () => {
  function fakeWindow(hash: string) {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) } as unknown as Storage;
    const replaced: string[] = [];
    const history = { replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) } as unknown as History;
    const location = { hash, pathname: '/', search: '' } as Location;
    return { storage, history, location, replaced, stored };
  }

  it('takes the token from the fragment, keeps it for this tab and clears the address bar', () => {
    const w = fakeWindow('#token=AbCdEfGhIjKlMnOpQrStUv_-12');
    expect(takeSessionToken(w.location, w.storage, w.history)).toBe('AbCdEfGhIjKlMnOpQrStUv_-12');
    expect(w.replaced).toEqual(['/']);
    const reload = fakeWindow('#/ledger');
    reload.storage.setItem('treasury.webShellToken', 'AbCdEfGhIjKlMnOpQrStUv_-12');
    expect(takeSessionToken(reload.location, reload.storage, reload.history)).toBe('AbCdEfGhIjKlMnOpQrStUv_-12');
    expect(reload.replaced).toEqual([]);
  });

  it('answers null without a token, and ignores a malformed one', () => {
    expect(takeSessionToken(fakeWindow('').location, fakeWindow('').storage, fakeWindow('').history)).toBeNull();
    const w = fakeWindow('#token=short');
    expect(takeSessionToken(w.location, w.storage, w.history)).toBeNull();
  });
});

describe('reloadOnNewSessionToken', () => {
  /** A window whose address bar the test changes, counting the page's loads. */
  function tabWithToken(token: string | null) {
    const stored = new Map<string, string>(token === null ? [] : [['treasury.webShellToken', token]]);
    const listeners = new Set<() => void>();
    let reloads = 0;
    const location = { hash: '', pathname: '/', search: '', reload: () => (reloads += 1) };
    const win = {
      location,
      sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => stored.set(key, value) },
      history: { replaceState: () => (location.hash = '') },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    };
    const paste = (hash: string) => {
      location.hash = hash;
      listeners.forEach((listener) => listener());
    };
    return { win: win as unknown as Parameters<typeof reloadOnNewSessionToken>[0], paste, stored, reloads: () => reloads, listeners };
  }

  it('takes a new token pasted in the tab and loads the page again with it', () => {
    const tab = tabWithToken('OldTokenOldTokenOldToken_1');
    const stop = reloadOnNewSessionToken(tab.win);
    tab.paste('#token=NewTokenNewTokenNewToken_2');
    expect(tab.stored.get('treasury.webShellToken')).toBe('NewTokenNewTokenNewToken_2');
    expect(tab.win.location.hash).toBe('');
    expect(tab.reloads()).toBe(1);
    stop();
    expect(tab.listeners.size).toBe(0);
  });

  it('does not load again for its own token or a fragment without one, and takes a first one', () => {
    const tab = tabWithToken('SameTokenSameTokenSameTok_3');
    reloadOnNewSessionToken(tab.win);
    tab.paste('#token=SameTokenSameTokenSameTok_3');
    tab.paste('#/ledger');
    expect(tab.reloads()).toBe(0);
    const fresh = tabWithToken(null);
    reloadOnNewSessionToken(fresh.win);
    fresh.paste('#token=FirstTokenFirstTokenFirst_4');
    expect(fresh.reloads()).toBe(1);
  });
});
