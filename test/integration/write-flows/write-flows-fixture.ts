// The write flows against the real local sandbox, with the app's real parts around them:
// the typed client (signed requests), the cache filled by the real sync, the journal's
// outbox and audit trail (confirmation and outbox entry committed together), the outbox's
// send keeping what it sent in the cache (as electron/host/money-movement.ts wires it), and
// status tracking on a hand-driven clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaymentsClient, type PaymentsClient } from '../../../electron/api/payments-client';
import { ed25519Signer } from '../../../electron/api/signing';
import { createAuditTrail, type AuditTrail } from '../../../electron/audit';
import { openCache, type Cache } from '../../../electron/cache';
import { openJournal, type Journal } from '../../../electron/journal';
import { createOutbox, type Outbox } from '../../../electron/outbox';
import { generateSigningKey, publicKeyBase64, publicKeyOf } from '../../../electron/secrets';
import { createStatusTracker, type StatusTracker } from '../../../electron/status-tracking';
import { createSyncService } from '../../../electron/sync';
import { createWriteFlows, type ConfirmedWrite, type PrepareResult, type PreparedWrite, type WriteFlows } from '../../../electron/write-flows';
import type { Environment } from '../../../shared/schemas';
import { keepingSentRecords } from '../../support/keeping-outbox';
import { startSandboxFixture, type SandboxFixture } from '../../support/sandbox-fixture';
import { fakeClock, type FakeClock } from '../../unit/status-tracking/fake-clock';

export interface WriteFlowsWorld {
  f: SandboxFixture;
  client: PaymentsClient;
  cache: Cache;
  journal: Journal;
  outbox: Outbox;
  audit: AuditTrail;
  tracker: StatusTracker;
  trackerClock: FakeClock;
  flows: WriteFlows;
  /** Flows of another environment over the same parts (for refusals only: nothing must be sent). */
  flowsFor(environment: Environment): WriteFlows;
  /** Counts of resources the sandbox created through /v1. */
  stats(): Promise<Record<string, number>>;
  /** The seeded counterparty of that name, and its first payment method. */
  party(name: string): { counterpartyId: string; paymentMethodId: string };
  account(name: string): string;
  close(): Promise<void>;
}

export async function startWriteFlowsWorld(): Promise<WriteFlowsWorld> {
  const f = await startSandboxFixture();
  const dataDir = mkdtempSync(join(tmpdir(), 'write-flows-it-'));
  const seed = generateSigningKey();
  const { apiKey } = f.sandbox.registerKey(publicKeyBase64(publicKeyOf(seed)), 'write');
  const journal = openJournal({ dataDir, environment: 'sandbox' });
  const audit = createAuditTrail({ journal });
  const client = createPaymentsClient({ environment: 'sandbox', baseUrl: f.sandbox.baseUrl, apiKey, signer: ed25519Signer(seed), onRequest: (event) => void audit.appendRequest(event) });
  const cache = openCache({ dataDir, environment: 'sandbox' });
  const report = await createSyncService({ api: client.api, cache }).run();
  if (report.state !== 'synced') throw new Error(`the first sync did not complete: ${JSON.stringify(report.error)}`);
  const sending = createOutbox({ journal, core: () => client.core });
  const trackerClock = fakeClock(Date.now());
  const tracker = createStatusTracker({ api: client.api, cache, clock: trackerClock });
  const outbox = keepingSentRecords(sending, cache, tracker);
  const flowsFor = (environment: Environment) =>
    createWriteFlows({ environment, cache, outbox, audit, api: client.api, tracker });
  const names = new Map([...cache.counterparties.iterateCounterparties()].map((c) => [c.name, c.id]));
  return {
    f, client, cache, journal, outbox, audit, tracker, trackerClock,
    flows: flowsFor('sandbox'),
    flowsFor,
    stats: async () => (await f.control('GET', '/stats')).body.created as Record<string, number>,
    party(name) {
      const counterpartyId = names.get(name);
      const method = counterpartyId === undefined ? undefined : cache.paymentMethods.forCounterparty(counterpartyId)[0];
      if (counterpartyId === undefined || method === undefined) throw new Error(`no seeded counterparty ${name}`);
      return { counterpartyId, paymentMethodId: method.id };
    },
    account(name) {
      const account = cache.accounts.all().find((a) => a.name === name);
      if (account === undefined) throw new Error(`no seeded account ${name}`);
      return account.id;
    },
    async close() {
      await tracker.stop();
      cache.close();
      journal.close();
      await f.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function prepared(result: PrepareResult): PreparedWrite {
  if (!result.ok) throw new Error(`not prepared: ${JSON.stringify(result.fieldErrors)}`);
  return result.prepared;
}

/** Confirms after acknowledging every warning (a person who read them all). */
export async function confirmReviewed(flows: WriteFlows, result: PrepareResult): Promise<ConfirmedWrite> {
  const instruction = prepared(result);
  const acknowledge = instruction.checks.filter((c) => c.severity === 'warning').map((c) => c.code);
  const confirmed = await flows.confirm(instruction, { acknowledge });
  if (confirmed.outcome.state !== 'succeeded') throw new Error(`${instruction.summary}: ${confirmed.outcome.state} ${JSON.stringify(confirmed.outcome.error)}`);
  return confirmed;
}
