// Electron main process entry: window and lifecycle wiring only. The services it will
// host (keys, cache, sync, outbox, IPC handlers) are built by electron/host/ in later
// work; until then the window shows the renderer's placeholder page.
import { app, BrowserWindow } from 'electron';
import path from 'node:path';

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    title: 'Treasury',
    webPreferences: {
      preload: path.join(__dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  const devServerUrl = process.env['TREASURY_RENDERER_URL'];
  if (devServerUrl !== undefined) void window.loadURL(devServerUrl);
  else void window.loadFile(path.join(__dirname, '..', 'renderer', 'index.html'));
  return window;
}

void app.whenReady().then(() => {
  createMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
