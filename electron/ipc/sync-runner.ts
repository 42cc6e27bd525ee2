// One sync at a time for the window: `sync.start` joins a running sync rather than queue
// a second, `sync.cancel` aborts it (what was synced stays), progress goes out as
// `sync.progress` events and the end as `sync.finished`. After a sync that reached the
// server, payment and collection status changes are forwarded as `status.changed`
// (money-session.ts watches the service graph).
import type { IpcEvent, SyncReportView } from '../../shared/ipc';
import { CACHED_RESOURCE_NAMES } from '../../shared/ipc';
import { wordedFor } from '../../shared/errors';
import type { EnvironmentServices } from '../host';
import type { SyncReport } from '../sync';

/** What the runner needs of the dispatcher. */
export interface SyncRunnerPorts {
  services(): EnvironmentServices;
  emit(event: IpcEvent): void;
  /** What a sync learned of the server: reachable or not. */
  setOnline(online: boolean): void;
  /** After a sync that reached the server: follow payment and collection status, resend what is queued (money-session.ts). */
  watchStatus(services: EnvironmentServices): void;
  /** Told of every sync that ended (the schedule counts its next one from there). */
  onFinished?(report: SyncReportView): void;
  /**
   * Run first inside each sync, before it reads the services: takes up a server or API key
   * changed in a terminal meanwhile. Inside the run, so a cancel that arrives meanwhile
   * cancels this sync.
   */
  beforeRun?(): Promise<unknown>;
}

export interface SyncRunner {
  running(): boolean;
  start(mode: 'auto' | 'full'): Promise<SyncReportView>;
  /** Aborts the running sync; false when none runs. */
  cancel(): boolean;
  /** Aborts the running sync and waits for it to end (before a switch). */
  stop(): Promise<void>;
  lastReport(): SyncReportView | null;
}

export function toSyncReportView(report: SyncReport): SyncReportView {
  const fetched = Object.fromEntries(CACHED_RESOURCE_NAMES.map((name) => [name, report.resources[name]?.fetched ?? 0])) as SyncReportView['fetched'];
  const error = report.error;
  return {
    state: report.state, mode: report.mode, startedAt: report.startedAt, finishedAt: report.finishedAt, fetched, notices: [...report.notices],
    error: error === undefined ? null : { kind: error.kind, code: error.code, message: wordedFor('window', error.message, error.remedy), requestId: error.requestId ?? null, retryable: error.retryable },
  };
}

export function createSyncRunner(ports: SyncRunnerPorts): SyncRunner {
  let current: { promise: Promise<SyncReportView>; controller: AbortController } | undefined;
  let last: SyncReportView | null = null;
  const run = async (mode: 'auto' | 'full', controller: AbortController): Promise<SyncReportView> => {
    await ports.beforeRun?.();
    const services = ports.services();
    const environment = services.environment;
    const sync = await services.sync();
    const report = await sync.run({
      mode,
      signal: controller.signal,
      onProgress: (p) => ports.emit({
        type: 'sync.progress', environment, resource: p.resource, phase: p.phase, pages: p.pages, items: p.items,
        rangesDone: p.rangesDone ?? null, rangesTotal: p.rangesTotal ?? null,
      }),
    });
    const view = toSyncReportView(report);
    last = view;
    if (report.state === 'offline') ports.setOnline(false);
    if (report.state === 'synced') {
      ports.setOnline(true);
      ports.watchStatus(services);
    }
    ports.emit({ type: 'sync.finished', environment, report: view });
    ports.onFinished?.(view);
    return view;
  };

  return {
    running: () => current !== undefined,
    start(mode) {
      if (current !== undefined) return current.promise;
      const controller = new AbortController();
      const promise = run(mode, controller).finally(() => {
        if (current?.controller === controller) current = undefined;
      });
      current = { promise, controller };
      return promise;
    },
    cancel() {
      if (current === undefined) return false;
      current.controller.abort();
      return true;
    },
    async stop() {
      const running = current;
      if (running === undefined) return;
      running.controller.abort();
      await running.promise.catch(() => undefined);
    },
    lastReport: () => last,
  };
}
