// The two Electron IPC channels of the window (DESIGN: one `ipcMain.handle` channel plus
// `webContents.send`): every call goes through CALL as (method, input) and answers the
// dispatcher's envelope; every push event comes on EVENT. The preload and main.ts both
// import these names; nothing else crosses.
export const IPC_CALL_CHANNEL = 'treasury:call';
export const IPC_EVENT_CHANNEL = 'treasury:event';

/** The scheme and host the window's pages are served from (app://treasury/index.html). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'treasury';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
