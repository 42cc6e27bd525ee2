// Child processes of the sync benchmark (the sandbox, the latency proxy) started with IPC,
// and CPU readings of any child from /proc/<pid>/stat.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TSX = import.meta.resolve('tsx');

export interface IpcChild {
  child: ChildProcess;
  ready: Record<string, unknown>;
  /** User+system CPU seconds of the child so far (from /proc/<pid>/stat). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

export function procCpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ = 100)
}

/** Forks a TypeScript file in test/bench/sync/ (relative to this file) and waits for its `{ type: 'ready' }` message. */
export async function forkChild(file: string, args: string[], env: Record<string, string> = {}): Promise<IpcChild> {
  const script = fileURLToPath(new URL(file, import.meta.url));
  const child = fork(script, args, { execArgv: ['--import', TSX], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.on('message', (message: Record<string, unknown>) => {
      if (message['type'] === 'ready') resolve(message);
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
  return {
    child,
    ready,
    cpuSeconds: () => procCpuSeconds(child.pid),
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send('stop');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    }),
  };
}

/** The sandbox child's own process.cpuUsage(), asked over IPC (user+system seconds). */
export function askCpuSeconds(sandbox: IpcChild): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (message['type'] !== 'cpu') return;
      sandbox.child.off('message', onMessage);
      resolve(Number(message['seconds']));
    };
    sandbox.child.on('message', onMessage);
    sandbox.child.send('cpu');
  });
}
