// `npm run sandbox` stops when it is stopped: a SIGTERM to npm's own process id (what a
// process manager or a terminal's job control sends) reaches the server, which closes
// and exits, so no process of the tree is left and the port is free again.
import { spawn, type ChildProcess } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descendantsOf, isAlive, portIsFree } from '../../support/process-tree';

function baseUrlOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.trim().endsWith('/v1'));
      if (line) resolve(line.trim());
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm run sandbox exited early with ${String(code)}:\n${err}`)));
  });
}

describe('npm run sandbox', () => {
  it('leaves no process and a free port after SIGTERM to the npm process', async () => {
    const npm = spawn('npm', ['run', '--silent', 'sandbox', '--', '--port', '0', '--seed', 'empty'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const npmPid = npm.pid as number;
    let tree: number[] = [];
    try {
      const baseUrl = await baseUrlOf(npm);
      const port = Number(new URL(baseUrl).port);
      expect(port).toBeGreaterThan(0);
      expect(await portIsFree(port)).toBe(false);
      tree = descendantsOf(npmPid);
      expect(tree.length).toBeGreaterThan(0);

      const exited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
      process.kill(npmPid, 'SIGTERM');
      await exited;

      expect(tree.filter(isAlive)).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill('SIGKILL');
      for (const pid of tree.filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
