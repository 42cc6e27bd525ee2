// What every handler shares: the host, the push-event emitter, the connection state the
// top bar shows, the running sync, and rebuilding the current environment's services
// after its keys or server changed (the running sync stopped first).
import type { IpcEvent } from '../../shared/ipc';
import type { Environment } from '../../shared/schemas/enums';
import type { AppHost, DataDirectory, EnvironmentServices } from '../host';
import { createSyncRunner, type SyncRunner } from './sync-runner';

export interface ConnectionState {
  /** null until the server was tried in this session (or since the last environment switch). */
  readonly online: boolean | null;
  /** Records what a call learned; emits `connection.changed` when it changes. */
  set(online: boolean): void;
  reset(): void;
}

export interface DispatchContext {
  readonly host: AppHost;
  services(): EnvironmentServices;
  emit(event: IpcEvent): void;
  readonly connection: ConnectionState;
  readonly sync: SyncRunner;
  /** The installation's data directory (derived from the cache's path: the host does not expose it). */
  dataDirectory(): DataDirectory;
  /**
   * Closes and rebuilds the current environment's services, so a changed key or server
   * is used by the next call (the host caches its API client). Stops a running sync first.
   */
  rebuildServices(): Promise<EnvironmentServices>;
  /** Switches environment (stopping a running sync first) and says so to listeners. */
  switchEnvironment(environment: Environment): Promise<EnvironmentServices>;
}

function createConnectionState(host: AppHost, emit: (event: IpcEvent) => void): ConnectionState {
  let online: boolean | null = null;
  return {
    get online() {
      return online;
    },
    set(next) {
      if (next === online) return;
      online = next;
      emit({ type: 'connection.changed', environment: host.environment, online: next });
    },
    reset() {
      online = null;
    },
  };
}

export function createDispatchContext(host: AppHost, emit: (event: IpcEvent) => void): DispatchContext {
  const connection = createConnectionState(host, emit);
  const sync = createSyncRunner({ services: () => host.services(), emit, setOnline: (online) => connection.set(online) });
  const context: DispatchContext = {
    host,
    services: () => host.services(),
    emit,
    connection,
    sync,
    dataDirectory: () => host.dataDirectory,
    async rebuildServices() {
      await sync.stop();
      const services = await host.reload();
      connection.reset();
      return services;
    },
    async switchEnvironment(environment) {
      await sync.stop();
      const changed = environment !== host.environment;
      const services = await host.switchEnvironment(environment);
      if (changed) {
        connection.reset();
        emit({ type: 'environment.changed', environment });
      }
      return services;
    },
  };
  return context;
}
