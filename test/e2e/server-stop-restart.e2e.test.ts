// The harness's "server stopped mid-session" setup (support/web-shell-process.ts,
// startWebShellWithSandboxProcess): the shell's sandbox environment names a sandbox
// child of its own; stopping only that child leaves the shell and the page up and makes
// a sync come back `offline`; restarting it (same port, same data) brings the app back
// online. Screens' offline tests build on this; this file only checks the plumbing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, useBrowser } from './support/browser';
import { startWebShellWithSandboxProcess, type WebShellWithSandbox } from './support/web-shell-process';

const e2e = useBrowser();
let session: WebShellWithSandbox;

beforeAll(async () => {
  session = await startWebShellWithSandboxProcess();
});
afterAll(async () => {
  await session?.stop();
});

interface SyncReport {
  state: string;
  error: { code: string } | null;
}

describe('a web shell on a sandbox server of its own', () => {
  it('names that server, and syncs from it', async () => {
    const { shell, sandbox } = session;
    const current = await shell.rpc<{ profiles: Array<{ environment: string; baseUrl: string | null; embedded: boolean }> }>('environment.current');
    expect(current.ok).toBe(true);
    if (current.ok) expect(current.value.profiles.find((profile) => profile.environment === 'sandbox')).toMatchObject({ baseUrl: sandbox.baseUrl, embedded: false });
    expect(await shell.rpc<SyncReport>('sync.start', { mode: 'auto' })).toMatchObject({ ok: true, value: { state: 'synced' } });
  });

  it('goes offline when only the server stops, and back online when it restarts', async () => {
    const { shell, sandbox } = session;
    await openApp(e2e.page, shell.url);
    e2e.expectNoProblems();

    const stopped = await sandbox.stop();
    expect(stopped, sandbox.stderr()).toEqual({ code: 0, signal: null });
    expect(sandbox.running).toBe(false);
    const offline = await shell.rpc<SyncReport>('sync.start', { mode: 'auto' });
    expect(offline, shell.stderr()).toMatchObject({ ok: true, value: { state: 'offline' } });
    // The shell and the page are still there.
    expect(await shell.rpc('environment.status')).toMatchObject({ ok: true });
    expect(await e2e.page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(0);

    await sandbox.restart();
    expect(sandbox.running).toBe(true);
    expect(await shell.rpc<SyncReport>('sync.start', { mode: 'auto' })).toMatchObject({ ok: true, value: { state: 'synced' } });
  });
});
