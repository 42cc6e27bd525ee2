// A sandbox server of its own (`npm run sandbox`'s entry, sandbox/cli.ts) as a child of a
// browser test: on its own port and data folder, stopped and restarted on the same port
// with the same data (see web-shell-process.ts for why tests need one).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freshWorkDir, firstLine, spawnTsx, START_TIMEOUT_MS, stopChild, type ExitStatus, type StartedChild } from './child-processes';

export interface SandboxProcessOptions {
  /** The sandbox's data folder (`--data`, SQLite file kept there; kept on stop). Default: a fresh temp one, removed by dispose(). */
  dataDir?: string;
  /** `--seed` for a fresh database (default demo, as the embedded sandbox). */
  seed?: 'demo' | 'empty' | number;
  /** `--time-scale` (default 1: the real clock, as the embedded sandbox). */
  timeScale?: number;
  /** `--port` (default 0: any free port). */
  port?: number;
  /** `--environment` (default sandbox): a production server issues `sk_live_` API keys. */
  environment?: 'sandbox' | 'production';
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
    const args = ['--port', String(port), '--data', dataDir, '--seed', String(options.seed ?? 'demo'), '--time-scale', String(options.timeScale ?? 1), '--environment', options.environment ?? 'sandbox'];
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
