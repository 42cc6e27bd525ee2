// The child processes of a browser test (web-shell-process.ts, sandbox-process.ts): started
// with `node --import tsx` from the repository's root, their first stdout line awaited,
// stopped with SIGTERM (SIGKILL when late), and killed with the test process if still running.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (the children run from there, as `npm run` would). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const START_TIMEOUT_MS = 60_000;
export const STOP_TIMEOUT_MS = 20_000;

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

export interface StartedChild {
  child: ChildProcessWithoutNullStreams;
  stderr: () => string;
  exited: Promise<ExitStatus>;
}

/** `node --import tsx <script> ...args` from the repository's root, stdout and stderr piped. */
export function spawnTsx(script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): StartedChild {
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
export function firstLine(started: StartedChild, what: string, timeoutMs: number): Promise<string> {
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
export async function stopChild(started: StartedChild, what: string): Promise<ExitStatus> {
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

export function freshWorkDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}
