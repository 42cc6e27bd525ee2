// The web shell with its host IN THIS PROCESS, built on a clock the test sets: for the
// browser tests of what depends on the time of day in main (the same-day ACH cut-off), so
// they are the same at any hour. The host is what `npm run web` builds (the data
// directory's own keychain entries, the sandbox environment), with the host's one
// injected `Clock` (electron/clock/, DESIGN.md convention 4) running `offsetMs` from the
// real time; the test moves the offset. The sandbox environment names a sandbox child
// the caller started (the CLI's `env set-url` + `sandbox register`), which keeps the real
// time: the API client adopts the server's clock for its signatures from the server's
// Date header, as it does for any computer whose clock is off (electron/api/server-clock.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { systemClock, type Clock } from '../../../electron/clock';
import { createAppHost, dataDirectoryKeychain } from '../../../electron/host';
import { startWebShell } from '../../../electron/web-shell';
import type { Envelope } from '../../../shared/ipc';
import { freshWorkDir } from './child-processes';
import type { SandboxProcess } from './sandbox-process';
import { pointSandboxEnvironmentAt } from './treasury-cli';
import type { WebShellProcess } from './web-shell-process';

export interface ShellOnClock extends Pick<WebShellProcess, 'url' | 'rpc'> {
  /** Sets the host's clock to read `at` now (and to run on from there at the real pace). */
  setTime(at: Date): void;
  /** Closes the shell and its host, removes the temp data dir. */
  stop(): Promise<void>;
}

export async function startShellOnClock(sandbox: Pick<SandboxProcess, 'baseUrl' | 'adminToken'>): Promise<ShellOnClock> {
  const workDir = freshWorkDir('treasury-e2e-clock-');
  const root = path.join(workDir, 'data');
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs), nowMs: () => Date.now() + offsetMs, sleep: systemClock.sleep };
  try {
    await pointSandboxEnvironmentAt(root, sandbox);
    const keychain = dataDirectoryKeychain({ root });
    const host = createAppHost({ dataDir: { root }, secretStoreFor: keychain.secretStoreFor, keychainNote: keychain.note, clock }, 'sandbox');
    const shell = await startWebShell({ host });
    const origin = `http://127.0.0.1:${shell.port}`;
    return {
      url: shell.url,
      async rpc<T>(method: string, input: unknown = {}) {
        const response = await fetch(`${origin}/rpc/${method}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${shell.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(input),
        });
        if (response.status !== 200) throw new Error(`POST /rpc/${method}: HTTP ${response.status} ${await response.text()}`);
        return (await response.json()) as Envelope<T>;
      },
      setTime(at) {
        offsetMs = at.getTime() - Date.now();
      },
      async stop() {
        try {
          await shell.close();
        } finally {
          rmSync(workDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}
