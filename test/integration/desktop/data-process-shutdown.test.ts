// Quitting during a send, on the data process's plain-Node form (child_process.fork of its
// entry under tsx), with the real keychain, SQLite and a local sandbox on loopback whose
// answer to the payment is held back (the control API's latencyMs):
// - a clean stop while the send is in flight finishes the send before the process exits 0;
//   the next process on the same data directory finds the entry settled, nothing left for
//   a decision, and exactly one payment at the sandbox;
// - SIGKILL while the send is in flight leaves the entry journaled as possibly sent; the
//   next process shows it for a decision (outbox.pendingAtStart) without sending it again,
//   and outbox.sendNow sends it with the same idempotency key: still one payment, never two.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PROCESS_ENV, forkDataChild, startDataProcess, type DataChild, type DataProcess } from '../../../electron/data-process';
import { methodOf, seededData, startSandboxFixture, type SandboxFixture, type SeededData } from '../../support/sandbox-fixture';

const ENTRY = path.resolve('electron/data-process/data-process-entry.ts');
const HELD_BACK_MS = 2_500;

type Outcome = { state: string; outboxEntry: { id: string; idempotencyKey: string; state: string } | null; resourceId: string | null };
type Prepared = { id: string; checks: Array<{ code: string; severity: string }> };

let dataDir: string;
let sandbox: SandboxFixture;
let seeded: SeededData;
const children: Array<{ child: DataChild; exitCode: Promise<number | null> }> = [];
const running: DataProcess[] = [];
let cents = 40;

function open(): DataProcess {
  const dataProcess = startDataProcess({
    start: () => {
      const child = forkDataChild(ENTRY, { execArgv: ['--import', 'tsx'], env: { ...process.env, [DATA_PROCESS_ENV.dataDir]: dataDir, [DATA_PROCESS_ENV.environment]: 'sandbox' } });
      children.push({ child, exitCode: new Promise((resolve) => child.onExit(resolve)) });
      return child;
    },
  });
  running.push(dataProcess);
  return dataProcess;
}

async function value<T>(dataProcess: DataProcess, method: string, input: unknown = {}): Promise<T> {
  const answer = await dataProcess.call(method, input);
  if (!answer.ok) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.value as T;
}

const payments = async (): Promise<number> => ((await sandbox.control('GET', '/stats')).body.created as Record<string, number>).payment ?? 0;

async function holdAnswers(latencyMs: number): Promise<void> {
  const response = await sandbox.control('POST', '/faults', { failureRate: 0, latencyMs });
  if (response.status !== 200) throw new Error(`faults: ${response.status} ${response.text}`);
}

/** Prepares a payment and confirms it; resolves once the sandbox holds its request (the send is in flight). */
async function sendHeldBack(dataProcess: DataProcess): Promise<{ confirmed: Promise<unknown>; before: number }> {
  cents += 1;
  const answer = await value<{ ok: boolean; prepared?: Prepared }>(dataProcess, 'payments.prepare', {
    rail: 'open', sourceAccountId: seeded.accounts.usd.id, ...methodOf(seeded, 'Northwind Traders'), amount: `0.${cents}`, currency: 'USD',
  });
  const prepared = answer.prepared as Prepared;
  const before = await payments();
  const started = Date.now();
  const confirmed = dataProcess.call('writes.confirm', { preparedId: prepared.id, acknowledged: prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code) });
  // The request reaches the sandbox within a few hundred ms; its answer is held for HELD_BACK_MS.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(Date.now() - started).toBeLessThan(HELD_BACK_MS);
  return { confirmed, before };
}

async function outboxEntry(dataProcess: DataProcess, entryId: string): Promise<{ id: string; state: string; idempotencyKey: string }> {
  const { entries } = await value<{ entries: Array<{ id: string; state: string; idempotencyKey: string }> }>(dataProcess, 'outbox.list', {});
  const entry = entries.find((e) => e.id === entryId);
  if (entry === undefined) throw new Error(`no outbox entry ${entryId}`);
  return entry;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'treasury-data-shutdown-'));
  sandbox = await startSandboxFixture();
  seeded = await seededData(sandbox);
  const first = open();
  await value(first, 'environment.setBaseUrl', { environment: 'sandbox', baseUrl: sandbox.sandbox.baseUrl });
  const generated = await value<{ publicKey: { base64: string } }>(first, 'keys.generate', {});
  const registered = await sandbox.control('POST', '/keys', { publicKey: generated.publicKey.base64, role: 'write' });
  await value(first, 'keys.setApiKey', { apiKey: registered.body.apiKey, role: 'write' });
  expect(await value(first, 'sync.start', { mode: 'auto' })).toMatchObject({ state: 'synced' });
}, 120_000);

afterAll(async () => {
  for (const dataProcess of running) await dataProcess.stop();
  for (const { child } of children) child.kill();
  await sandbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('quitting during a send', () => {
  it('a clean stop finishes the send before exiting; the next start finds it settled and one payment at the sandbox', async () => {
    const current = running.at(-1) as DataProcess;
    const stopped = children.at(-1)!;
    await holdAnswers(HELD_BACK_MS);
    const { confirmed, before } = await sendHeldBack(current);
    expect(await payments()).toBe(before); // still held back: nothing committed yet
    await current.stop();
    expect(await stopped.exitCode).toBe(0);
    // The process answered the send before it exited (not cut off as `app_closing`).
    const answer = (await confirmed) as { ok: boolean; value?: Outcome };
    expect(answer.ok).toBe(true);
    const outcome = answer.value as Outcome;
    expect(outcome).toMatchObject({ state: 'succeeded', outboxEntry: { state: 'succeeded' } });
    await holdAnswers(0);

    const next = open();
    expect((await value<{ entries: unknown[] }>(next, 'outbox.pendingAtStart')).entries).toEqual([]);
    expect(await outboxEntry(next, outcome.outboxEntry!.id)).toMatchObject({ state: 'succeeded' });
    expect(await payments()).toBe(before + 1);
  }, 90_000);

  it('SIGKILL during the send: the next start shows the entry for a decision without resending; sending it now makes one payment, not two', async () => {
    // A process of its own on the same data directory (one at a time, as the single-instance lock ensures).
    await running.at(-1)?.stop();
    const current = open();
    const killed = children.at(-1)!;
    await holdAnswers(HELD_BACK_MS);
    const { confirmed, before } = await sendHeldBack(current);
    const restarted = children.length + 1;
    killed.child.kill(); // SIGKILL: no chance to finish or journal anything more
    expect(await killed.exitCode).toBeNull();
    expect(await confirmed).toMatchObject({ ok: false, error: { code: 'data_process_exited' } });
    // The sandbox commits the held request (its client is gone); the restarted process must not send it again.
    await expect.poll(payments, { timeout: 15_000, interval: 250 }).toBe(before + 1);
    await holdAnswers(0);
    await expect.poll(() => children.length, { timeout: 30_000 }).toBe(restarted);

    const { entries } = await value<{ entries: Array<{ id: string; withdrawable: boolean; idempotencyKey: string }> }>(current, 'outbox.pendingAtStart');
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry.withdrawable).toBe(false); // it may have reached the server
    expect(await value(current, 'outbox.resume')).toMatchObject({ resent: 0, awaitingDecision: 1 });
    expect(await payments()).toBe(before + 1);

    const sent = await value<Outcome>(current, 'outbox.sendNow', { entryId: entry.id });
    expect(sent).toMatchObject({ state: 'succeeded', outboxEntry: { id: entry.id, idempotencyKey: entry.idempotencyKey, state: 'succeeded' } });
    expect(sent.resourceId).toMatch(/^pmt_/);
    expect(await payments()).toBe(before + 1);
    expect((await value<{ entries: unknown[] }>(current, 'outbox.pendingAtStart')).entries).toEqual([]);
  }, 90_000);
});
