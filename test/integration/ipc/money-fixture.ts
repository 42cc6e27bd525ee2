// A real host for the window's money movement: a temp data directory, the OS keychain
// (under test/support/with-keyring.sh), and a local sandbox of its own whose control API
// the test drives (faults, stats). The sandbox profile points at it and the keys are set
// up through the dispatcher as a person would (generate, register the public key, store
// the API key). Retry waits run ten times faster (the host's clock); everything else is real.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppHost, type AppHost } from '../../../electron/host';
import { createIpcDispatcher, type IpcDispatcher } from '../../../electron/ipc';
import { keychainSecretStore, type KeychainSecretStore } from '../../../electron/secrets';
import type { Clock } from '../../../electron/clock';
import type { Envelope, IpcEvent, PlainError } from '../../../shared/ipc';
import { startSandboxFixture, type SandboxFixture } from '../../support/sandbox-fixture';

const fastClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
  sleep: (ms, signal) => new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, Math.max(0, ms / 10));
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  }),
};

export type Prepared = { id: string; summary: string; confirmLabel: string; checks: Array<{ code: string; severity: string; message: string }>; review: Array<{ label: string; value: string }>; needsTypedEnvironment: boolean };
export type Outcome = {
  state: 'succeeded' | 'failed' | 'pending' | 'unknown';
  outboxEntry: { id: string; idempotencyKey: string; state: string; stateText: string; maskedBody: string; requestId: string | null; preparedId?: string | null } | null;
  resourceId: string | null;
  resourceStatus: string | null;
  error: { kind: string; code: string; message: string; requestId: string | null; fields: Array<{ field: string; message: string }> } | null;
  next: string;
  settles?: string | null;
};

export class MoneyFixture {
  readonly workDir = mkdtempSync(path.join(tmpdir(), 'treasury-money-'));
  readonly prefix = `treasury-test-${randomBytes(6).toString('hex')}`;
  readonly store: KeychainSecretStore = keychainSecretStore('sandbox', { serviceNamePrefix: this.prefix });
  readonly productionStore: KeychainSecretStore = keychainSecretStore('production', { serviceNamePrefix: this.prefix });
  readonly host: AppHost;
  readonly events: IpcEvent[] = [];
  readonly transcript: string[] = [];
  dispatcher: IpcDispatcher;

  private constructor(readonly sandbox: SandboxFixture) {
    this.host = createAppHost({ dataDir: { root: path.join(this.workDir, 'data') }, secretStoreFor: (environment) => (environment === 'production' ? this.productionStore : this.store), clock: fastClock }, 'sandbox');
    this.dispatcher = this.newRun();
  }

  static async start(): Promise<MoneyFixture> {
    const fx = new MoneyFixture(await startSandboxFixture());
    await fx.value('environment.setBaseUrl', { environment: 'sandbox', baseUrl: fx.sandbox.sandbox.baseUrl });
    const generated = await fx.value<{ publicKey: { base64: string } }>('keys.generate', {});
    const registered = await fx.sandbox.control('POST', '/keys', { publicKey: generated.publicKey.base64, role: 'write' });
    await fx.value('keys.setApiKey', { apiKey: registered.body.apiKey, role: 'write' });
    const report = await fx.value<{ state: string }>('sync.start', { mode: 'auto' });
    if (report.state !== 'synced') throw new Error(`the first sync did not complete: ${JSON.stringify(report)}`);
    return fx;
  }

  /** A new dispatcher over the same host: what the window's next run (after a restart) sees. */
  newRun(): IpcDispatcher {
    this.dispatcher = createIpcDispatcher(this.host);
    this.dispatcher.subscribe((event) => {
      this.events.push(event);
      this.transcript.push(JSON.stringify(event));
    });
    return this.dispatcher;
  }

  async call(method: string, input: unknown = {}): Promise<Envelope<unknown>> {
    const answer = await this.dispatcher.call(method, input);
    this.transcript.push(JSON.stringify(answer));
    return answer;
  }

  async value<T = Record<string, unknown>>(method: string, input: unknown = {}): Promise<T> {
    const answer = await this.call(method, input);
    if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
    return answer.value as T;
  }

  async refused(method: string, input: unknown): Promise<PlainError> {
    const answer = await this.call(method, input);
    if (answer.ok) throw new Error(`${method} answered ok: ${JSON.stringify(answer.value).slice(0, 300)}`);
    return answer.error;
  }

  /** Prepares; fails the test with the field errors when refused. */
  async prepare(method: string, input: unknown): Promise<Prepared> {
    const answer = await this.value<{ ok: boolean; prepared?: Prepared; fieldErrors?: unknown }>(method, input);
    if (!answer.ok || answer.prepared === undefined) throw new Error(`${method} not prepared: ${JSON.stringify(answer.fieldErrors)}`);
    return answer.prepared;
  }

  /** Confirms after acknowledging every warning (a person who read them all). */
  confirm(prepared: Prepared, extra: Record<string, unknown> = {}): Promise<Outcome> {
    return this.value<Outcome>('writes.confirm', { preparedId: prepared.id, acknowledged: prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code), ...extra });
  }

  account(name: string): string {
    const account = this.host.services().cache.accounts.all().find((a) => a.name === name);
    if (account === undefined) throw new Error(`no account ${name}`);
    return account.id;
  }

  /** The seeded counterparty of that name and its first payment method. */
  party(name: string): { counterpartyId: string; paymentMethodId: string } {
    const cache = this.host.services().cache;
    const counterparty = [...cache.counterparties.iterateCounterparties()].find((c) => c.name === name);
    const method = counterparty === undefined ? undefined : cache.paymentMethods.forCounterparty(counterparty.id)[0];
    if (counterparty === undefined || method === undefined) throw new Error(`no counterparty ${name}`);
    return { counterpartyId: counterparty.id, paymentMethodId: method.id };
  }

  /** Resources the sandbox created through /v1, by kind. */
  async created(): Promise<Record<string, number>> {
    return (await this.sandbox.control('GET', '/stats')).body.created as Record<string, number>;
  }

  async faults(settings: { failureRate: number; kinds?: string[] }): Promise<void> {
    const response = await this.sandbox.control('POST', '/faults', { latencyMs: 0, seed: 7, ...settings });
    if (response.status !== 200) throw new Error(`faults: ${response.status} ${response.text}`);
  }

  /** The payment as the sandbox has it. */
  async sandboxPayment(id: string): Promise<Record<string, unknown>> {
    const response = await this.sandbox.read.get(`/payments/${id}`);
    if (response.status !== 200) throw new Error(`payment ${id}: ${response.status}`);
    return response.body as Record<string, unknown>;
  }

  async close(): Promise<void> {
    await this.host.close();
    for (const store of [this.store, this.productionStore]) {
      for (const name of ['api-key', 'signing-key', 'key-role'] as const) await store.delete(name);
    }
    await this.sandbox.close();
    rmSync(this.workDir, { recursive: true, force: true });
  }
}
