// The child process of the outbox crash test (test/integration/outbox/crash-exactly-once.test.ts).
// It opens the journal of a data directory, resumes whatever an earlier child left
// unfinished, then submits the payments of its plan one by one, reporting each step on
// stdout (one line per event, written synchronously to the pipe) so the test can kill it
// with SIGKILL at a random point.
//
//   node --import tsx test/support/outbox-crash-child.ts
//
// Input, never on the command line:
//   OUTBOX_CRASH_SECRETS  path of a JSON file readable by the test's user only:
//                         {baseUrl, apiKey, seedBase64} (the Ed25519 private key seed)
//   OUTBOX_CRASH_PLAN     JSON: {dataDir, sourceAccountId, paymentMethodId, counterpartyId,
//                         payments: [{value, tag}]}
import { readFileSync } from 'node:fs';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { createApiClientCore, ed25519Signer } from '../../electron/api';
import { createAuditTrail } from '../../electron/audit';
import { openJournal } from '../../electron/journal';
import { createOutbox } from '../../electron/outbox';

interface CrashSecrets {
  baseUrl: string;
  apiKey: string;
  seedBase64: string;
}

export interface CrashPlan {
  dataDir: string;
  sourceAccountId: string;
  paymentMethodId: string;
  counterpartyId: string;
  payments: { value: string; tag: string }[];
}

const emit = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main(): Promise<void> {
  const secretsPath = process.env.OUTBOX_CRASH_SECRETS;
  const planText = process.env.OUTBOX_CRASH_PLAN;
  if (secretsPath === undefined || planText === undefined) throw new Error('OUTBOX_CRASH_SECRETS and OUTBOX_CRASH_PLAN are required');
  const secrets = JSON.parse(readFileSync(secretsPath, 'utf8')) as CrashSecrets;
  const plan = JSON.parse(planText) as CrashPlan;

  const journal = openJournal({ dataDir: plan.dataDir, environment: 'sandbox' });
  const audit = createAuditTrail({ journal });
  const realFetch = globalThis.fetch;
  const core = createApiClientCore({
    environment: 'sandbox',
    baseUrl: secrets.baseUrl,
    apiKey: secrets.apiKey,
    signer: ed25519Signer(Uint8Array.from(Buffer.from(secrets.seedBase64, 'base64'))),
    retry: { baseDelayMs: 5, maxDelayMs: 50 },
    timeoutMs: 10_000,
    onRequest: (event) => {
      audit.appendRequest(event);
      emit(`attempt ${event.outcome} ${event.status}`);
    },
    fetch: async (input, init) => {
      emit('fetch');
      try {
        const response = await realFetch(input, init);
        emit('response');
        return response;
      } catch (error) {
        emit('fetch-failed');
        throw error;
      }
    },
  });
  const outbox = createOutbox({ journal, core: () => core, backoff: { baseMs: 0, maxMs: 0 } });
  emit('ready');
  const report = await outbox.resumeUnfinished();
  emit(`resumed ${report.outcomes.length} waiting ${report.waiting}`);
  for (const payment of plan.payments) {
    emit(`enqueue ${payment.tag}`);
    const entry = outbox.enqueue({
      operation: 'createOpenPayment',
      body: {
        sourceAccountId: plan.sourceAccountId,
        paymentMethodId: plan.paymentMethodId,
        counterpartyId: plan.counterpartyId,
        amount: { currency: 'USD', value: payment.value },
        metadata: { intent: payment.tag },
      },
      summary: `Crash test payment ${payment.tag}`,
    });
    emit(`enqueued ${payment.tag}`);
    // A turn of the event loop between the commit and the send: a kill can land here.
    await yieldToLoop();
    const outcome = await outbox.send(entry.id);
    emit(`outcome ${payment.tag} ${outcome.state}`);
  }
  journal.close();
  emit('done');
}

main().catch((error: unknown) => {
  process.stderr.write(`crash child failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
