// Runs csv-writer-child.ts in a process of its own: as the unprivileged user `nobody`
// when the tests run as root (root ignores folder permissions, and CI runs as root), or
// with its standard output piped to a reader that stops after some bytes.
import { spawn } from 'node:child_process';

const CHILD = 'test/unit/export/csv-writer-child.ts';
const NOBODY = 65534;

export interface ChildReport {
  result?: { outPath: string; rowsWritten: number; bytesWritten: number; stopped?: { code: string; message: string } };
  error?: { name: string; code?: string; message: string };
}

export interface ChildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  report: ChildReport | undefined;
  stderr: string;
  /** Bytes read from the child's standard output before the reader closed. */
  stdoutBytes: number;
}

export const runsAsRoot = process.getuid?.() === 0;

export function runWriterChild(plan: { rows: number; outPath?: string; stdout?: boolean }, options: { unprivileged?: boolean; closeAfterBytes?: number } = {}): Promise<ChildRun> {
  const drop = options.unprivileged === true && runsAsRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, JSON.stringify(plan)], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'], ...drop });
  let stderr = '';
  let stdoutBytes = 0;
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  child.stdout.on('data', (bytes: Buffer) => {
    stdoutBytes += bytes.length;
    // The reader goes away, as `| head -c N` does: the child's next writes get EPIPE.
    if (options.closeAfterBytes !== undefined && stdoutBytes >= options.closeAfterBytes) child.stdout.destroy();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const line = stderr.trim().split('\n').reverse().find((l) => l.startsWith('{'));
      resolve({ code, signal, report: line === undefined ? undefined : (JSON.parse(line) as ChildReport), stderr, stdoutBytes });
    });
  });
}
