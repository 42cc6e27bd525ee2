// Runs the Python baseline client (baseline_sync.py) against the sandbox and returns its
// figures; the sandbox's CPU during it is read by the caller.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BaselineResult {
  rows: number;
  requests: number;
  wallSeconds: number;
  cpuSeconds: number;
}

export async function runPythonBaseline(baseUrl: string, adminToken: string): Promise<BaselineResult> {
  const dir = mkdtempSync(join(tmpdir(), 'sync-bench-baseline-'));
  try {
    const script = fileURLToPath(new URL('baseline_sync.py', import.meta.url));
    const child = spawn('python3', [script, baseUrl, adminToken, join(dir, 'baseline.sqlite')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`baseline_sync.py exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as BaselineResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
