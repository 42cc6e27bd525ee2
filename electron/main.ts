// Electron main process entry: wiring only. The services come from electron/host (the
// same composition root as the CLI and the web shell), the one IPC dispatcher from
// electron/ipc, the transport and the app:// pages from electron/desktop. Everything
// here is a call into those; the hardening of the shell (fuses, permissions, packaging)
// is its own piece of work.
import { app, BrowserWindow, ipcMain, protocol, shell } from 'electron';
import path from 'node:path';
import { answerAppRequest, APP_ORIGIN, APP_SCHEME, connectDispatcherToElectron } from './desktop';
import { createAppHost, dataDirectoryKeychain, defaultDataDirectory } from './host';
import { createIpcDispatcher } from './ipc';

// Before `ready`: app:// is a standard, secure origin (so the CSP's 'self' and fetch work) that cannot reach the network.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

const rendererDir = path.join(__dirname, '..', 'renderer');
const dataDir = { root: process.env['TREASURY_DATA_DIR'] ?? defaultDataDirectory() };
// The keys of this data directory only (its own keychain entries).
const keychain = dataDirectoryKeychain(dataDir);
// A large ledger export reads with worker threads; theirs is the bundled file beside this one.
const ledgerExportWorkers = { script: path.join(__dirname, 'ledger-export-worker.cjs') };
const host = createAppHost({ dataDir, secretStoreFor: keychain.secretStoreFor, keychainNote: keychain.note, ledgerExportWorkers }, 'sandbox');
const dispatcher = createIpcDispatcher(host);
let mainWindow: BrowserWindow | null = null;

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    title: 'Treasury',
    webPreferences: { preload: path.join(__dirname, 'preload.cjs'), contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true },
  });
  // The window shows the app's pages only: no navigation away, no new windows; https links open in the person's browser.
  window.webContents.on('will-navigate', (event, url) => {
    if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  window.on('closed', () => {
    mainWindow = null;
  });
  return window;
}

void app.whenReady().then(() => {
  protocol.handle(APP_SCHEME, async (request) => {
    const answer = await answerAppRequest(rendererDir, request.url, request.method);
    return new Response(new Uint8Array(answer.body), { status: answer.status, headers: answer.headers });
  });
  connectDispatcherToElectron(ipcMain, dispatcher, () => mainWindow?.webContents ?? null);
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
  if (closing) return;
  closing = true;
  event.preventDefault();
  // Stop a running sync (what it fetched is kept) and close the cache and journal before leaving.
  void dispatcher.call('sync.cancel', {}).finally(() => host.close().finally(() => app.quit()));
});
