// Run as a child process by keychain-unavailable.test.ts (not a test itself):
//   node --import tsx keychain-probe.ts <serviceNamePrefix> <mode>
// mode "unreachable": the parent points DBUS_SESSION_BUS_ADDRESS at nothing; every
//   operation is attempted and its outcome printed.
// mode "locked": inside a fresh throwaway keyring session, stores secrets, locks the
//   default collection over D-Bus, then attempts every operation.
// Prints one JSON line: [{ operation, ok, name?, code?, reason?, message? }].
import { spawnSync } from 'node:child_process';
import { KeyService, keychainSecretStore } from '../../../electron/secrets';
import type { KeychainUnavailableError } from '../../../electron/secrets';

const PROBE_API_KEY = 'sk_sandbox_probeSecretValue123'; // keychain-unavailable.test.ts looks for it

const [prefix = 'treasury-probe', mode = 'unreachable'] = process.argv.slice(2);
const store = keychainSecretStore('sandbox', { serviceNamePrefix: prefix });
const keys = new KeyService({ environment: 'sandbox', store });

function gdbus(...args: string[]): string {
  const result = spawnSync('gdbus', ['call', '--session', '--dest', 'org.freedesktop.secrets', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`gdbus failed: ${result.stderr}`);
  return result.stdout;
}

if (mode === 'locked') {
  await keys.generate();
  await store.set('api-key', PROBE_API_KEY);
  const alias = gdbus('--object-path', '/org/freedesktop/secrets', '--method', 'org.freedesktop.Secret.Service.ReadAlias', 'default');
  const collection = /objectpath '([^']+)'/.exec(alias)?.[1];
  if (collection === undefined) throw new Error('no default collection');
  gdbus('--object-path', '/org/freedesktop/secrets', '--method', 'org.freedesktop.Secret.Service.Lock', `[objectpath '${collection}']`);
}

const operations: Array<[string, () => Promise<unknown>]> = [
  ['get', () => store.get('api-key')],
  ['set', () => store.set('api-key', PROBE_API_KEY)],
  ['delete', () => store.delete('api-key')],
  ['status', () => keys.status()],
  ['generate', () => keys.generate()],
  ['sign', () => keys.signer().sign(new Uint8Array(8))],
];

const outcomes: unknown[] = [];
for (const [operation, run] of operations) {
  try {
    await run();
    outcomes.push({ operation, ok: true });
  } catch (error) {
    const e = error as KeychainUnavailableError;
    outcomes.push({ operation, ok: false, name: e.name, code: e.code, reason: e.reason, message: e.message });
  }
}
process.stdout.write(`${JSON.stringify(outcomes)}\n`);
