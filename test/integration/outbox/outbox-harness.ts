// The outbox against the real local sandbox: an in-memory sandbox (seed 7, frozen
// time), the app's API client with its own registered key and fast retries, a journal
// in a temp directory with the outbox and the audit trail wired to the client's
// onRequest hook, and read helpers that tolerate injected faults.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClientCore, ed25519Signer } from '../../../electron/api';
import type { ApiClientCore, RetryOptions } from '../../../electron/api';
import { createAuditTrail } from '../../../electron/audit';
import type { AuditTrail } from '../../../electron/audit';
import { openJournal } from '../../../electron/journal';
import type { Journal } from '../../../electron/journal';
import { createOutbox } from '../../../electron/outbox';
import type { Outbox, OutboxIntent, OutboxOptions } from '../../../electron/outbox';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets/signing-keys';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture, SeededData } from '../../support/sandbox-fixture';

export interface SandboxPayment {
  id: string;
  sendAmount?: { value: string };
  metadata?: Record<string, string | null>;
}

export interface OutboxHarness {
  fixture: SandboxFixture;
  data: SeededData;
  dataDir: string;
  journal: Journal;
  audit: AuditTrail;
  outbox: Outbox;
  core: ApiClientCore;
  /** An open-rail payment of `value` cents from Operating USD to Northwind Traders, tagged `metadata.intent`. */
  openIntent(value: string, tag: string): OutboxIntent;
  stats(): Promise<Record<string, number>>;
  setFaults(settings: { failureRate: number; kinds?: string[]; latencyMs?: number; seed?: number }): Promise<void>;
  /** Every open payment on the server, grouped by `metadata.intent`. */
  paymentsByIntent(): Promise<Map<string, SandboxPayment[]>>;
  /** Closes the journal and opens it again with a fresh outbox (an app restart). */
  restart(options?: Partial<OutboxOptions>): void;
  close(): Promise<void>;
}

/** Retries a control or read call while faults are injected. */
async function persistently<T>(what: string, call: () => Promise<{ status: number; body: T }>, ok: number): Promise<T> {
  for (let i = 0; i < 40; i += 1) {
    const response = await call().catch(() => undefined);
    if (response?.status === ok) return response.body;
  }
  throw new Error(`${what} kept failing`);
}

export async function startOutboxHarness(options: { retry?: Partial<RetryOptions>; outbox?: Partial<OutboxOptions> } = {}): Promise<OutboxHarness> {
  const fixture = await startSandboxFixture();
  const data = await seededData(fixture);
  const seed = generateSigningKey();
  const { apiKey } = fixture.sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const dataDir = mkdtempSync(join(tmpdir(), 'outbox-it-'));
  let journal = openJournal({ dataDir, environment: 'sandbox' });
  let audit = createAuditTrail({ journal });
  const core = createApiClientCore({
    environment: 'sandbox',
    baseUrl: fixture.sandbox.baseUrl,
    apiKey,
    signer: ed25519Signer(seed),
    retry: { baseDelayMs: 5, maxDelayMs: 1500, ...options.retry },
    timeoutMs: 10_000,
    onRequest: (event) => harness.audit.appendRequest(event),
  });
  const makeOutbox = (extra: Partial<OutboxOptions> = {}) => createOutbox({ journal, core: () => core, backoff: { baseMs: 0, maxMs: 0 }, ...options.outbox, ...extra });
  const northwind = methodOf(data, 'Northwind Traders');

  const harness: OutboxHarness = {
    fixture,
    data,
    dataDir,
    journal,
    audit,
    outbox: makeOutbox(),
    core,
    openIntent: (value, tag) => ({
      operation: 'createOpenPayment',
      body: { sourceAccountId: data.accounts.usd.id, paymentMethodId: northwind.paymentMethodId, counterpartyId: northwind.counterpartyId, amount: { currency: 'USD', value }, metadata: { intent: tag } },
      summary: `Pay ${value} cents to Northwind Traders (${tag})`,
    }),
    stats: async () => (await persistently('stats', () => fixture.control('GET', '/stats'), 200)).created as Record<string, number>,
    setFaults: async (settings) => {
      await persistently('faults', () => fixture.control('POST', '/faults', { latencyMs: 0, ...settings }), 200);
    },
    async paymentsByIntent() {
      const byIntent = new Map<string, SandboxPayment[]>();
      let cursor: string | undefined;
      for (;;) {
        const page = await persistently('list payments', () => fixture.read.get(`/payments?rail=open&limit=200${cursor === undefined ? '' : `&starting_after=${cursor}`}`), 200);
        const { items, pagination } = page as { items: SandboxPayment[]; pagination: { hasMore: boolean; nextCursor?: string } };
        for (const payment of items) {
          const tag = payment.metadata?.intent;
          if (typeof tag === 'string') byIntent.set(tag, [...(byIntent.get(tag) ?? []), payment]);
        }
        if (!pagination.hasMore || pagination.nextCursor === undefined) return byIntent;
        cursor = pagination.nextCursor;
      }
    },
    restart(extra = {}) {
      journal.close();
      journal = openJournal({ dataDir, environment: 'sandbox' });
      audit = createAuditTrail({ journal });
      Object.assign(harness, { journal, audit, outbox: makeOutbox(extra) });
    },
    async close() {
      journal.close();
      await fixture.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
