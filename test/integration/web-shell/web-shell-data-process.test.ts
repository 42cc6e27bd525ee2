// `npm run web -- --data-process`: the web shell with the host where the desktop app runs
// it, in a data process of its own (electron/data-process, forked under plain Node). The
// shell's process has that child; a call and a sync on the embedded sandbox are answered
// through it, the sync's events reach the page's /events stream; the child killed, the
// shell starts another, says so on /events (`services.restarted`) and keeps answering;
// SIGTERM stops the shell and its data process. Under test/support/with-keyring.sh.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startWebShellProcess } from '../../e2e/support/web-shell-process';
import { descendantsOf, isAlive } from '../../support/process-tree';
import { followShellEvents } from '../../support/shell-events';

function dataProcessesOf(pid: number): number[] {
  return descendantsOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('data-process-entry');
    } catch {
      return false;
    }
  });
}

describe('npm run web -- --data-process', () => {
  it('serves the host from a data process of its own, relays its events, restarts it when it dies and stops it on SIGTERM', async () => {
    const shell = await startWebShellProcess({ extraArgs: ['--data-process'] });
    const events = followShellEvents(shell.origin, shell.token);
    let tree: number[] = [];
    try {
      expect(shell.stderr()).toContain('data services in their own process');
      const [first, ...others] = dataProcessesOf(shell.pid);
      expect(first).toBeDefined();
      expect(others).toEqual([]);

      expect(await shell.rpc('environment.current')).toMatchObject({ ok: true, value: { environment: 'sandbox' } });
      const synced = await shell.rpc<{ state: string }>('sync.start', {});
      expect(synced, JSON.stringify(synced)).toMatchObject({ ok: true, value: { state: 'synced' } });
      await expect.poll(() => events.seen.map((event) => event.type)).toContain('sync.finished');
      expect(events.seen.map((event) => event.type)).toContain('sync.progress');

      process.kill(first as number, 'SIGKILL');
      await expect.poll(() => events.seen.map((event) => event.type), { timeout: 20_000 }).toContain('services.restarted');
      await expect.poll(() => dataProcessesOf(shell.pid), { timeout: 20_000 }).toHaveLength(1);
      expect(dataProcessesOf(shell.pid)).not.toContain(first);
      expect(await shell.rpc('sync.state')).toMatchObject({ ok: true, value: { environment: 'sandbox', running: false } });

      tree = descendantsOf(shell.pid);
      const status = await shell.stop();
      expect(status.code, shell.stderr()).toBe(0);
      expect(tree.filter(isAlive)).toEqual([]);
    } finally {
      events.close();
      await shell.stop().catch(() => undefined);
      for (const pid of tree.filter(isAlive)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
