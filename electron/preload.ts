// Preload: the only bridge between the window and the main process. It exposes exactly
// `window.treasury = { call, subscribe }` (shared/ipc IpcClient), over one invoke channel
// and one event channel (electron/desktop/ipc-channels.ts). The renderer's
// lib/ipc-client.ts checks what comes back; no Electron object reaches the page.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './desktop/ipc-channels';

contextBridge.exposeInMainWorld('treasury', {
  call: (method: string, input: unknown): Promise<unknown> => ipcRenderer.invoke(IPC_CALL_CHANNEL, method, input),
  subscribe: (listener: (event: unknown) => void): (() => void) => {
    const forward = (_event: IpcRendererEvent, pushed: unknown) => listener(pushed);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
    };
  },
});
