// What electron/main.ts and electron/preload.ts need, runnable under plain Node.
export { answerAppRequest, type AppProtocolAnswer } from './app-protocol';
export { connectDispatcherToElectron, isAppFrame, type ElectronIpcMain } from './ipc-bridge';
export { APP_HOST, APP_ORIGIN, APP_SCHEME, IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from './ipc-channels';
