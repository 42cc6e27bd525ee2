// `npm run sandbox`'s admin token: never on the command line unless warned about (other
// users see it in `ps`): from TREASURY_SANDBOX_ADMIN_TOKEN, from standard input with
// `--admin-token -`, or generated and printed on stderr beside the start line.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { sendRaw } from '../../support/raw-signed-client';

interface Started {
  origin: string;
  stderr: () => string;
  stop(): Promise<number | null>;
}

/** Starts sandbox/cli.ts and waits until its stderr holds `ready` (it writes the start line right after the base URL). */
function startCli(args: string[], options: { env?: Record<string, string>; stdin?: string; ready: RegExp }): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (options.env?.['TREASURY_SANDBOX_ADMIN_TOKEN'] === undefined) delete env['TREASURY_SANDBOX_ADMIN_TOKEN'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--seed', 'empty', ...args], { cwd: process.cwd(), env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(options.stdin ?? '');
  let out = '';
  let err = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = out.split('\n').find((l) => l.endsWith('/v1'));
      if (line === undefined || !options.ready.test(err)) return;
      resolve({
        origin: new URL(line.trim()).origin,
        stderr: () => err,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          return exit;
        },
      });
    };
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); check(); });
    child.stderr.on('data', (chunk: Buffer) => { err += chunk.toString(); check(); });
    void exit.then((code) => reject(new Error(`exited early with ${code}: ${err}`)));
  });
}

const controlStatus = async (origin: string, token?: string) => (await sendRaw(origin, 'GET', '/_sandbox', token === undefined ? {} : { 'x-sandbox-admin-token': token })).status;

describe('the sandbox CLI admin token', () => {
  it('without one, generates a token, prints it on stderr with the start line, and requires it', async () => {
    const started = await startCli([], { ready: /admin token \(generated[^\n]*\): \S+\n/ });
    try {
      const token = /admin token \(generated[^\n]*\): (\S+)\n/.exec(started.stderr())?.[1] ?? '';
      expect(token).toMatch(/^[0-9a-f]{48}$/);
      expect(started.stderr()).toMatch(/\[sandbox\] sandbox API at http:\/\/127\.0\.0\.1:\d+\/v1, control API at/);
      expect(await controlStatus(started.origin)).toBe(401);
      expect(await controlStatus(started.origin, token)).toBe(200);
      expect(started.stderr()).not.toMatch(/warning/);
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });

  it('takes it from TREASURY_SANDBOX_ADMIN_TOKEN, without a warning and without printing it', async () => {
    const started = await startCli([], { env: { TREASURY_SANDBOX_ADMIN_TOKEN: 'from-the-environment' }, ready: /control API at/ });
    try {
      expect(await controlStatus(started.origin, 'from-the-environment')).toBe(200);
      expect(await controlStatus(started.origin)).toBe(401);
      expect(started.stderr()).not.toMatch(/warning|generated|from-the-environment/);
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });

  it('takes it from standard input with --admin-token -, without a warning', async () => {
    const started = await startCli(['--admin-token', '-'], { stdin: 'from-standard-input\n', ready: /control API at/ });
    try {
      expect(await controlStatus(started.origin, 'from-standard-input')).toBe(200);
      expect(await controlStatus(started.origin, '-')).toBe(401);
      expect(started.stderr()).not.toMatch(/warning|generated|from-standard-input/);
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });

  it('on the command line it still works, with a warning on stderr that names the safer ways', async () => {
    const started = await startCli(['--admin-token', 'on-the-line'], { env: { TREASURY_SANDBOX_ADMIN_TOKEN: 'ignored' }, ready: /control API at/ });
    try {
      expect(await controlStatus(started.origin, 'on-the-line')).toBe(200);
      expect(started.stderr()).toMatch(/warning: a token on the command line is visible to other users.*TREASURY_SANDBOX_ADMIN_TOKEN.*--admin-token -/);
    } finally {
      expect(await started.stop()).toBe(0);
    }
  });
});
