// `npm run web` as a person runs it: it prints exactly one line on stdout (the URL to
// open, the token in its fragment), answers the token's requests, and a SIGTERM to npm's
// own process id stops the whole tree, with the port free again. Runs under
// test/support/with-keyring.sh (a throwaway keychain) on a temp data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { descendantsOf, isAlive, portIsFree } from '../../support/process-tree';

describe('npm run web', () => {
  it('prints one URL line, answers with the token, and stops on SIGTERM to npm', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-web-npm-'));
    const npm = spawn('npm', ['run', '--silent', 'web', '--', '--port', '0', '--data-dir', path.join(workDir, 'data')], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const npmPid = npm.pid as number;
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => npm.on('close', (code) => resolve(code)));
    let tree: number[] = [];
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        npm.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
        });
        npm.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        void exited.then((code) => reject(new Error(`npm run web exited early with ${String(code)}:\n${stderr}`)));
      });
      expect(firstLine).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/#token=[A-Za-z0-9_-]{43}$/);
      const url = new URL(firstLine);
      const token = url.hash.slice('#token='.length);
      const port = Number(url.port);
      expect(await portIsFree(port)).toBe(false);

      const answer = await fetch(`${url.origin}/rpc/environment.current`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ ok: true, value: { environment: 'sandbox' } });
      expect((await fetch(`${url.origin}/rpc/environment.current`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);

      tree = descendantsOf(npmPid);
      expect(tree.length).toBeGreaterThan(0);
      process.kill(npmPid, 'SIGTERM');
      const code = await exited;
      expect(tree.filter(isAlive)).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
      expect(code, stderr).toBe(0);
      expect(stdout).toBe(`${firstLine}\n`);
      // The person who pressed Ctrl-C is told it stopped; a working keychain is not complained of.
      expect(stderr).toMatch(/web shell: stopping[^\n]*\n[\s\S]*web shell: stopped\.\n/);
      expect(stderr).not.toMatch(/keychain/i);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      for (const pid of tree.filter(isAlive)) process.kill(pid, 'SIGKILL');
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says at start, on stderr, that the OS keychain cannot be used and where the README helps', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-web-nokeychain-'));
    // No D-Bus session: the Secret Service cannot be reached.
    const env = { ...process.env, DBUS_SESSION_BUS_ADDRESS: `unix:path=${path.join(workDir, 'no-bus')}` };
    const shell = spawn(process.execPath, ['--import', 'tsx', 'electron/web-shell/start-web-shell.ts', '--port', '0', '--data-dir', path.join(workDir, 'data')], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => shell.on('close', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        shell.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          if (/Requirements/.test(stderr)) resolve();
        });
        void exited.then((code) => reject(new Error(`the web shell exited with ${String(code)}:\n${stderr}`)));
      });
      expect(stderr).toMatch(/web shell: The OS keychain is not available[^\n]*cannot open an environment[^\n]*dbus-run-session/);
      shell.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (shell.exitCode === null && shell.signalCode === null) shell.kill('SIGKILL');
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 60_000);
  it('started again without --port, listens where it did last time (given with --port or not) and refuses the last run\'s session there', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-web-again-'));
    const run = async (extraArgs: readonly string[] = []): Promise<{ url: URL; stop: () => Promise<number | null> }> => {
      const shell = spawn(process.execPath, ['--import', 'tsx', 'electron/web-shell/start-web-shell.ts', '--data-dir', path.join(workDir, 'data'), ...extraArgs], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
      const exited = new Promise<number | null>((resolve) => shell.on('close', (code) => resolve(code)));
      let stdout = '';
      let stderr = '';
      shell.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const line = await new Promise<string>((resolve, reject) => {
        shell.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
        });
        void exited.then((code) => reject(new Error(`the web shell exited with ${String(code)}:\n${stderr}`)));
      });
      return {
        url: new URL(line),
        stop: async () => {
          shell.kill('SIGTERM');
          return exited;
        },
      };
    };
    const call = (url: URL, token: string) => fetch(`${url.origin}/rpc/environment.current`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    try {
      const first = await run();
      const firstToken = first.url.hash.slice('#token='.length);
      expect((await call(first.url, firstToken)).status).toBe(200);
      expect(await first.stop()).toBe(0);

      const second = await run();
      try {
        expect(second.url.port).toBe(first.url.port);
        expect(second.url.hash).not.toBe(first.url.hash);
        // The tab left open on the last run finds this one, which refuses its session (the
        // window then says to open the new address); this run's own token is answered.
        expect((await call(second.url, firstToken)).status).toBe(401);
        expect((await call(second.url, second.url.hash.slice('#token='.length))).status).toBe(200);
      } finally {
        expect(await second.stop()).toBe(0);
      }

      // A run given --port is remembered too: the next run without it listens there, so a
      // tab left open on the --port run finds it (and is told its session ended).
      const given = await portIsFreeAbove(Number(first.url.port));
      const third = await run(['--port', String(given)]);
      expect(Number(third.url.port)).toBe(given);
      expect(await third.stop()).toBe(0);
      const fourth = await run();
      try {
        expect(Number(fourth.url.port)).toBe(given);
      } finally {
        expect(await fourth.stop()).toBe(0);
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }, 90_000);
});

/** A free port other than `port` (the next ones up, then any the system gives). */
async function portIsFreeAbove(port: number): Promise<number> {
  for (let candidate = port + 1; candidate < port + 50 && candidate < 65536; candidate += 1) {
    if (await portIsFree(candidate)) return candidate;
  }
  throw new Error(`no free port above ${port}`);
}
