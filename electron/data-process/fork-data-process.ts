// The data process under plain Node: child_process.fork of its entry, as a DataChild
// (data-process-client.ts). Tests use it; main uses Electron's utilityProcess instead.
import { fork, type ForkOptions } from 'node:child_process';
import type { DataChild } from './data-process-client';

export function forkDataChild(entry: string, options: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {}): DataChild {
  const forkOptions: ForkOptions = { env: options.env ?? process.env, execArgv: options.execArgv ?? [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] };
  const child = fork(entry, [], forkOptions);
  return {
    send: (message) => {
      // A process that just died cannot be written to: its exit is reported through onExit.
      if (child.connected) child.send(message, () => undefined);
    },
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', (code) => listener(code)),
    kill: () => child.kill('SIGKILL'),
  };
}
