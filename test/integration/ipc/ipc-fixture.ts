// A real host for the dispatcher's tests: a temp data directory, the OS keychain (service
// names unique to this run, under test/support/with-keyring.sh) and the embedded local
// sandbox on a stopped clock. Every answer and event is recorded, so a test can look for
// secrets in everything that crossed the boundary.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppHost, type AppHost } from '../../../electron/host';
import { createIpcDispatcher, type DispatcherOptions, type IpcDispatcher } from '../../../electron/ipc';
import { keychainSecretStore, type KeychainSecretStore } from '../../../electron/secrets';
import type { Envelope, IpcEvent } from '../../../shared/ipc';
import type { Environment } from '../../../shared/schemas/enums';

/** The DER prefix of an Ed25519 PKCS#8 v1 private key (RFC 8410), before the 32-byte seed. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export class IpcFixture {
  readonly workDir = mkdtempSync(path.join(tmpdir(), 'treasury-ipc-'));
  readonly dataDir = path.join(this.workDir, 'data');
  readonly prefix = `treasury-test-${randomBytes(6).toString('hex')}`;
  readonly stores = new Map<Environment, KeychainSecretStore>();
  readonly host: AppHost;
  readonly dispatcher: IpcDispatcher;
  /** Every answer's JSON and every event, in order. */
  readonly transcript: string[] = [];
  readonly events: IpcEvent[] = [];

  /** `liveSync`: false unless a test of the live updates passes its schedule's options. */
  constructor(environment: Environment = 'sandbox', options: DispatcherOptions = {}) {
    this.host = createAppHost({ dataDir: { root: this.dataDir }, secretStoreFor: (e) => this.storeFor(e), embeddedSandbox: { timeScale: 0 } }, environment);
    // Syncs only when a test asks: a scheduled one would change what the tests count.
    this.dispatcher = createIpcDispatcher(this.host, { ...options, liveSync: options.liveSync ?? false });
    this.dispatcher.subscribe((event) => {
      this.events.push(event);
      this.transcript.push(JSON.stringify(event));
    });
  }

  storeFor(environment: Environment): KeychainSecretStore {
    let store = this.stores.get(environment);
    if (store === undefined) {
      store = keychainSecretStore(environment, { serviceNamePrefix: this.prefix });
      this.stores.set(environment, store);
    }
    return store;
  }

  async call(method: string, input?: unknown): Promise<Envelope<unknown>> {
    const answer = await this.dispatcher.call(method, input);
    this.transcript.push(JSON.stringify(answer));
    return answer;
  }

  /** The value of a call that must succeed. */
  async value<T = Record<string, unknown>>(method: string, input: unknown = {}): Promise<T> {
    const answer = await this.call(method, input);
    if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.value as T;
  }

  /** The private key as PEM PKCS#8, from the stored seed. */
  async privateKeyPem(environment: Environment = 'sandbox'): Promise<string> {
    const seed = await this.storeFor(environment).get('signing-key');
    if (seed === null) throw new Error('no signing key stored');
    const der = Buffer.concat([PKCS8_PREFIX, Buffer.from(seed, 'base64')]);
    return `-----BEGIN PRIVATE KEY-----\n${der.toString('base64')}\n-----END PRIVATE KEY-----\n`;
  }

  /** Every secret stored, in each form it could leak in. */
  async secrets(): Promise<string[]> {
    const found: string[] = [];
    for (const [environment, store] of this.stores) {
      const apiKey = await store.get('api-key');
      if (apiKey !== null) found.push(apiKey, Buffer.from(apiKey).toString('base64'), Buffer.from(apiKey).toString('hex'));
      const seed = await store.get('signing-key');
      if (seed !== null) {
        const bytes = Buffer.from(seed, 'base64');
        const der = Buffer.concat([PKCS8_PREFIX, bytes]);
        found.push(seed, bytes.toString('hex'), bytes.toString('base64url'), der.toString('base64'), der.toString('hex'));
        found.push((await this.privateKeyPem(environment)).split('\n')[1] as string);
      }
    }
    return found;
  }

  async close(): Promise<void> {
    await this.host.close();
    for (const store of this.stores.values()) {
      for (const name of ['api-key', 'signing-key', 'key-role'] as const) await store.delete(name);
    }
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
