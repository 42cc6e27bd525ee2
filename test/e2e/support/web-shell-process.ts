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
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (the children run from there, as `npm run` would). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

// Children still running when the test process ends (a crash, a forgotten stop()) are
// killed with it, so no shell or server outlives the run.
const running = new Set<ChildProcessWithoutNullStreams>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

interface StartedChild {
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  exited: Promise<ExitStatus>;
}

/** `node --import tsx <script> ...args` from the repository's root, stdout and stderr piped. */
function spawnTsx(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): StartedChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 200_000) stderr = stderr.slice(-100_000);
  });
  const exited = new Promise<ExitStatus>((resolve) =>
    child.once('close', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, stderr: () => stderr, exited };
}

/** The child's first stdout line; rejects (with its stderr) when it exits first or takes longer than `timeoutMs`. */
function firstLine(started: StartedChild, what: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      started.child.kill('SIGKILL');
      reject(new Error(`${what} printed no line within ${timeoutMs} ms. Its stderr:\n${started.stderr()}`));
    }, timeoutMs);
    started.child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const end = stdout.indexOf('\n');
      if (end !== -1) {
        clearTimeout(timer);
        resolve(stdout.slice(0, end));
      }
    });
    void started.exited.then((status) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited before printing its line (code ${String(status.code)}, signal ${String(status.signal)}). Its stderr:\n${started.stderr()}`));
    });
  });
}

/** SIGTERM, then waits for the exit; SIGKILL and an error when it does not end in time. */
async function stopChild(started: StartedChild, what: string): Promise<ExitStatus> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return started.exited;
  started.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
  });
  const outcome = await Promise.race([started.exited, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    started.child.kill('SIGKILL');
    await started.exited;
    throw new Error(`${what} did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM (killed). Its stderr:\n${started.stderr()}`);
  }
  return outcome;
}

function freshWorkDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

// ---------------------------------------------------------------------------------------
// The web shell

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
  rpc<T = unknown>(method: string, input?: unknown): Promise<RpcEnvelope<T>>;
  /** SIGTERM and wait for the exit (error if it takes over 20 s); removes the temp data dir it made. Idempotent. */
  stop(): Promise<ExitStatus>;
}

export type RpcEnvelope<T> = { ok: true; value: T } | { ok: false; error: { kind: string; code: string; message: string; retryable?: boolean } };

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
      return (await response.json()) as RpcEnvelope<T>;
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
// A sandbox server of its own

export interface SandboxProcessOptions {
  /** The sandbox's data folder (`--data`, SQLite file kept there; kept on stop). Default: a fresh temp one, removed by dispose(). */
  dataDir?: string;
  /** `--seed` for a fresh database (default demo, as the embedded sandbox). */
  seed?: 'demo' | 'empty' | number;
  /** `--time-scale` (default 1: the real clock, as the embedded sandbox). */
  timeScale?: number;
  /** `--port` (default 0: any free port). */
  port?: number;
}

export interface SandboxProcess {
  /** `http://127.0.0.1:PORT/v1`. */
  readonly baseUrl: string;
  /** `http://127.0.0.1:PORT` (the control API is under /_sandbox). */
  readonly origin: string;
  readonly port: number;
  /** The control API's token (given to the child in its environment, never on the command line). */
  readonly adminToken: string;
  readonly dataDir: string;
  readonly running: boolean;
  stderr(): string;
  /** A control API call (`/_sandbox/<path>`), answered JSON; throws on a non-2xx status. */
  control<T = unknown>(controlPath: string, body?: unknown): Promise<T>;
  /** SIGTERM and wait: the server is gone, its data stays. Idempotent. */
  stop(): Promise<ExitStatus>;
  /** Starts it again on the same port and data (after stop()). */
  restart(): Promise<void>;
  /** stop(), then removes the temp data folder it made. */
  dispose(): Promise<void>;
}

const SANDBOX_ENTRY = 'sandbox/cli.ts';

export async function startSandboxProcess(options: SandboxProcessOptions = {}): Promise<SandboxProcess> {
  const ownWorkDir = options.dataDir === undefined ? freshWorkDir('treasury-e2e-sandbox-') : undefined;
  const dataDir = options.dataDir ?? path.join(ownWorkDir as string, 'sandbox');
  const adminToken = randomBytes(24).toString('base64url');
  const launch = async (port: number): Promise<{ started: StartedChild; baseUrl: string }> => {
    const args = ['--port', String(port), '--data', dataDir, '--seed', String(options.seed ?? 'demo'), '--time-scale', String(options.timeScale ?? 1), '--environment', 'sandbox'];
    const started = spawnTsx(SANDBOX_ENTRY, args, { TREASURY_SANDBOX_ADMIN_TOKEN: adminToken });
    started.child.stdin.end();
    const baseUrl = await firstLine(started, 'The sandbox', START_TIMEOUT_MS);
    if (!/^http:\/\/127\.0\.0\.1:[0-9]+\/v1$/.test(baseUrl)) {
      await stopChild(started, 'The sandbox').catch(() => undefined);
      throw new Error(`The sandbox printed an unexpected line: ${JSON.stringify(baseUrl)}. Its stderr:\n${started.stderr()}`);
    }
    return { started, baseUrl };
  };

  let current: StartedChild | undefined;
  let first: { started: StartedChild; baseUrl: string };
  try {
    first = await launch(options.port ?? 0);
  } catch (error) {
    if (ownWorkDir !== undefined) rmSync(ownWorkDir, { recursive: true, force: true });
    throw error;
  }
  current = first.started;
  const baseUrl = first.baseUrl;
  const origin = new URL(baseUrl).origin;
  const port = Number(new URL(baseUrl).port);
  let stderrBefore = '';

  const sandbox: SandboxProcess = {
    baseUrl,
    origin,
    port,
    adminToken,
    dataDir,
    get running() {
      return current !== undefined && current.child.exitCode === null && current.child.signalCode === null;
    },
    stderr: () => stderrBefore + (current?.stderr() ?? ''),
    async control<T>(controlPath: string, body?: unknown) {
      const response = await fetch(`${origin}/_sandbox/${controlPath.replace(/^\//, '')}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'X-Sandbox-Admin-Token': adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`sandbox /_sandbox/${controlPath}: HTTP ${response.status} ${text}`);
      return JSON.parse(text) as T;
    },
    async stop() {
      if (current === undefined) return { code: 0, signal: null };
      const stopping = current;
      const status = await stopChild(stopping, 'The sandbox');
      stderrBefore += stopping.stderr();
      if (current === stopping) current = undefined;
      return status;
    },
    async restart() {
      if (sandbox.running) throw new Error('restart(): the sandbox is running; stop() it first');
      // The port was just released; another program may take it in between (rare on loopback): retry briefly.
      let lastError: unknown;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        try {
          current = (await launch(port)).started;
          return;
        } catch (error) {
          lastError = error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
      throw lastError;
    },
    async dispose() {
      await sandbox.stop();
      if (ownWorkDir !== undefined) rmSync(ownWorkDir, { recursive: true, force: true });
    },
  };
  return sandbox;
}

// ---------------------------------------------------------------------------------------
// The `treasury` CLI on a data directory

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node bin/treasury.mjs --data-dir DIR ...args`; throws (with its output) unless it exits 0. */
export async function runTreasuryCli(dataDir: string, args: readonly string[], options: { stdin?: string; timeoutMs?: number } = {}): Promise<CliResult> {
  const child = spawn(process.execPath, ['bin/treasury.mjs', '--data-dir', dataDir, ...args], { cwd: REPO_ROOT, env: process.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.stdin ?? '');
  const timeoutMs = options.timeoutMs ?? 120_000;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`treasury ${args.join(' ')} exited with ${String(code)}${code === null ? ` (killed after ${timeoutMs} ms)` : ''}.\nstdout:\n${stdout}\nstderr:\n${stderr}`);
  return { code, stdout, stderr };
}

/**
 * Points a data directory's sandbox environment at a sandbox server and registers this
 * machine's sandbox key with it: `treasury env set-url sandbox URL` then
 * `treasury sandbox register --admin-token -` (the token on standard input).
 */
export async function pointSandboxEnvironmentAt(dataDir: string, sandbox: Pick<SandboxProcess, 'baseUrl' | 'adminToken'>): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  await runTreasuryCli(dataDir, ['env', 'set-url', 'sandbox', sandbox.baseUrl]);
  await runTreasuryCli(dataDir, ['sandbox', 'register', '--admin-token', '-'], { stdin: `${sandbox.adminToken}\n` });
}

export interface WebShellWithSandbox {
  readonly shell: WebShellProcess;
  readonly sandbox: SandboxProcess;
  /** Stops the shell and the sandbox, removes both temp folders. */
  stop(): Promise<void>;
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
