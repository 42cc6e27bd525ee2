// The data process: the host (cache, journal, keychain, API client, outbox, sync) and the
// one IPC dispatcher, out of Electron's main process so no SQLite query or sync blocks the
// process that owns the window. Started by main with Electron's utilityProcess (its
// `process.parentPort`) or, under plain Node (tests), with child_process.fork (`process.send`).
// Main relays the window's calls here and the dispatcher's events back
// (data-process-messages.ts); a server change with a stored API key is put to main, which
// asks the person. On `stop` (or SIGTERM) it refuses new calls, stops a running sync
// (what it fetched is kept), waits for the calls under way (a send is finished or
// journaled), closes the host and says `stopped` before it exits.
import { ENVIRONMENTS, type Environment } from '../../shared/schemas/enums';
import type { Envelope } from '../../shared/ipc';
import { workerScript } from '../workers/worker-bundles';
import { setIndexWriterPlace, setPageWriterPlace } from '../cache';
import { createAppHost, dataDirectoryKeychain, defaultDataDirectory } from '../host';
import { createIpcDispatcher, type ServerChange } from '../ipc';
import { DATA_PROCESS_ENV, isToDataProcess, type FromDataProcess, type ToDataProcess } from './data-process-messages';

interface ParentPort {
  on(event: 'message', listener: (message: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

/** The channel to main: Electron's parentPort, or Node's fork channel. */
function parentChannel(): { post(message: FromDataProcess): void; onMessage(listener: (message: unknown) => void): void } {
  const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  if (parentPort !== undefined) {
    return { post: (message) => parentPort.postMessage(message), onMessage: (listener) => parentPort.on('message', (message) => listener(message.data)) };
  }
  if (process.send === undefined) throw new Error('The data process must be started by the Treasury main process (utilityProcess or child_process.fork).');
  return { post: (message) => process.send?.(message), onMessage: (listener) => process.on('message', listener) };
}

const CLOSING: Envelope<never> = {
  ok: false,
  error: { kind: 'interrupted', code: 'app_closing', message: 'Treasury is closing: this call was not run.', retryable: true },
};

function environmentOf(value: string | undefined): Environment {
  return ENVIRONMENTS.find((environment) => environment === value) ?? 'sandbox';
}

function main(): void {
  const channel = parentChannel();
  const root = process.env[DATA_PROCESS_ENV.dataDir] ?? defaultDataDirectory();
  const workers = process.env[DATA_PROCESS_ENV.exportWorkers];
  // This process answers the window: the end of a first sync's long writes (the ledger's
  // indexes, its search index) run on a worker thread with a connection of their own.
  setIndexWriterPlace({ ...(workers !== undefined && { script: workerScript('ledgerIndex', workers) }) });
  // And a full sync's ledger pages are written on a worker thread too (ledger-page-writer.ts).
  setPageWriterPlace({ ...(workers !== undefined && { script: workerScript('ledgerPage', workers) }) });
  const keychain = dataDirectoryKeychain({ root });
  const host = createAppHost(
    { dataDir: { root }, secretStoreFor: keychain.secretStoreFor, keychainNote: keychain.note, ...(workers === undefined ? {} : { ledgerExportWorkers: { script: workerScript('ledger', workers) }, statementWorkers: { script: workerScript('statement', workers) } }) },
    environmentOf(process.env[DATA_PROCESS_ENV.environment]),
  );
  const confirmations = new Map<number, (ok: boolean) => void>();
  let nextConfirmation = 1;
  const confirmServerChange = (change: ServerChange): Promise<boolean> =>
    new Promise((resolve) => {
      const id = nextConfirmation++;
      confirmations.set(id, resolve);
      channel.post({ kind: 'confirm', id, change });
    });
  const dispatcher = createIpcDispatcher(host, { confirmServerChange });
  dispatcher.subscribe((event) => channel.post({ kind: 'event', event }));
  const underWay = new Set<Promise<unknown>>();
  let stopping: Promise<void> | undefined;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (underWay.size > 0) await dispatcher.call('sync.cancel', {});
      await Promise.allSettled([...underWay]);
      await host.close();
      channel.post({ kind: 'stopped' });
      // Let the message leave before the process does.
      setTimeout(() => process.exit(0), 50);
    })();
    return stopping;
  };

  const handle = (message: ToDataProcess): void => {
    if (message.kind === 'stop') {
      void stop();
      return;
    }
    if (message.kind === 'confirmed') {
      confirmations.get(message.id)?.(message.ok);
      confirmations.delete(message.id);
      return;
    }
    if (stopping !== undefined) {
      channel.post({ kind: 'answer', id: message.id, envelope: CLOSING });
      return;
    }
    const call = dispatcher.call(message.method, message.input).then((envelope) => channel.post({ kind: 'answer', id: message.id, envelope }));
    underWay.add(call);
    void call.finally(() => {
      underWay.delete(call);
    });
  };

  channel.onMessage((message) => {
    if (isToDataProcess(message)) handle(message);
  });
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  channel.post({ kind: 'ready' });
}

main();
