// Electron main process entry: wiring only, every decision is in a module tested under
// plain Node. The data services (host and dispatcher) run in their own process
// (electron/data-process, started here with utilityProcess); this process owns the window,
// relays its calls there (electron/desktop/ipc-bridge.ts, every sender checked), serves
// app:// pages with the window's CSP, and hardens every web contents and the session
// (electron/desktop: navigation, window.open, webviews, permissions, external links,
// window options, one instance). README "Security" lists each item.
import { app, BrowserWindow, dialog, ipcMain, Menu, Notification, protocol, screen, session, shell, utilityProcess, type MenuItemConstructorOptions } from 'electron';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DATA_PROCESS_ENV, startDataProcess, type DataChild, type DataProcess } from './data-process';
import {
  answerAppRequest, APP_ORIGIN, APP_PARTITION, APP_SCHEME, applicationMenu, claimSingleInstance, taskbarProgress, type MenuCommand, connectDispatcherToElectron, denyAllPermissions, externalLinkHosts,
  lockNavigation, readPackagedExternalLinkHosts, mainWindowOptions, paymentNotification, readDesktopState, startPageUrl, unpackedPath, visibleBounds, writeDesktopState,
} from './desktop';
import { defaultDataDirectory } from './host/default-data-directory';
import type { ServerChange } from './ipc';

// Before `ready`: app:// is a standard, secure origin (so the CSP's 'self' and fetch work) that cannot reach the network.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const rendererDir = path.join(__dirname, '..', 'renderer');
const dataDir = process.env['TREASURY_DATA_DIR'] ?? defaultDataDirectory();
const startUrl = startPageUrl(app.isPackaged, process.env['TREASURY_DEV_SERVER_URL']);
const pageOrigin = startUrl.startsWith(`${APP_ORIGIN}/`) ? APP_ORIGIN : new URL(startUrl).origin;
// Links that may open in the person's browser: none built in; the hosts packaging wrote into package.json, and TREASURY_EXTERNAL_LINK_HOSTS.
const externalHosts = externalLinkHosts(process.env, readPackagedExternalLinkHosts(app.getAppPath()));
let state = readDesktopState(dataDir);
let mainWindow: BrowserWindow | null = null;
let dataProcess: DataProcess | null = null;

const titleOf = (environment: string): string => `Treasury \u2014 ${environment === 'production' ? 'Production' : 'Sandbox'}`;

/** The data process as Electron starts it: a utilityProcess running the bundled entry beside this file. */
function startDataChild(): DataChild {
  const child = utilityProcess.fork(path.join(__dirname, 'data-process.cjs'), [], {
    serviceName: 'Treasury data services',
    stdio: 'inherit',
    env: {
      ...process.env,
      [DATA_PROCESS_ENV.dataDir]: dataDir,
      [DATA_PROCESS_ENV.environment]: state.environment,
      [DATA_PROCESS_ENV.exportWorkers]: unpackedPath(__dirname),
    },
  });
  return {
    send: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code: number) => listener(code)),
    kill: () => {
      child.kill();
    },
  };
}

/** A server change with a stored API key, put to the person in a native dialog (never decided by the page). */
async function confirmServerChange(change: ServerChange): Promise<boolean> {
  const options = {
    type: 'warning' as const,
    title: 'Change the server address?',
    message: `Use the stored ${change.environment} API key with ${change.to}?`,
    detail: `The key was used with ${change.from ?? 'no server'}. Only confirm if you typed this address yourself.`,
    buttons: ['Keep the current server', 'Use the new server'],
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
  const answer = mainWindow === null ? await dialog.showMessageBox(options) : await dialog.showMessageBox(mainWindow, options);
  return answer.response === 1;
}

/** A command of the application menu: the palette's actions, run in main or handed to the page. */
function runMenuCommand(command: MenuCommand): void {
  const contents = mainWindow?.webContents;
  if (command.kind === 'screen') void mainWindow?.loadURL(`${startUrl.split('#')[0]}#/${command.screen}`);
  // The page opens its palette on Ctrl/Cmd+K: the same key, sent to it.
  else if (command.kind === 'palette') contents?.sendInputEvent({ type: 'keyDown', keyCode: 'K', modifiers: [process.platform === 'darwin' ? 'meta' : 'control'] });
  else if (command.kind === 'sync') void dataProcess?.call('sync.start', {});
  else if (command.kind === 'environment') void dataProcess?.call('environment.switch', { environment: command.environment });
  else if (command.kind === 'notifications') {
    state = { ...state, notifications: command.on };
    writeDesktopState(dataDir, state);
    setMenu();
  }
  else {
    const folder = path.join(dataDir, 'exports');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    void shell.openPath(folder);
  }
}

function setMenu(): void {
  const template = applicationMenu({ platform: process.platform, packaged: app.isPackaged, notifications: state.notifications === true, run: runMenuCommand });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template as MenuItemConstructorOptions[]));
}

function createMainWindow(): BrowserWindow {
  const bounds = visibleBounds(state.bounds, screen.getAllDisplays().map((display) => display.workArea));
  const window = new BrowserWindow(mainWindowOptions({ preload: path.join(__dirname, 'preload.cjs'), packaged: app.isPackaged, title: titleOf(state.environment), bounds }));
  window.once('ready-to-show', () => window.show());
  window.on('page-title-updated', (event) => event.preventDefault());
  window.on('close', () => {
    state = { ...state, bounds: window.getBounds() };
    writeDesktopState(dataDir, state);
  });
  window.on('closed', () => {
    mainWindow = null;
  });
  void window.loadURL(startUrl);
  return window;
}

const isFirstInstance = claimSingleInstance(app, () => {
  if (mainWindow === null) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
});

if (isFirstInstance) {
  // Every web contents, whenever made: navigation locked, webviews refused, window.open denied.
  app.on('web-contents-created', (_event, contents) => {
    lockNavigation(contents, { pageOrigin, externalHosts, openExternal: (url) => void shell.openExternal(url) });
  });

  void app.whenReady().then(() => {
    const appSession = session.fromPartition(APP_PARTITION);
    denyAllPermissions(appSession);
    denyAllPermissions(session.defaultSession);
    appSession.protocol.handle(APP_SCHEME, async (request) => {
      const answer = await answerAppRequest(rendererDir, request.url, request.method);
      return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
    });
    const services = startDataProcess({ start: startDataChild, confirmServerChange });
    dataProcess = services;
    setMenu();
    services.subscribe((event) => {
      // Long syncs and exports show their progress on the taskbar / dock icon.
      const progress = taskbarProgress(event);
      if (progress !== null) mainWindow?.setProgressBar(progress);
      const notice = state.notifications === true ? paymentNotification(event) : null;
      if (notice !== null && Notification.isSupported()) new Notification({ ...notice, silent: false }).show();
      if (event.type !== 'environment.changed') return;
      state = { ...state, environment: event.environment };
      writeDesktopState(dataDir, state);
      mainWindow?.setTitle(titleOf(event.environment));
    });
    connectDispatcherToElectron(ipcMain, services, () => mainWindow?.webContents ?? null, pageOrigin);
    mainWindow = createMainWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let closing = false;
  app.on('before-quit', (event) => {
    if (closing || dataProcess === null) return;
    closing = true;
    event.preventDefault();
    // The data process stops a running sync (what it fetched is kept), finishes the calls under way (a send is settled or journaled) and closes its files.
    void dataProcess.stop().finally(() => app.quit());
  });
}
