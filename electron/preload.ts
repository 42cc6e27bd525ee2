// Preload: the only bridge between the renderer and the main process. It will expose
// `window.treasury`, derived from the IPC contract in shared/ipc.ts, once that contract
// exists; for now it exposes only what the placeholder page shows.
import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('treasury', {
  shell: 'electron',
});
