// Sync: start (joins a running one), cancel, and the state the top bar shows.
import { CACHED_RESOURCE_NAMES, type IpcOutput } from '../../../shared/ipc';
import type { syncMethods } from '../../../shared/ipc/sync-methods';
import type { HandlerTable } from '../handler-types';

export const syncHandlers: HandlerTable<keyof typeof syncMethods> = {
  // A server or API key changed in a terminal is taken up by the sync itself (sync-runner.ts beforeRun).
  'sync.start': (input, context) => context.sync.start(input.mode ?? 'auto'),
  'sync.cancel': (_input, context) => ({ cancelled: context.sync.cancel() }),
  'sync.state': (_input, context) => {
    const services = context.services();
    const lastSynced = Object.fromEntries(CACHED_RESOURCE_NAMES.map((name) => [name, services.cache.syncState.lastSyncedAt(name)])) as IpcOutput<'sync.state'>['lastSynced'];
    return { environment: services.environment, running: context.sync.running(), online: context.connection.online, lastSynced, lastReport: context.sync.lastReport() };
  },
};
