// A web shell on the demo sandbox, synced once, for a whole test file: started before its
// tests and stopped after them (startSyncedWebShellProcess with the hooks around it).
import { afterAll, beforeAll } from 'vitest';
import { startSyncedWebShellProcess, type WebShellProcess } from './web-shell-process';

export function useSyncedWebShell(): { readonly shell: WebShellProcess } {
  let shell: WebShellProcess | undefined;
  beforeAll(async () => {
    shell = await startSyncedWebShellProcess();
  }, 120_000);
  afterAll(async () => {
    await shell?.stop();
  });
  return {
    get shell(): WebShellProcess {
      if (shell === undefined) throw new Error('The web shell is started before the tests: use it inside one.');
      return shell;
    },
  };
}
