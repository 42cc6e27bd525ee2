// Main's side of the data process (data-process-entry.ts): an IpcDispatcher whose calls
// and events are relayed to and from the process, so the Electron bridge
// (electron/desktop/ipc-bridge.ts) serves it unchanged. The process itself is started by
// a function main gives (Electron's utilityProcess.fork; child_process.fork in tests).
//
// If the process dies: every call under way is answered `data_process_exited` (never sent
// again, so none is doubled: a payment's outcome is in the journal, which the next process
// reads; a sync, which sends nothing, has words of its own), the process is started again and listeners get `services.restarted`, so the
// window says so. More than MAX_RESTARTS deaths within RESTART_WINDOW_MS and it stays
// down: calls are answered `data_process_down`. `stop()` asks it to finish and waits for
// its `stopped` (killed after STOP_TIMEOUT_MS).
import type { Envelope, IpcEvent, IpcEventListener } from '../../shared/ipc';
import type { IpcDispatcher, ServerChangeConfirmer } from '../ipc';
import { isFromDataProcess, type FromDataProcess, type ToDataProcess } from './data-process-messages';

/** A started data process, as main sees it. */
export interface DataChild {
  send(message: ToDataProcess): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Once, with the exit code (null when killed by a signal). */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export interface DataProcessOptions {
  start(): DataChild;
  /** Puts a server change to the person (a native dialog); none: every such change is declined (the key stays with its server). */
  confirmServerChange?: ServerChangeConfirmer;
}

export interface DataProcess extends IpcDispatcher {
  /** Finishes the calls under way, closes the host and waits for the process to exit. */
  stop(): Promise<void>;
  /** How many times the process was started again after dying. */
  readonly restarts: number;
}

export const MAX_RESTARTS = 5;
export const RESTART_WINDOW_MS = 60_000;
export const STOP_TIMEOUT_MS = 15_000;

const failure = (code: string, message: string, retryable: boolean): Envelope<never> => ({ ok: false, error: { kind: 'interrupted', code, message, retryable } });

const EXITED = failure(
  'data_process_exited',
  'The data services stopped while this call was under way and were started again. Nothing that was saved is lost; check the result (the journal says whether a payment was sent) before trying again.',
  false,
);
/** A sync cut off by the death sends nothing: it has its own words (the payment's journal does not concern it). */
const SYNC_EXITED = failure(
  'data_process_exited',
  "The sync stopped when the app's background process restarted. Nothing saved was lost; the next sync (Sync now, or the scheduled one) starts over from what is saved.",
  false,
);
const exitedAnswer = (method: string): Envelope<never> => (method.startsWith('sync.') ? SYNC_EXITED : EXITED);
const DOWN = failure('data_process_down', 'The data services keep stopping and were not started again: quit Treasury and open it again.', false);
const STOPPING = failure('app_closing', 'Treasury is closing: this call was not run.', true);

export function startDataProcess(options: DataProcessOptions): DataProcess {
  const listeners = new Set<IpcEventListener>();
  const pending = new Map<number, { method: string; answer: (envelope: Envelope<unknown>) => void }>();
  const deaths: number[] = [];
  let nextId = 1;
  let restarts = 0;
  let down = false;
  let stopping: Promise<void> | undefined;
  let child: DataChild;

  const emit = (event: IpcEvent): void => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // One listener's failure is its own.
      }
    }
  };

  const onMessage = (from: DataChild, message: FromDataProcess): void => {
    if (from !== child) return;
    if (message.kind === 'answer') {
      pending.get(message.id)?.answer(message.envelope);
      pending.delete(message.id);
    } else if (message.kind === 'event') {
      emit(message.event);
    } else if (message.kind === 'confirm') {
      const ask = options.confirmServerChange;
      void (ask === undefined ? Promise.resolve(false) : ask(message.change).catch(() => false)).then((ok) => from.send({ kind: 'confirmed', id: message.id, ok }));
    }
  };

  const launch = (): void => {
    const started = options.start();
    child = started;
    started.onMessage((message) => {
      if (isFromDataProcess(message)) onMessage(started, message);
    });
    started.onExit((code) => {
      if (started !== child || stopping !== undefined) return;
      for (const { method, answer } of pending.values()) answer(exitedAnswer(method));
      pending.clear();
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && (deaths[0] as number) < now - RESTART_WINDOW_MS) deaths.shift();
      if (deaths.length > MAX_RESTARTS) {
        down = true;
        return;
      }
      restarts += 1;
      launch();
      emit({ type: 'services.restarted', reason: code === null ? 'The data services were stopped by a signal.' : `The data services exited with code ${code}.` });
    });
  };
  launch();

  return {
    get restarts() {
      return restarts;
    },
    call(method, input) {
      if (stopping !== undefined) return Promise.resolve(STOPPING);
      if (down) return Promise.resolve(DOWN);
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, { method, answer: resolve });
        child.send({ kind: 'call', id, method, input });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (down) return resolve();
        const stoppingChild = child;
        const timer = setTimeout(() => stoppingChild.kill(), STOP_TIMEOUT_MS);
        stoppingChild.onExit(() => {
          clearTimeout(timer);
          for (const { answer } of pending.values()) answer(STOPPING);
          pending.clear();
          resolve();
        });
        stoppingChild.send({ kind: 'stop' });
      });
      return stopping;
    },
  };
}
