// What every handler shares: the host, the push-event emitter, the connection state the
// top bar shows, the running sync, the running export, and rebuilding the current
// environment's services after its keys or server changed (the running sync stopped first).
import { TreasuryError } from '../../shared/errors';
import type { IpcEvent } from '../../shared/ipc';
import type { Environment } from '../../shared/schemas/enums';
import type { AppHost, DataDirectory, EnvironmentServices } from '../host';
import { backgroundClock } from '../clock';
import { createSyncSchedule, type SyncSchedule, type SyncScheduleOptions } from '../sync';
import { createMoneySession, type MoneySession } from './money-session';
import type { ServerChangeConfirmer } from './server-change';
import { createSyncRunner, type SyncRunner } from './sync-runner';

/**
 * The window's live updates: the sync's schedule (sync-schedule.ts) and the status
 * tracker following every open payment and collection. `false`: syncs only when asked
 * (tests of the dispatcher itself).
 */
export type LiveSyncOptions = false | Partial<Omit<SyncScheduleOptions, 'runSync'>>;

export interface ConnectionState {
  /** null until the server was tried in this session (or since the last environment switch). */
  readonly online: boolean | null;
  /** Records what a call learned; emits `connection.changed` when it changes. */
  set(online: boolean): void;
  reset(): void;
}

/** An `exports.*` call while another export runs: one export at a time. */
export class ExportRunningError extends TreasuryError {
  readonly kind = 'conflict';
  readonly code = 'export_running';
  constructor() {
    super('Another export is running: wait for it to finish, or cancel it (exports.cancel), then export again.');
    this.name = 'ExportRunningError';
  }
}

/** The answer of an export stopped by `exports.cancel`: no file was left. */
export class ExportCancelledError extends TreasuryError {
  readonly kind = 'interrupted';
  readonly code = 'export_cancelled';
  constructor() {
    super('The export was cancelled; no file was written.');
    this.name = 'ExportCancelledError';
  }
}

/** One export at a time for the window, stoppable. */
export interface ExportSlot {
  /** Runs `work` with the signal that `cancel()` aborts; refused (ExportRunningError) while another export runs. */
  run<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Aborts the running export (its signal's reason: an ExportCancelledError); false when none runs, or it was cancelled already. */
  cancel(): boolean;
}

function createExportSlot(): ExportSlot {
  let running: AbortController | undefined;
  return {
    async run(work) {
      if (running !== undefined) throw new ExportRunningError();
      const controller = new AbortController();
      running = controller;
      try {
        return await work(controller.signal);
      } finally {
        running = undefined;
      }
    },
    cancel() {
      if (running === undefined || running.signal.aborted) return false;
      running.abort(new ExportCancelledError());
      return true;
    },
  };
}

export interface DispatchContext {
  readonly host: AppHost;
  services(): EnvironmentServices;
  emit(event: IpcEvent): void;
  readonly connection: ConnectionState;
  readonly sync: SyncRunner;
  /** Money movement's state for this run: confirmations answered once, entries confirmed here, status followed. */
  readonly money: MoneySession;
  /** The sync's schedule; null without live updates. */
  readonly schedule: SyncSchedule | null;
  /** The running export (exports.*), one at a time; exports.cancel stops it. */
  readonly exports: ExportSlot;
  /** The installation's data directory (derived from the cache's path: the host does not expose it). */
  dataDirectory(): DataDirectory;
  /**
   * Closes and rebuilds the current environment's services, so a changed key or server
   * is used by the next call (the host caches its API client). Stops a running sync first.
   */
  rebuildServices(): Promise<EnvironmentServices>;
  /**
   * The current environment's services, rebuilt first when `treasury` in a terminal changed
   * its server address or its API key meanwhile (nothing pushes such a change): read by the
   * window's status (asked again whenever the window comes back), every sync and the
   * connection test. A new server is said to listeners as `environment.changed`.
   */
  servicesUpToDate(): Promise<EnvironmentServices>;
  /** Switches environment (stopping a running sync first) and says so to listeners. */
  switchEnvironment(environment: Environment): Promise<EnvironmentServices>;
  /** The shell's way to ask the person about a server change (server-change.ts); none: the API key is forgotten. */
  readonly confirmServerChange?: ServerChangeConfirmer | undefined;
}

/** What a shell gives the dispatcher beyond the host. */
export interface DispatcherOptions {
  /** Electron: a native dialog. Absent (web shell, tests): a server change forgets the stored API key. */
  confirmServerChange?: ServerChangeConfirmer;
  /**
   * Live updates (default on): an incremental sync every minute while the server answers
   * (`TREASURY_SYNC_EVERY_MS` sets another interval), probes backing off while it does
   * not. `false`: syncs only when asked.
   */
  readonly liveSync?: LiveSyncOptions;
}

function createConnectionState(host: AppHost, emit: (event: IpcEvent) => void, onOffline: () => void, backOnline: () => void): ConnectionState {
  let online: boolean | null = null;
  return {
    get online() {
      return online;
    },
    set(next) {
      if (!next) onOffline();
      if (next === online) return;
      const wasOffline = online === false;
      online = next;
      emit({ type: 'connection.changed', environment: host.environment, online: next });
      if (next && wasOffline) backOnline();
    },
    reset() {
      online = null;
    },
  };
}

/** The current services, rebuilt with `rebuild` first when `treasury` in a terminal changed the server address or the API key (said as `environment.changed` for a new server). */
async function takeUpChangesElsewhere(host: AppHost, emit: (event: IpcEvent) => void, rebuild: () => Promise<EnvironmentServices>): Promise<EnvironmentServices> {
  const changed = await host.services().changedElsewhere();
  if (changed === null) return host.services();
  const services = await rebuild();
  if (changed.server) emit({ type: 'environment.changed', environment: services.environment });
  return services;
}

export function createDispatchContext(host: AppHost, emit: (event: IpcEvent) => void, options: DispatcherOptions = {}): DispatchContext {
  const live = options.liveSync ?? {};
  let schedule: SyncSchedule | null = null;
  // A payment or collection that moved money: balances and ledger rows are refreshed by a sync soon.
  const money = createMoneySession(emit, { onMoneyMoved: () => schedule?.syncSoon() });
  const connection = createConnectionState(host, emit, () => schedule?.noteOffline(), () => {
    // When the server answers again, what was confirmed here and queued is sent with its own key.
    money.resendQueued(host.services()).catch(() => undefined);
  });
  const sync = createSyncRunner({
    services: () => host.services(),
    emit,
    setOnline: (online) => connection.set(online),
    watchStatus: (services) => {
      money.watch(services, { retry: true });
      // A sync reached the server: what was confirmed here and is still queued goes out with its own key.
      money.resendQueued(services).catch(() => undefined);
    },
    onFinished: (report) => schedule?.noteSync(report.state),
    // Inside the sync's own run (no sync to stop first): the services rebuilt at once.
    beforeRun: () => takeUpChangesElsewhere(host, emit, reloadServices),
  });
  const reloadServices = async (): Promise<EnvironmentServices> => {
    const services = await host.reload();
    connection.reset();
    return services;
  };
  let checking: Promise<EnvironmentServices> | undefined;
  // Outside a sync: a running sync is stopped before the services are rebuilt.
  const servicesUpToDate = (): Promise<EnvironmentServices> => {
    checking ??= takeUpChangesElsewhere(host, emit, () => context.rebuildServices()).finally(() => {
      checking = undefined;
    });
    return checking;
  };
  if (live !== false) {
    schedule = createSyncSchedule({ clock: backgroundClock, ...live, runSync: async () => (await sync.start('auto')).state });
    schedule.start();
  }
  const context: DispatchContext = {
    host,
    services: () => host.services(),
    emit,
    connection,
    sync,
    money,
    schedule,
    exports: createExportSlot(),
    confirmServerChange: options.confirmServerChange,
    dataDirectory: () => host.dataDirectory,
    async rebuildServices() {
      await sync.stop();
      return reloadServices();
    },
    servicesUpToDate,
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
