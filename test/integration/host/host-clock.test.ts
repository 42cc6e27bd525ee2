// The host gives its ONE clock to every service: a real host (temp data directory, the
// embedded sandbox frozen with timeScale 0, the real keychain) built with a clock that
// runs OFFSET_MS behind real time and records every reading and every sleep. Each time
// the services write (the files' creation, a sync's lastSyncedAt, a prepared write's
// expiry, the outbox entry, the audit confirmation, X-Timestamp) must be one of that
// clock's readings, and the status tracker's first wait after a payment is sent must be
// a sleep on it. The offset stays inside the sandbox's 60 s timestamp window.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppHost, type AppHost, type EnvironmentServices } from '../../../electron/host';
import { DEFAULT_BACKOFF } from '../../../electron/status-tracking';
import { countingClock } from '../../support/manual-clock';
import { CliHarness } from './cli-harness';

const OFFSET_MS = -41_000;
const workDir = mkdtempSync(path.join(tmpdir(), 'treasury-host-clock-'));
const dataDir = path.join(workDir, 'data');
const keychain = new CliHarness(dataDir);
const clock = countingClock({ offsetMs: OFFSET_MS });
/** X-Timestamp of each request, with the real time it left at. */
const sent: Array<{ timestamp: number; realMs: number }> = [];
let host: AppHost;
let services: EnvironmentServices;

/** True when `iso` is exactly one of the host clock's readings (so it came from that clock, not the system's). */
const fromHostClock = (iso: string | null | undefined): boolean => typeof iso === 'string' && clock.readings.some((ms) => new Date(ms).toISOString() === iso);

beforeAll(() => {
  host = createAppHost({
    dataDir: { root: dataDir },
    secretStoreFor: (environment) => keychain.storeFor(environment),
    clock,
    embeddedSandbox: { timeScale: 0 },
    fetch: (input, init) => {
      const timestamp = new Headers(init?.headers).get('X-Timestamp');
      if (timestamp !== null) sent.push({ timestamp: Number(timestamp), realMs: Date.now() });
      return fetch(input, init);
    },
  }, 'sandbox');
  services = host.services();
});
afterAll(async () => {
  await host?.close();
  await keychain.removeKeychainEntries();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the host runs every service on its one clock', () => {
  it('the first request is signed with the clock (X-Timestamp), and the cache file is created on it', async () => {
    await services.client();
    const first = sent[0];
    expect(first).toBeDefined();
    // Before any Date header taught the pipeline the server's offset, X-Timestamp is the host clock's time.
    const behindSeconds = first!.realMs / 1000 - first!.timestamp;
    expect(behindSeconds).toBeGreaterThan(-OFFSET_MS / 1000 - 3);
    expect(behindSeconds).toBeLessThan(-OFFSET_MS / 1000 + 3);
    const db = new Database(services.cache.path, { readonly: true });
    try {
      expect(fromHostClock((db.prepare("SELECT value FROM cache_meta WHERE key = 'created_at'").get() as { value: string }).value)).toBe(true);
    } finally {
      db.close();
    }
  });

  it('a sync stamps lastSyncedAt with the clock', async () => {
    const report = await (await services.sync()).run();
    expect(report.state).toBe('synced');
    expect(fromHostClock(report.startedAt)).toBe(true);
    const stamps = Object.entries((await services.sync()).lastSynced());
    expect(stamps.length).toBeGreaterThan(0);
    expect(stamps.filter(([, stamp]) => !fromHostClock(stamp))).toEqual([]);
  });

  it('a payment: prepared, journaled, confirmed in the audit trail and followed, all on the clock', async () => {
    const { money } = services;
    expect(fromHostClock((money.journal.db.prepare("SELECT value FROM journal_meta WHERE key = 'created_at'").get() as { value: string }).value)).toBe(true);
    const flows = await money.writeFlows();
    const account = services.cache.accounts.all().find((a) => a.name === 'Operating USD');
    const counterparty = [...services.cache.counterparties.iterateCounterparties()].find((c) => c.name === 'Acme Supplies LLC');
    const method = counterparty === undefined ? undefined : services.cache.paymentMethods.forCounterparty(counterparty.id)[0];
    expect({ account: account?.id, counterparty: counterparty?.id, method: method?.id }).toEqual({ account: expect.any(String), counterparty: expect.any(String), method: expect.any(String) });
    const result = await flows.payments.prepareAch({ sourceAccountId: account!.id, counterpartyId: counterparty!.id, paymentMethodId: method!.id, amount: '12.34', currency: 'USD' });
    if (!result.ok) throw new Error(`not prepared: ${JSON.stringify(result.fieldErrors)}`);
    const prepared = result.prepared;
    // The write flows' clock: the prepared instruction expires a fixed time after a reading of it.
    expect(clock.readings.some((ms) => Date.parse(prepared.expiresAt) - ms === 30 * 60_000)).toBe(true);

    const sleepsBefore = clock.sleeps.length;
    const confirmed = await flows.confirm(prepared, { acknowledge: prepared.checks.filter((c) => c.severity === 'warning').map((c) => c.code) });
    expect(confirmed.outcome.state).toBe('succeeded');

    const entry = money.outbox.get(confirmed.outcome.entry!.id);
    expect(entry?.createdAt).toBeDefined();
    expect(fromHostClock(entry!.createdAt)).toBe(true);
    const confirmation = money.audit.list({ kinds: ['confirmation'] }).find((e) => e.data['outboxEntryId'] === entry!.id);
    expect(confirmation).toBeDefined();
    expect(fromHostClock(confirmation!.at)).toBe(true);
    expect(money.audit.list({ kinds: ['request'] }).filter((e) => !fromHostClock(e.at))).toEqual([]);

    // The tracker, told about the payment, waits the first backoff step on the host's clock
    // (its loop starts at once when it follows, so the sleep is asked for by now).
    const tracker = await money.statusTracker();
    const followed = tracker.following().find((f) => f.id === (confirmed.resource as { id: string }).id);
    expect(followed).toBeDefined();
    expect(clock.readings).toContain(followed!.nextPollAt - DEFAULT_BACKOFF.initialMs);
    const waits = clock.sleeps.slice(sleepsBefore);
    expect(waits.filter((ms) => ms > DEFAULT_BACKOFF.initialMs - 100 && ms <= DEFAULT_BACKOFF.initialMs)).toHaveLength(1);
  });
});
