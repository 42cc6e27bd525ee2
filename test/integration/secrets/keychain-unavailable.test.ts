// When the OS keychain cannot be used, every operation fails with a plain
// KeychainUnavailableError and nothing is stored anywhere else. Each case runs
// keychain-probe.ts in a child process whose D-Bus/keyring environment is broken on purpose.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsOf, requireThrowawayKeyring, uniqueServicePrefix } from './keychain-test-support';

const PROBE = fileURLToPath(new URL('./keychain-probe.ts', import.meta.url));
const WITH_KEYRING = fileURLToPath(new URL('../../support/with-keyring.sh', import.meta.url));
const PROBE_API_KEY = 'sk_sandbox_probeSecretValue123';
const OPERATIONS = ['get', 'set', 'delete', 'status', 'generate', 'sign'];

interface Outcome {
  operation: string;
  ok: boolean;
  name?: string;
  code?: string;
  reason?: string;
  message?: string;
}

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** True on CI (CI=true or CI=1), where a case must not be skipped for a missing tool. */
function runsOnCi(): boolean {
  return process.env['CI'] === 'true' || process.env['CI'] === '1';
}

/** Runs the probe with `env`; `wrap` puts a command (e.g. a fresh keyring session) in front of node. */
function runProbe(env: NodeJS.ProcessEnv, mode: string, wrap: string[] = []): { outcomes: Outcome[]; output: string; prefix: string } {
  const prefix = uniqueServicePrefix(mode);
  const command = [...wrap, process.execPath, '--import', 'tsx', PROBE, prefix, mode];
  const [file = '', ...args] = command;
  const result = spawnSync(file, args, { cwd: process.cwd(), env, encoding: 'utf8', timeout: 60_000 });
  const output = `${result.stdout}\n${result.stderr}`;
  const line = result.stdout.trim().split('\n').pop() ?? '';
  if (result.status !== 0 || !line.startsWith('[')) throw new Error(`keychain probe failed (status ${String(result.status)}):\n${output}`);
  return { outcomes: JSON.parse(line) as Outcome[], output, prefix };
}

/** The parent's environment minus anything that would reach a keychain or a display. */
function isolatedEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const name of ['DISPLAY', 'WAYLAND_DISPLAY', 'TREASURY_KEYRING_SESSION', 'GNOME_KEYRING_CONTROL']) delete env[name];
  return env;
}

function withTempDir<T>(use: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'treasury-keychain-'));
  try {
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function expectAllUnavailable(outcomes: Outcome[], reason: string, message: RegExp): void {
  expect(outcomes.map((o) => o.operation)).toEqual(OPERATIONS);
  for (const outcome of outcomes) {
    expect(outcome, outcome.operation).toMatchObject({ ok: false, name: 'KeychainUnavailableError', code: 'keychain_unavailable', reason });
    expect(outcome.message).toMatch(message);
  }
}

const UNREACHABLE = /^The OS keychain is not available \(no Secret Service is running or the D-Bus session bus cannot be reached\): unlock or start your keychain .*then try again\.$/;

beforeAll(requireThrowawayKeyring);

describe('KeychainUnavailableError', () => {
  it('when the D-Bus session bus does not exist', async () => {
    const probe = withTempDir((dir) =>
      runProbe(isolatedEnv({ DBUS_SESSION_BUS_ADDRESS: `unix:path=${join(dir, 'no-such-bus.sock')}`, XDG_RUNTIME_DIR: dir }), 'unreachable'),
    );
    expectAllUnavailable(probe.outcomes, 'unreachable', UNREACHABLE);
    expect(probe.output).not.toContain(PROBE_API_KEY);
    // Nothing fell back to another store: the real keychain holds nothing for the probe.
    expect(await accountsOf(`${probe.prefix}:sandbox`)).toEqual([]);
  });

  it('when no D-Bus session bus is configured at all', () => {
    withTempDir((dir) => {
      const env = isolatedEnv({ XDG_RUNTIME_DIR: dir });
      delete env.DBUS_SESSION_BUS_ADDRESS;
      const { outcomes, output } = runProbe(env, 'unreachable');
      expectAllUnavailable(outcomes, 'unreachable', UNREACHABLE);
      expect(output).not.toContain(PROBE_API_KEY);
    });
  });

  // Locking needs gdbus (Debian: libglib2.0-bin, installed by .ci/run). On a developer's
  // machine without it the case is skipped; on CI (CI=true) a missing gdbus fails it.
  const gdbusAvailable = hasCommand('gdbus');
  it.skipIf(!gdbusAvailable && !runsOnCi())('when the keychain is locked (in a fresh throwaway keyring session)', () => {
    if (!gdbusAvailable) throw new Error('gdbus is not installed: CI must install libglib2.0-bin (see .ci/run) so the locked-keychain case runs');
    const { outcomes, output } = runProbe(isolatedEnv({}), 'locked', [WITH_KEYRING]);
    expectAllUnavailable(outcomes, 'locked', /^The OS keychain is locked: unlock your keychain .*then try again\.$/);
    expect(output).not.toContain(PROBE_API_KEY);
  }, 90_000);

  it('when the Secret Service has no default keyring to write to', () => {
    withTempDir((dir) => {
      const env = isolatedEnv({ HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config'), XDG_CACHE_HOME: join(dir, 'cache'), XDG_RUNTIME_DIR: dir });
      const { outcomes, output } = runProbe(env, 'no_keyring', ['dbus-run-session', '--']);
      const byOperation = Object.fromEntries(outcomes.map((o) => [o.operation, o]));
      for (const operation of ['set', 'generate']) {
        expect(byOperation[operation]).toMatchObject({ ok: false, name: 'KeychainUnavailableError', reason: 'no_keyring' });
        expect(byOperation[operation]?.message).toMatch(/^The OS keychain has no default keyring to store secrets in: .*then try again\.$/);
      }
      // Reads of an empty keychain simply find nothing.
      expect(byOperation.get).toMatchObject({ ok: true });
      expect(byOperation.sign).toMatchObject({ ok: false, name: 'MissingSigningKeyError' });
      expect(output).not.toContain(PROBE_API_KEY);
    });
  }, 90_000);
});
