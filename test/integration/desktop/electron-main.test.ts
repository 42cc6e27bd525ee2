// electron/main.ts and electron/preload.ts with a fake `electron` module (the runtime
// cannot start here): main builds the real host on a temp data dir with the real
// keychain, serves app:// pages with the window's CSP, answers the call channel with the
// real dispatcher only for the app's own frames, pushes events to the window, keeps the
// window on app:// and closes the host before quitting; the preload exposes exactly
// {call, subscribe} over the two channels.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../../../electron/shells/content-security-policy';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../../../electron/desktop';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const state = {
    appListeners: new Map<string, Listener[]>(),
    handlers: new Map<string, Listener>(),
    protocolHandler: null as null | ((request: Request) => Promise<Response>),
    privileged: [] as unknown[],
    windows: [] as Array<{ options: Record<string, unknown>; url: string | null; contentsListeners: Map<string, Listener>; openHandler: Listener | null; sent: unknown[][] }>,
    exposed: new Map<string, unknown>(),
    rendererListeners: new Map<string, Listener>(),
    invoked: [] as unknown[][],
    quitCalls: 0,
    readyResolve: (() => {}) as () => void,
  };
  const ready = new Promise<void>((resolve) => {
    state.readyResolve = resolve;
  });
  class BrowserWindow {
    static getAllWindows = () => state.windows;
    readonly record;
    readonly webContents;
    constructor(options: Record<string, unknown>) {
      const record = { options, url: null as string | null, contentsListeners: new Map<string, Listener>(), openHandler: null as Listener | null, sent: [] as unknown[][] };
      state.windows.push(record);
      this.record = record;
      this.webContents = {
        on: (name: string, listener: Listener) => record.contentsListeners.set(name, listener),
        setWindowOpenHandler: (handler: Listener) => {
          record.openHandler = handler;
        },
        isDestroyed: () => false,
        send: (...args: unknown[]) => record.sent.push(args),
      };
    }
    loadURL(url: string) {
      this.record.url = url;
      return Promise.resolve();
    }
    on() {
      return this;
    }
  }
  const electron = {
    app: {
      whenReady: () => ready,
      on: (name: string, listener: Listener) => state.appListeners.set(name, [...(state.appListeners.get(name) ?? []), listener]),
      quit: () => {
        state.quitCalls += 1;
      },
    },
    BrowserWindow,
    ipcMain: {
      handle: (channel: string, listener: Listener) => state.handlers.set(channel, listener),
      removeHandler: (channel: string) => state.handlers.delete(channel),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes),
      handle: (_scheme: string, handler: (request: Request) => Promise<Response>) => {
        state.protocolHandler = handler;
      },
    },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
    contextBridge: { exposeInMainWorld: (name: string, value: unknown) => state.exposed.set(name, value) },
    ipcRenderer: {
      invoke: (...args: unknown[]) => {
        state.invoked.push(args);
        return Promise.resolve({ ok: true, value: 'answered' });
      },
      on: (channel: string, listener: Listener) => state.rendererListeners.set(channel, listener),
      removeListener: (channel: string) => state.rendererListeners.delete(channel),
    },
  };
  return { state, electron };
});

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));

let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'treasury-electron-main-'));
  process.env['TREASURY_DATA_DIR'] = dataDir;
  await import('../../../electron/main');
  fake.state.readyResolve();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  const beforeQuit = fake.state.appListeners.get('before-quit')?.[0];
  if (beforeQuit !== undefined) {
    beforeQuit({ preventDefault: () => {} });
    await vi.waitFor(() => expect(fake.state.quitCalls).toBe(1), { timeout: 10_000 });
  }
  delete process.env['TREASURY_DATA_DIR'];
  rmSync(dataDir, { recursive: true, force: true });
});

describe('electron/main.ts', () => {
  it('registers app:// as a privileged standard, secure scheme before ready', () => {
    expect(fake.state.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  });

  it('opens one isolated, sandboxed window on app://treasury/index.html', () => {
    expect(fake.state.windows).toHaveLength(1);
    const window = fake.state.windows[0]!;
    expect(window.url).toBe('app://treasury/index.html');
    expect(window.options['webPreferences']).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
  });

  it('keeps the window on app:// and opens only https links outside it', () => {
    const window = fake.state.windows[0]!;
    const willNavigate = window.contentsListeners.get('will-navigate')!;
    const foreign = { preventDefault: vi.fn() };
    willNavigate(foreign, 'https://evil.example/');
    expect(foreign.preventDefault).toHaveBeenCalledOnce();
    const own = { preventDefault: vi.fn() };
    willNavigate(own, 'app://treasury/index.html#/ledger');
    expect(own.preventDefault).not.toHaveBeenCalled();
    expect(window.openHandler!({ url: 'https://docs.example/' })).toEqual({ action: 'deny' });
    expect(window.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(fake.electron.shell.openExternal).toHaveBeenCalledTimes(1);
    expect(fake.electron.shell.openExternal).toHaveBeenCalledWith('https://docs.example/');
  });

  it('serves app:// pages with the window CSP and refuses other hosts and paths outside the renderer', async () => {
    const handler = fake.state.protocolHandler!;
    const index = await handler(new Request('app://treasury/index.html'));
    expect([200, 503]).toContain(index.status);
    expect(index.headers.get('content-security-policy')).toBe(WINDOW_CONTENT_SECURITY_POLICY);
    expect((await handler(new Request('app://treasury/%2e%2e/%2e%2e/package.json'))).status).toBe(404);
    expect((await handler(new Request('app://elsewhere/index.html'))).status).toBe(404);
  });

  it('answers the call channel with the real dispatcher for the app frame only', async () => {
    const call = fake.state.handlers.get(IPC_CALL_CHANNEL)!;
    const answer = (await call({ senderFrame: { url: 'app://treasury/index.html' } }, 'environment.current', {})) as { ok: boolean; value: { environment: string } };
    expect(answer.ok).toBe(true);
    expect(answer.value.environment).toBe('sandbox');
    const refused = (await call({ senderFrame: { url: 'https://evil.example/' } }, 'environment.current', {})) as { ok: boolean; error: { code: string } };
    expect(refused).toMatchObject({ ok: false, error: { code: 'foreign_frame' } });
    const unknown = (await call({ senderFrame: { url: 'app://treasury/index.html' } }, 'no.such.method', {})) as { ok: boolean };
    expect(unknown.ok).toBe(false);
  });

  it('pushes the dispatcher events to the window on the event channel', async () => {
    const call = fake.state.handlers.get(IPC_CALL_CHANNEL)!;
    await call({ senderFrame: { url: 'app://treasury/index.html' } }, 'environment.switch', { environment: 'production' });
    await call({ senderFrame: { url: 'app://treasury/index.html' } }, 'environment.switch', { environment: 'sandbox' });
    const sent = fake.state.windows[0]!.sent.filter(([channel]) => channel === IPC_EVENT_CHANNEL).map(([, event]) => event);
    expect(sent).toEqual([
      { type: 'environment.changed', environment: 'production' },
      { type: 'environment.changed', environment: 'sandbox' },
    ]);
  });
});

describe('electron/preload.ts', () => {
  it('exposes exactly call and subscribe over the two channels', async () => {
    await import('../../../electron/preload');
    const bridge = fake.state.exposed.get('treasury') as { call: (m: string, i: unknown) => Promise<unknown>; subscribe: (l: (e: unknown) => void) => () => void };
    expect(Object.keys(bridge).sort()).toEqual(['call', 'subscribe']);
    await expect(bridge.call('sync.state', {})).resolves.toEqual({ ok: true, value: 'answered' });
    expect(fake.state.invoked).toEqual([[IPC_CALL_CHANNEL, 'sync.state', {}]]);
    const received: unknown[] = [];
    const unsubscribe = bridge.subscribe((event) => received.push(event));
    fake.state.rendererListeners.get(IPC_EVENT_CHANNEL)!({ sender: 'ignored' }, { type: 'connection.changed', environment: 'sandbox', online: false });
    expect(received).toEqual([{ type: 'connection.changed', environment: 'sandbox', online: false }]);
    unsubscribe();
    expect(fake.state.rendererListeners.has(IPC_EVENT_CHANNEL)).toBe(false);
  });
});
