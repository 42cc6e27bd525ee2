// The child process of the outbox crash test (test/integration/outbox/crash-exactly-once.test.ts).
// It opens the journal of a data directory, resumes whatever an earlier child left
// unfinished, then submits the payments of its plan one by one, reporting each step on
// stdout (one line per event, written synchronously to the pipe). When its plan names a
// stop point, the child stops there, writes `stop <point>` and waits: the test kills it
// with SIGKILL at that line, so the state it dies in is exactly the planned one.
//
// Stop points (for payment `payment` of the plan, or during the resume):
//   before-commit        before the intent is enqueued (nothing in the journal)
//   after-commit         the intent committed as `pending`, before the send
//   before-request       the row claimed (`sent`), the request not yet given to the network
//   after-server-commit  the server committed the payment (its answer arrived, or it hung
//                        up after committing: the only fault injected), before the outbox
//                        saw the answer
//   after-last           after the last outcome, before the journal is closed
//   resume-before-request / resume-after-server-commit: the same two, during the resume
//
//   node --import tsx test/support/outbox-crash-child.ts
//
// Input, never on the command line:
//   OUTBOX_CRASH_SECRETS  path of a JSON file readable by the test's user only:
//                         {baseUrl, apiKey, seedBase64} (the Ed25519 private key seed)
//   OUTBOX_CRASH_PLAN     JSON: {dataDir, sourceAccountId, paymentMethodId, counterpartyId,
//                         payments: [{value, tag}], stop?: {at, payment?}}
import { readFileSync } from 'node:fs';
import { setImmediate as yieldToLoop, setTimeout as sleep } from 'node:timers/promises';
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
  /** Where to stop and wait for the SIGKILL; absent: run to the end. */
  stop?: CrashStop;
}

export type CrashStop =
  | { at: 'before-commit' | 'after-commit' | 'before-request' | 'after-server-commit'; payment: number }
  | { at: 'after-last' | 'resume-before-request' | 'resume-after-server-commit' };

/** How long a stopped child waits for its SIGKILL before it gives up with exit code 3. */
const STOPPED_WAIT_MS = 60_000;

const emit = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function main(): Promise<void> {
  const secretsPath = process.env.OUTBOX_CRASH_SECRETS;
  const planText = process.env.OUTBOX_CRASH_PLAN;
  if (secretsPath === undefined || planText === undefined) throw new Error('OUTBOX_CRASH_SECRETS and OUTBOX_CRASH_PLAN are required');
  const secrets = JSON.parse(readFileSync(secretsPath, 'utf8')) as CrashSecrets;
  const plan = JSON.parse(planText) as CrashPlan;

  const stop = plan.stop;
  const stopHere = async (point: string): Promise<void> => {
    emit(`stop ${point}`);
    await sleep(STOPPED_WAIT_MS);
    process.stderr.write(`crash child: stopped at ${point} but no SIGKILL came\n`);
    process.exit(3);
  };
  // Which stop applies to the next request: set for the first request of the planned payment, or of the resume.
  let requestStop: 'before-request' | 'after-server-commit' | undefined;
  if (stop?.at === 'resume-before-request') requestStop = 'before-request';
  if (stop?.at === 'resume-after-server-commit') requestStop = 'after-server-commit';

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
      const stopping = requestStop;
      requestStop = undefined;
      if (stopping === 'before-request') await stopHere('before-request');
      try {
        const response = await realFetch(input, init);
        if (stopping === 'after-server-commit') await stopHere('after-server-commit (answered)');
        emit('response');
        return response;
      } catch (error) {
        if (stopping === 'after-server-commit') await stopHere('after-server-commit (hung up)');
        emit('fetch-failed');
        throw error;
      }
    },
  });
  const outbox = createOutbox({ journal, core: () => core, backoff: { baseMs: 0, maxMs: 0 } });
  emit('ready');
  const report = await outbox.resumeUnfinished();
  if (requestStop !== undefined) throw new Error(`the plan stops during the resume, but the resume sent nothing (${report.outcomes.length} outcomes, ${report.waiting} waiting)`);
  emit(`resumed ${report.outcomes.length} waiting ${report.waiting}`);
  for (const [index, payment] of plan.payments.entries()) {
    const stopsHere = stop !== undefined && 'payment' in stop && stop.payment === index ? stop.at : undefined;
    if (stopsHere === 'before-commit') await stopHere('before-commit');
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
    if (stopsHere === 'after-commit') await stopHere('after-commit');
    await yieldToLoop();
    if (stopsHere === 'before-request' || stopsHere === 'after-server-commit') requestStop = stopsHere;
    const outcome = await outbox.send(entry.id);
    emit(`outcome ${payment.tag} ${outcome.state}`);
  }
  if (stop?.at === 'after-last') await stopHere('after-last');
  journal.close();
  emit('done');
}

main().catch((error: unknown) => {
  process.stderr.write(`crash child failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
