// The main process's side of the window's IPC: one dispatcher over the host's services,
// answering envelopes of the contract in shared/ipc. Import from here.
export { createIpcDispatcher, type IpcDispatcher, type IpcDispatcherOptions } from './create-ipc-dispatcher';
export type { LiveSyncOptions } from './dispatch-context';
export { EXPORTS_FOLDER, exportFileName } from './handlers/export-handlers';
export { InvalidOutputError, IpcInputError, NotImplementedError, NotInCacheError, plainErrorOf } from './ipc-errors';
