// A web shell left running while the person follows the README's standalone-sandbox steps
// in a terminal: `treasury env set-url sandbox <standalone>` and `treasury sandbox register`
// against the same data directory and keychain. The running shell takes both up (the
// window's status, asked again whenever it comes back, and every sync), never registers its
// embedded sandbox's key over the terminal's, and goes back to the embedded sandbox only
// when the terminal sets the address back. Real keychain, real HTTP, two sandboxes on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIXES } from '../../../electron/secrets';
import type { Envelope } from '../../../shared/ipc';
import { startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { CliHarness } from '../host/cli-harness';
import { WebShellFixture } from './web-shell-fixture';

const ADMIN_TOKEN = 'terminal-changes-admin-token';

let fx: WebShellFixture;
let cli: CliHarness;
let standalone: RunningSandbox;

interface SyncView { state: string; error: { code: string; message: string } | null }
interface StatusView { baseUrl: string | null; embedded: boolean; hasApiKey: boolean }

/** A method's value through the shell's real /rpc, as the page asks it; fails the test when refused. */
async function rpc<T>(method: string, input: unknown = {}): Promise<{ value: T }> {
  const answer = JSON.parse(await fx.text(await fx.rpc(method, input))) as Envelope<T>;
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return { value: answer.value };
}

async function terminal(args: string[], stdin?: string): Promise<void> {
  const run = await cli.run(args, stdin === undefined ? {} : { stdin });
  expect(run.code, `treasury ${args.join(' ')}: ${run.err}`).toBe(0);
}

/** The key changes in the shared audit trail, as `treasury audit --kind key_change` lists them. */
async function keyChanges(): Promise<string[]> {
  const listed = await cli.run(['audit', '--kind', 'key_change', '--json']);
  expect(listed.code, listed.err).toBe(0);
  return (JSON.parse(listed.out) as { data: { action: string } }[]).map((entry) => entry.data.action);
}

beforeAll(async () => {
  fx = await new WebShellFixture().start();
  cli = new CliHarness(fx.ipc.dataDir, { embeddedSandbox: { timeScale: 0 } }, fx.ipc.prefix);
  standalone = await startSandbox({ seed: 5, timeScale: 0, adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await standalone?.close();
  await fx?.close();
  await cli?.removeKeychainEntries();
});

describe('the running web shell and keys set in a terminal', () => {
  it('uses the server and key the terminal set, and keeps that key', async () => {
    // The window opened on the embedded sandbox, which registered a key of its own.
    expect((await rpc<SyncView>('sync.start', { mode: 'auto' })).value.state).toBe('synced');
    const embeddedKey = await fx.ipc.storeFor('sandbox').get('api-key');
    expect(embeddedKey).not.toBeNull();

    await terminal(['env', 'set-url', 'sandbox', standalone.baseUrl]);
    await terminal(['sandbox', 'register', '--admin-token', '-'], ADMIN_TOKEN);
    const terminalKey = await fx.ipc.storeFor('sandbox').get('api-key');
    expect(terminalKey).not.toBe(embeddedKey);

    // The window comes back: its status names the terminal's server.
    const status = await rpc<StatusView>('environment.status');
    expect(status.value).toMatchObject({ baseUrl: standalone.baseUrl, embedded: false, hasApiKey: true });

    // Sync now: with the terminal's key, from the standalone sandbox.
    const synced = await rpc<SyncView>('sync.start', { mode: 'auto' });
    expect(synced.value.error).toBeNull();
    expect(synced.value.state).toBe('synced');
    expect(await fx.ipc.storeFor('sandbox').get('api-key')).toBe(terminalKey);
    // One key set by the window's embedded sandbox at first, one by the terminal: none since.
    expect((await keyChanges()).filter((action) => action === 'api_key_set')).toHaveLength(2);

    // `treasury sync` in the terminal agrees (a host started afresh on the same directory, as a restarted shell is).
    await terminal(['sync']);
    expect(await fx.ipc.storeFor('sandbox').get('api-key')).toBe(terminalKey);
  });

  it('takes up an API key changed in the terminal without a restart', async () => {
    // A key the standalone sandbox never issued: the next sync says so…
    await terminal(['keys', 'set-api-key'], `${API_KEY_PREFIXES.sandbox}never-issued-by-this-sandbox-0000`);
    const refused = await rpc<SyncView>('sync.start', { mode: 'auto' });
    expect(refused.value.state).not.toBe('synced');
    // …and registering again in the terminal mends it for the running shell.
    await terminal(['sandbox', 'register', '--admin-token', '-'], ADMIN_TOKEN);
    const registered = await fx.ipc.storeFor('sandbox').get('api-key');
    const synced = await rpc<SyncView>('sync.start', { mode: 'auto' });
    expect(synced.value.error).toBeNull();
    expect(synced.value.state).toBe('synced');
    expect(await fx.ipc.storeFor('sandbox').get('api-key')).toBe(registered);
  });

  it('goes back to the embedded sandbox only when the terminal sets the address back', async () => {
    await terminal(['env', 'set-url', 'sandbox', 'embedded']);
    const status = await rpc<StatusView>('environment.status');
    expect(status.value).toMatchObject({ baseUrl: 'embedded', embedded: true });
    const synced = await rpc<SyncView>('sync.start', { mode: 'auto' });
    expect(synced.value.error).toBeNull();
    expect(synced.value.state).toBe('synced');
  });
});
