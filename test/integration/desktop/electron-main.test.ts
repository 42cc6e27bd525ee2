// electron/main.ts and electron/preload.ts with a fake `electron` module (the runtime
// cannot start here): main takes the single-instance lock, starts the REAL data process
// (the fake utilityProcess forks its entry under tsx) on a temp data dir with the real
// keychain, serves app:// pages with the window's CSP on its own session partition with
// every permission denied, answers the call channel through the data process only for the
// window's main frame on app://, pushes events to the window, locks navigation of every
// web contents, and stops the data process cleanly before quitting; the preload exposes
// exactly {call, subscribe} over the two channels.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WINDOW_CONTENT_SECURITY_POLICY } from '../../../electron/shells/content-security-policy';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../../../electron/desktop';

type Listener = (...args: unknown[]) => unknown;
type FakeChild = { postMessage(message: unknown): void; on(event: string, listener: Listener): void; once(event: string, listener: Listener): void; kill(): boolean };

const fake = vi.hoisted(() => {
  const state = {
    appListeners: new Map<string, Listener[]>(),
    handlers: new Map<string, Listener>(),
    protocolHandler: null as null | ((request: Request) => Promise<Response>),
    privileged: [] as unknown[],
    windows: [] as Array<{ options: Record<string, unknown>; url: string | null; contentsListeners: Map<string, Listener>; openHandler: Listener | null; sent: unknown[][]; title: string; webContents: unknown }>,
    exposed: new Map<string, unknown>(),
    rendererListeners: new Map<string, Listener>(),
    invoked: [] as unknown[][],
    quitCalls: 0,
    lockRequests: 0,
    partitions: [] as string[],
    permissionHandlers: new Map<string, Listener>(),
    forked: [] as Array<{ modulePath: string; options: { env?: Record<string, string | undefined>; serviceName?: string } }>,
    forkImpl: null as null | ((modulePath: string, options: { env?: Record<string, string | undefined> }) => FakeChild),
    dialogAnswers: [] as number[],
    menu: null as null | Array<{ label?: string; role?: string; accelerator?: string; click?: () => void; submenu?: Array<{ label?: string; role?: string; accelerator?: string; type?: string; checked?: boolean; click?: () => void }> }>,
    progress: [] as number[],
    readyResolve: (() => {}) as () => void,
    appPath: '',
  };
  const ready = new Promise<void>((resolve) => {
    state.readyResolve = resolve;
  });
  const fakeSession = (name: string) => ({
    protocol: {
      handle: (_scheme: string, handler: (request: Request) => Promise<Response>) => {
        if (name === 'persist:treasury') state.protocolHandler = handler;
      },
    },
    setPermissionRequestHandler: (handler: Listener) => state.permissionHandlers.set(`${name}:request`, handler),
    setPermissionCheckHandler: (handler: Listener) => state.permissionHandlers.set(`${name}:check`, handler),
    setDevicePermissionHandler: (handler: Listener) => state.permissionHandlers.set(`${name}:device`, handler),
  });
  class BrowserWindow {
    static getAllWindows = () => state.windows;
    readonly record;
    readonly webContents;
    constructor(options: Record<string, unknown>) {
      const record = { options, url: null as string | null, contentsListeners: new Map<string, Listener>(), openHandler: null as Listener | null, sent: [] as unknown[][], title: String(options['title']), webContents: null as unknown };
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
      record.webContents = this.webContents;
      // Electron emits web-contents-created for every web contents it makes.
      for (const listener of state.appListeners.get('web-contents-created') ?? []) listener({}, this.webContents);
    }
    loadURL(url: string) {
      this.record.url = url;
      return Promise.resolve();
    }
    setTitle(title: string) {
      this.record.title = title;
    }
    getBounds() {
      return { x: 10, y: 20, width: 1200, height: 800 };
    }
    setProgressBar(value: number) {
      state.progress.push(value);
    }
    on() {
      return this;
    }
    once() {
      return this;
    }
  }
  const electron = {
    app: {
      isPackaged: true,
      getAppPath: () => state.appPath,
      whenReady: () => ready,
      requestSingleInstanceLock: () => {
        state.lockRequests += 1;
        return true;
      },
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
    protocol: { registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes) },
    session: {
      defaultSession: fakeSession('default'),
      fromPartition: (name: string) => {
        state.partitions.push(name);
        return fakeSession(name);
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    dialog: { showMessageBox: vi.fn(async () => ({ response: state.dialogAnswers.shift() ?? 0 })) },
    utilityProcess: {
      fork: (modulePath: string, _args: string[], options: { env?: Record<string, string | undefined>; serviceName?: string }) => {
        state.forked.push({ modulePath, options });
        if (state.forkImpl === null) throw new Error('no fork implementation');
        return state.forkImpl(modulePath, options);
      },
    },
    shell: { openExternal: vi.fn(() => Promise.resolve()), openPath: vi.fn(() => Promise.resolve('')) },
    Notification: class {
      static isSupported = () => true;
      show() {}
    },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: typeof state.menu) => {
        state.menu = menu;
      },
    },
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

const DATA_PROCESS_ENTRY = path.resolve('electron/data-process/data-process-entry.ts');
let dataDir: string;
const children: Array<ReturnType<typeof fork>> = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'treasury-electron-main-'));
  process.env['TREASURY_DATA_DIR'] = dataDir;
  delete process.env['TREASURY_EXTERNAL_LINK_HOSTS'];
  // The packaged package.json, as electron-builder's extraMetadata writes it: the only external link host configured.
  fake.state.appPath = path.join(dataDir, 'app');
  mkdirSync(fake.state.appPath);
  writeFileSync(path.join(fake.state.appPath, 'package.json'), JSON.stringify({ main: 'dist/electron/main.cjs', treasury: { externalLinkHosts: ['docs.provider.example'] } }));
  // The utilityProcess of the bundled app runs data-process.cjs; here its source entry runs under tsx, in a real child process.
  fake.state.forkImpl = (_modulePath, options) => {
    const child = fork(DATA_PROCESS_ENTRY, [], { execArgv: ['--import', 'tsx'], env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    return {
      postMessage: (message) => {
        if (child.connected) child.send(message as object, () => undefined);
      },
      on: (event, listener) => child.on(event, listener),
      once: (event, listener) => child.once(event, listener),
      kill: () => child.kill('SIGKILL'),
    };
  };
  await import('../../../electron/main');
  fake.state.readyResolve();
  await new Promise((resolve) => setTimeout(resolve, 50));
}, 60_000);

afterAll(async () => {
  const beforeQuit = fake.state.appListeners.get('before-quit')?.[0];
  if (beforeQuit !== undefined) {
    beforeQuit({ preventDefault: () => {} });
    await vi.waitFor(() => expect(fake.state.quitCalls).toBe(1), { timeout: 20_000 });
  }
  for (const child of children) child.kill('SIGKILL');
  delete process.env['TREASURY_DATA_DIR'];
  rmSync(dataDir, { recursive: true, force: true });
});

const APP_FRAME = () => ({ sender: fake.state.windows[0]?.webContents, senderFrame: { url: 'app://treasury/index.html', parent: null } });

describe('electron/main.ts', () => {
  it('registers app:// as a privileged standard, secure scheme before ready, and takes the single-instance lock', () => {
    expect(fake.state.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(fake.state.lockRequests).toBe(1);
    expect(fake.state.appListeners.get('second-instance')).toHaveLength(1);
  });

  it('starts the data process beside itself, on the data directory and the last environment', () => {
    expect(fake.state.forked).toHaveLength(1);
    const [started] = fake.state.forked;
    expect(path.basename(started!.modulePath)).toBe('data-process.cjs');
    expect(started!.options.env).toMatchObject({ TREASURY_DATA_DIR: dataDir, TREASURY_ENVIRONMENT: 'sandbox' });
  });

  it('opens one hardened window on app://treasury/index.html in its own partition, devtools off when packaged', () => {
    expect(fake.state.windows).toHaveLength(1);
    const window = fake.state.windows[0]!;
    expect(window.url).toBe('app://treasury/index.html');
    expect(window.options['webPreferences']).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, devTools: false, partition: 'persist:treasury' });
    expect(window.title).toBe('Treasury \u2014 Sandbox');
  });

  it('denies every permission request and check in the app session and the default one', () => {
    expect(fake.state.partitions).toContain('persist:treasury');
    for (const name of ['persist:treasury', 'default']) {
      const granted: boolean[] = [];
      fake.state.permissionHandlers.get(`${name}:request`)!({}, 'media', (ok: boolean) => granted.push(ok));
      expect(granted).toEqual([false]);
      expect(fake.state.permissionHandlers.get(`${name}:check`)!({}, 'notifications')).toBe(false);
      expect(fake.state.permissionHandlers.get(`${name}:device`)!({ deviceType: 'usb' })).toBe(false);
    }
  });

  it('locks navigation of every web contents and opens outside only https links to the hosts the packaged package.json names', () => {
    const window = fake.state.windows[0]!;
    for (const name of ['will-navigate', 'will-redirect', 'will-frame-navigate']) {
      const guard = window.contentsListeners.get(name)!;
      const foreign = { preventDefault: vi.fn() };
      guard(foreign, 'https://evil.example/');
      expect(foreign.preventDefault, name).toHaveBeenCalledOnce();
      const own = { preventDefault: vi.fn() };
      guard(own, 'app://treasury/index.html#/ledger');
      expect(own.preventDefault, name).not.toHaveBeenCalled();
    }
    const webview = { preventDefault: vi.fn() };
    window.contentsListeners.get('will-attach-webview')!(webview, {}, {});
    expect(webview.preventDefault).toHaveBeenCalledOnce();
    expect(window.openHandler!({ url: 'https://docs.provider.example/guides' })).toEqual({ action: 'deny' });
    expect(window.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    // No built-in hosts: the former placeholders are not allowed unless configured.
    expect(window.openHandler!({ url: 'https://docs.payments.example/guides' })).toEqual({ action: 'deny' });
    expect(window.openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(fake.electron.shell.openExternal).toHaveBeenCalledTimes(1);
    expect(fake.electron.shell.openExternal).toHaveBeenCalledWith('https://docs.provider.example/guides');
  });

  it('serves app:// pages with the window CSP and refuses other hosts, paths outside the renderer and dotfiles', async () => {
    const handler = fake.state.protocolHandler!;
    const index = await handler(new Request('app://treasury/index.html'));
    expect([200, 503]).toContain(index.status);
    expect(index.headers.get('content-security-policy')).toBe(WINDOW_CONTENT_SECURITY_POLICY);
    expect((await handler(new Request('app://treasury/%2e%2e/%2e%2e/package.json'))).status).toBe(404);
    expect((await handler(new Request('app://elsewhere/index.html'))).status).toBe(404);
    expect((await handler(new Request('app://treasury/.env'))).status).toBe(404);
  });

  it('answers the call channel through the data process for the window\'s main frame only', async () => {
    const call = fake.state.handlers.get(IPC_CALL_CHANNEL)!;
    const answer = (await call(APP_FRAME(), 'environment.current', {})) as { ok: boolean; value: { environment: string } };
    expect(answer.ok).toBe(true);
    expect(answer.value.environment).toBe('sandbox');
    const refusals = [
      { ...APP_FRAME(), senderFrame: { url: 'https://evil.example/', parent: null } },
      { ...APP_FRAME(), senderFrame: { url: 'app://treasury/index.html', parent: {} } },
      { ...APP_FRAME(), sender: { other: true } },
      { sender: APP_FRAME().sender, senderFrame: null },
    ];
    for (const sender of refusals) {
      expect(await call(sender, 'environment.current', {})).toMatchObject({ ok: false, error: { code: 'foreign_frame' } });
    }
    const unknown = (await call(APP_FRAME(), 'no.such.method', {})) as { ok: boolean };
    expect(unknown.ok).toBe(false);
  });

  it('pushes the data process events to the window and shows the environment in the title', async () => {
    const call = fake.state.handlers.get(IPC_CALL_CHANNEL)!;
    await call(APP_FRAME(), 'environment.switch', { environment: 'production' });
    await vi.waitFor(() => expect(fake.state.windows[0]!.title).toBe('Treasury \u2014 Production'));
    await call(APP_FRAME(), 'environment.switch', { environment: 'sandbox' });
    await vi.waitFor(() => expect(fake.state.windows[0]!.title).toBe('Treasury \u2014 Sandbox'));
    const sent = fake.state.windows[0]!.sent.filter(([channel]) => channel === IPC_EVENT_CHANNEL).map(([, event]) => event);
    expect(sent).toEqual([
      { type: 'environment.changed', environment: 'production' },
      { type: 'environment.changed', environment: 'sandbox' },
    ]);
  });
});

describe('the application menu', () => {
  const item = (menu: string, label: string) => fake.state.menu?.find((m) => m.label === menu)?.submenu?.find((i) => i.label === label);

  it('has the standard roles and the palette\'s commands with their shortcuts', () => {
    const menu = fake.state.menu!;
    expect(menu.map((m) => m.role ?? m.label)).toEqual(['File', 'editMenu', 'View', 'Go', 'Treasury', 'windowMenu']);
    expect(fake.state.menu?.find((m) => m.label === 'Go')?.submenu?.slice(0, 10).map((i) => `${i.label} ${i.accelerator}`)).toEqual([
      'Balances CmdOrCtrl+1', 'Ledger CmdOrCtrl+2', 'Payments CmdOrCtrl+3', 'Collections CmdOrCtrl+4', 'Transfers CmdOrCtrl+5',
      'Counterparties CmdOrCtrl+6', 'Exports CmdOrCtrl+7', 'Outbox CmdOrCtrl+8', 'Audit CmdOrCtrl+9', 'Settings CmdOrCtrl+0',
    ]);
    // Packaged: no reload or devtools in View.
    expect(fake.state.menu?.find((m) => m.label === 'View')?.submenu?.map((i) => i.role)).not.toContain('toggleDevTools');
  });

  it('goes to a screen, opens the exports folder, and syncs with the progress on the taskbar', async () => {
    item('Go', 'Ledger')!.click!();
    expect(fake.state.windows[0]!.url).toBe('app://treasury/index.html#/ledger');
    item('Treasury', 'Open Exports Folder')!.click!();
    expect(fake.electron.shell.openPath).toHaveBeenCalledWith(path.join(dataDir, 'exports'));
    item('Treasury', 'Sync Now')!.click!();
    await vi.waitFor(() => expect(fake.state.progress.at(-1)).toBe(-1), { timeout: 60_000 });
  });

  it('payment notifications are off by default; the menu turns them on and remembers it', () => {
    const label = 'Notify When Payments Settle, Fail or Need Action';
    expect(item('Treasury', label)).toMatchObject({ type: 'checkbox', checked: false });
    item('Treasury', label)!.click!();
    expect(item('Treasury', label)).toMatchObject({ checked: true });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'desktop-state.json'), 'utf8'))).toMatchObject({ notifications: true });
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
