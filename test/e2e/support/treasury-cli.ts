// The `treasury` CLI (bin/treasury.mjs) on a data directory, as a person runs it: the
// setup steps of browser tests that need a configured environment.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { REPO_ROOT } from './child-processes';
import type { SandboxProcess } from './sandbox-process';

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
