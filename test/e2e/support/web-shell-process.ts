// The web shell, and the server behind it, as child processes of a browser test: exactly
// what a person runs (`npm run web`'s entry, `npm run sandbox`'s entry, the `treasury`
// CLI), on fresh temp data directories, under the keychain of test/support/with-keyring.sh
// (children inherit its D-Bus session).
//
//   startWebShellProcess()        the shell on a fresh data dir; by default the sandbox
//                                 environment on the EMBEDDED local sandbox (demo data)
//   startSandboxProcess()         `sandbox/cli.ts` on its own port and data folder
//   startWebShellWithSandboxProcess()  a shell whose sandbox environment names such a
//                                 server (CLI `env set-url` + `sandbox register`), so a test
//                                 can stop the server mid-session and start it again
//
// Why a separate server for "server stopped mid-session": the embedded sandbox runs INSIDE
// the web shell's process (electron/host/embedded-sandbox.ts: the host starts it on first
// need and closes it only in host.close()), and nothing outside the process can stop it
// without stopping the shell. So such tests point the sandbox environment at a sandbox
// child instead; `stop()` kills only that child, `restart()` brings it back on the same
// port with the same data file (same accounts, same registered key), so the profile's URL
// and the keychain's API key stay valid.
//
// The keychain is per environment, not per data directory (electron/secrets: one service
// name per environment). Every shell of a run shares the sandbox key; a shell on the
// embedded sandbox re-registers it when the key is unknown there, so sequential tests
// are fine, but two shells of the same environment talking to two different servers at
// the same moment would fight over the API key.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freshWorkDir, firstLine, spawnTsx, START_TIMEOUT_MS, stopChild, type ExitStatus } from './child-processes';
import { startSandboxProcess, type SandboxProcess, type SandboxProcessOptions } from './sandbox-process';
import { pointSandboxEnvironmentAt } from './treasury-cli';
import type { Envelope } from '../../../shared/ipc';

export { REPO_ROOT, type ExitStatus } from './child-processes';
export { startSandboxProcess, type SandboxProcess, type SandboxProcessOptions } from './sandbox-process';
export { pointSandboxEnvironmentAt, runTreasuryCli, type CliResult } from './treasury-cli';

export interface WebShellProcessOptions {
  /** `--env` (default sandbox). */
  env?: 'sandbox' | 'production';
  /** Appended to the command line as given. */
  extraArgs?: readonly string[];
  /** An existing data directory (kept on stop). Default: a fresh temp one, removed on stop. */
  dataDir?: string;
  /** For the line with the URL (default 60 s). */
  startTimeoutMs?: number;
}

export interface WebShellProcess {
  /** What the shell printed: `http://127.0.0.1:PORT/#token=...`. */
  readonly url: string;
  /** `http://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly token: string;
  readonly port: number;
  readonly dataDir: string;
  readonly pid: number;
  /** Everything the shell wrote on stderr so far. */
  stderr(): string;
  /** POST /rpc/<method> from Node with the token (setup and checks; the page makes its own calls). */
  rpc<T = unknown>(method: string, input?: unknown): Promise<Envelope<T>>;
  /** SIGTERM and wait for the exit (error if it takes over 20 s); removes the temp data dir it made. Idempotent. */
  stop(): Promise<ExitStatus>;
}

const WEB_SHELL_ENTRY = 'electron/web-shell/start-web-shell.ts';

export async function startWebShellProcess(options: WebShellProcessOptions = {}): Promise<WebShellProcess> {
  const ownWorkDir = options.dataDir === undefined ? freshWorkDir('treasury-e2e-shell-') : undefined;
  const dataDir = options.dataDir ?? path.join(ownWorkDir as string, 'data');
  const args = ['--data-dir', dataDir, '--port', '0', '--env', options.env ?? 'sandbox', ...(options.extraArgs ?? [])];
  const started = spawnTsx(WEB_SHELL_ENTRY, args);
  started.child.stdin.end();
  let line: string;
  try {
    line = await firstLine(started, 'The web shell', options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    if (ownWorkDir !== undefined) rmSync(ownWorkDir, { recursive: true, force: true });
    throw error;
  }
  const match = /^(http:\/\/127\.0\.0\.1:([0-9]+))\/#token=([A-Za-z0-9_-]+)$/.exec(line);
  if (match === null) {
    await stopChild(started, 'The web shell').catch(() => undefined);
    throw new Error(`The web shell printed an unexpected line: ${JSON.stringify(line)}. Its stderr:\n${started.stderr()}`);
  }
  const origin = match[1] as string;
  const token = match[3] as string;
  let stopped: Promise<ExitStatus> | undefined;
  return {
    url: line,
    origin,
    token,
    port: Number(match[2]),
    dataDir,
    pid: started.child.pid as number,
    stderr: started.stderr,
    async rpc<T>(method: string, input: unknown = {}) {
      const response = await fetch(`${origin}/rpc/${method}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (response.status !== 200) throw new Error(`POST /rpc/${method}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as Envelope<T>;
    },
    stop() {
      stopped ??= stopChild(started, 'The web shell').finally(() => {
        if (ownWorkDir !== undefined) rmSync(ownWorkDir, { recursive: true, force: true });
      });
      return stopped;
    },
  };
}

// ---------------------------------------------------------------------------------------
// The web shell on a sandbox server of its own

/** A method's value, through the shell's /rpc from Node; throws with the error when refused. */
export async function rpcValue<T>(shell: Pick<WebShellProcess, 'rpc'>, method: string, input: unknown = {}): Promise<T> {
  const answer = await shell.rpc<T>(method, input);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value;
}

export interface WebShellWithSandbox {
  readonly shell: WebShellProcess;
  readonly sandbox: SandboxProcess;
  /** Stops the shell and the sandbox, removes both temp folders. */
  stop(): Promise<void>;
}

/**
 * A web shell on the embedded demo sandbox, synced once before any page opens (so a page's
 * own sync on open is a short incremental one); throws, with the shell stopped, when that
 * first sync does not end synced.
 */
export async function startSyncedWebShellProcess(options: WebShellProcessOptions = {}): Promise<WebShellProcess> {
  const shell = await startWebShellProcess(options);
  const answer = await shell.rpc<{ state: string }>('sync.start', {});
  if (!answer.ok || answer.value.state !== 'synced') {
    await shell.stop();
    throw new Error(`The first sync did not end synced: ${JSON.stringify(answer)}`);
  }
  return shell;
}

/** A sandbox child, a fresh data dir whose sandbox environment names it, and the web shell on that data dir. */
export async function startWebShellWithSandboxProcess(options: { sandbox?: SandboxProcessOptions; shell?: Omit<WebShellProcessOptions, 'dataDir' | 'env'> } = {}): Promise<WebShellWithSandbox> {
  const sandbox = await startSandboxProcess(options.sandbox);
  const workDir = freshWorkDir('treasury-e2e-shell-');
  const dataDir = path.join(workDir, 'data');
  let shell: WebShellProcess;
  try {
    await pointSandboxEnvironmentAt(dataDir, sandbox);
    shell = await startWebShellProcess({ ...options.shell, env: 'sandbox', dataDir });
  } catch (error) {
    await sandbox.dispose();
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    shell,
    sandbox,
    async stop() {
      try {
        await shell.stop();
      } finally {
        await sandbox.dispose();
        rmSync(workDir, { recursive: true, force: true });
      }
    },
  };
}
