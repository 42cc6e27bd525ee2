// Runs the command-line companion in-process with captured output, the real keychain
// (service names unique to this test run) and an optional fetch wrapper.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { runCli, type CliDependencies } from '../../../electron/cli/run-cli';
import { keychainSecretStore, SECRET_NAMES, type KeychainSecretStore } from '../../../electron/secrets';
import type { Environment } from '../../../shared/schemas/enums';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export class CliHarness {
  readonly transcript: string[] = [];
  readonly stores = new Map<Environment, KeychainSecretStore>();
  readonly prefix: string;

  /** `keychainPrefix`: another party's keychain service prefix (a web shell's host), to share its entries as one user's terminal does. */
  constructor(readonly dataDir: string, private readonly extra: Omit<CliDependencies, 'secretStoreFor'> = {}, keychainPrefix?: string) {
    this.prefix = keychainPrefix ?? `treasury-test-${randomBytes(6).toString('hex')}`;
  }

  storeFor(environment: Environment): KeychainSecretStore {
    let store = this.stores.get(environment);
    if (store === undefined) {
      store = keychainSecretStore(environment, { serviceNamePrefix: this.prefix });
      this.stores.set(environment, store);
    }
    return store;
  }

  async run(args: string[], options: { stdin?: string; fetch?: typeof fetch } = {}): Promise<CliRun> {
    let out = '';
    let err = '';
    const code = await runCli(['--data-dir', this.dataDir, ...args], {
      out: (text) => { out += text; },
      err: (text) => { err += text; },
      readStdin: async () => options.stdin ?? '',
      stdout: new Writable({ write(chunk: Buffer, _encoding, done) { out += chunk.toString('utf8'); done(); } }),
    }, {
      ...this.extra,
      ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
      secretStoreFor: (environment) => this.storeFor(environment),
    });
    this.transcript.push(out, err);
    return { code, out, err };
  }

  /** Every secret this run stored, in the forms it could leak in. */
  async secrets(): Promise<string[]> {
    const found: string[] = [];
    for (const store of this.stores.values()) {
      const apiKey = await store.get('api-key');
      if (apiKey !== null) found.push(apiKey);
      const seed = await store.get('signing-key');
      if (seed !== null) {
        const bytes = Buffer.from(seed, 'base64');
        found.push(seed, bytes.toString('hex'), bytes.toString('base64url'), bytes.toString('latin1'));
      }
    }
    return found;
  }

  /** Points the sandbox environment at a running sandbox, generates and registers a key with its admin token, and syncs. */
  async connectAndSync(baseUrl: string, adminToken: string): Promise<void> {
    for (const args of [['env', 'set-url', 'sandbox', baseUrl], ['keys', 'generate'], ['sandbox', 'register', '--admin-token', adminToken], ['sync']]) {
      const run = await this.run(args);
      if (run.code !== 0) throw new Error(`${args.join(' ')}: ${run.err}`);
    }
  }

  async removeKeychainEntries(): Promise<void> {
    for (const store of this.stores.values()) {
      for (const name of SECRET_NAMES) await store.delete(name);
    }
  }
}
