// The Electron transport over the one dispatcher (electron/ipc): a thin adapter, like the
// web shell's /rpc and /events. Written against the few methods of ipcMain and
// webContents it uses, so it runs and is tested under plain Node; main.ts passes the
// real ones.
//
// Only the app's own window may call, as VS Code's ipcMain checks: the sender must be the
// main window's web contents, the frame its main frame (not an iframe), and the frame's URL
// under the app's origin (app://treasury/); any other caller gets a refusal envelope,
// never a dispatch.
// Electron's invoke drops custom error properties (electron/electron#24427), so the
// dispatcher's envelope is the answer and nothing is thrown across.
import type { Envelope, IpcEvent } from '../../shared/ipc';
import type { IpcDispatcher } from '../ipc';
import { APP_ORIGIN, IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './ipc-channels';

/** What a handler learns of the caller: its web contents and the frame that sent the call (a main frame has no parent). */
export interface CallSender {
  readonly sender?: unknown;
  readonly senderFrame?: { readonly url: string; readonly parent?: unknown } | null;
}

export interface ElectronIpcMain {
  handle(channel: string, listener: (event: CallSender, ...args: unknown[]) => Promise<unknown>): void;
  removeHandler(channel: string): void;
}

export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, event: IpcEvent): void;
}

export function isAppFrame(url: string | undefined, pageOrigin: string = APP_ORIGIN): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}` === pageOrigin;
  } catch {
    return false;
  }
}

/** The main frame of the app's window, showing one of the app's pages. */
export function isTrustedSender(event: CallSender, windowContents: unknown, pageOrigin: string = APP_ORIGIN): boolean {
  const frame = event.senderFrame;
  if (frame === undefined || frame === null) return false;
  if (frame.parent !== undefined && frame.parent !== null) return false;
  if (event.sender !== undefined && event.sender !== windowContents) return false;
  return isAppFrame(frame.url, pageOrigin);
}

const FOREIGN_FRAME: Envelope<never> = {
  ok: false,
  error: { kind: 'refused', code: 'foreign_frame', message: 'Only the Treasury window may call the main process.', retryable: false },
};

/** Serves the dispatcher on the call channel and pushes its events to the window; returns the disconnect. */
export function connectDispatcherToElectron(ipcMain: ElectronIpcMain, dispatcher: IpcDispatcher, windowContents: () => EventTarget | null, pageOrigin: string = APP_ORIGIN): () => void {
  ipcMain.handle(IPC_CALL_CHANNEL, async (event, method, input) => {
    if (!isTrustedSender(event, windowContents(), pageOrigin)) return FOREIGN_FRAME;
    return dispatcher.call(typeof method === 'string' ? method : '', input);
  });
  const unsubscribe = dispatcher.subscribe((pushed) => {
    const target = windowContents();
    if (target !== null && !target.isDestroyed()) target.send(IPC_EVENT_CHANNEL, pushed);
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_CALL_CHANNEL);
  };
}
