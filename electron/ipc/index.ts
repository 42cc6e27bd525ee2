// The main process's side of the window's IPC: one dispatcher over the host's services,
// answering envelopes of the contract in shared/ipc. Import from here.
export { createIpcDispatcher, type IpcDispatcher } from './create-ipc-dispatcher';
export type { LiveSyncOptions } from './dispatch-context';
export { EXPORTS_FOLDER, exportFileName } from './handlers/export-handlers';
export { InvalidOutputError, IpcInputError, NotInCacheError, envelopeErrorOf } from './ipc-errors';
export type { DispatcherOptions } from './dispatch-context';
export { ServerChangeDeclinedError, type ServerChange, type ServerChangeConfirmer } from './server-change';
