// The messages between the main process and the data process (data-process-entry.ts):
// plain JSON over the one channel Electron's utilityProcess gives (a MessagePort-style
// postMessage) or, under plain Node, child_process.fork's IPC channel.
//
//   main -> data process:  call {id, method, input}; confirmed {id, ok}; stop
//   data process -> main:  ready; answer {id, envelope}; event {event};
//                          confirm {id, change} (a server change to put to the person); stopped
import type { Envelope, IpcEvent } from '../../shared/ipc';
import type { ServerChange } from '../ipc';

export type ToDataProcess =
  | { readonly kind: 'call'; readonly id: number; readonly method: string; readonly input: unknown }
  | { readonly kind: 'confirmed'; readonly id: number; readonly ok: boolean }
  | { readonly kind: 'stop' };

export type FromDataProcess =
  | { readonly kind: 'ready' }
  | { readonly kind: 'answer'; readonly id: number; readonly envelope: Envelope<unknown> }
  | { readonly kind: 'event'; readonly event: IpcEvent }
  | { readonly kind: 'confirm'; readonly id: number; readonly change: ServerChange }
  | { readonly kind: 'stopped' };

/** The environment variables main sets for the data process. */
export const DATA_PROCESS_ENV = {
  dataDir: 'TREASURY_DATA_DIR',
  environment: 'TREASURY_ENVIRONMENT',
  /** The folder of the bundled export workers (electron/workers/worker-bundles.ts names each). */
  exportWorkers: 'TREASURY_EXPORT_WORKERS',
} as const;

export function isFromDataProcess(value: unknown): value is FromDataProcess {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'ready' || kind === 'answer' || kind === 'event' || kind === 'confirm' || kind === 'stopped';
}

export function isToDataProcess(value: unknown): value is ToDataProcess {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'call' || kind === 'confirmed' || kind === 'stop';
}
