// The web shell for the window benchmarks, started as `npm run web` starts it (node --import
// tsx electron/web-shell/start-web-shell.ts) with node options of its own: `--cpu-prof`
// cannot go through NODE_OPTIONS, so the benchmark spawns the shell itself. Its data
// process (--data-process) is forked with the shell's own node options, so it is profiled
// too. Otherwise as test/e2e/support/web-shell-process.ts.
import { spawn } from 'node:child_process';
import { firstLine, REPO_ROOT, START_TIMEOUT_MS, stopChild, type ExitStatus, type StartedChild } from '../../e2e/support/child-processes';
import type { Envelope } from '../../../shared/ipc';

export interface BenchWebShell {
  readonly origin: string;
  readonly token: string;
  readonly pid: number;
  rpc<T = unknown>(method: string, input?: unknown): Promise<Envelope<T>>;
  stop(): Promise<ExitStatus>;
}

export async function startBenchWebShell(options: { dataDir: string; dataProcess: boolean; cpuProfileDir?: string | undefined }): Promise<BenchWebShell> {
  const nodeArgs = options.cpuProfileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir];
  const args = ['--data-dir', options.dataDir, '--port', '0', '--env', 'sandbox', ...(options.dataProcess ? ['--data-process'] : [])];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'electron/web-shell/start-web-shell.ts', ...args], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-100_000);
  });
  const exited = new Promise<ExitStatus>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  const started: StartedChild = { child, stderr: () => stderr, exited };
  const line = await firstLine(started, 'The web shell', START_TIMEOUT_MS);
  const match = /^(http:\/\/127\.0\.0\.1:[0-9]+)\/#token=([A-Za-z0-9_-]+)$/.exec(line);
  if (match === null) {
    await stopChild(started, 'The web shell').catch(() => undefined);
    throw new Error(`The web shell printed an unexpected line: ${JSON.stringify(line)}. Its stderr:\n${stderr}`);
  }
  const origin = match[1] as string;
  const token = match[2] as string;
  let stopped: Promise<ExitStatus> | undefined;
  return {
    origin,
    token,
    pid: child.pid as number,
    async rpc<T>(method: string, input: unknown = {}) {
      const response = await fetch(`${origin}/rpc/${method}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
      if (response.status !== 200) throw new Error(`POST /rpc/${method}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as Envelope<T>;
    },
    stop() {
      stopped ??= stopChild(started, 'The web shell');
      return stopped;
    },
  };
}
