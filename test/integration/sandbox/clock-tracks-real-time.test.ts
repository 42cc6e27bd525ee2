// At time scale 1 the sandbox's simulated time IS the real time (plus what the control
// API advanced on purpose): requests, transitions and restarts of a persisted sandbox
// never move it ahead or behind. The real time is an injected clock the test moves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RealClock } from '../../../sandbox/start-sandbox';
import { paymentSchema } from '../../../shared/schemas';
import { methodOf, seededData, startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

const HOUR_S = 3600;

function injectedRealClock(startMs: number): RealClock & { tick(seconds: number): void; iso(plusSeconds?: number): string } {
  let now = startMs;
  return {
    nowMs: () => now,
    tick: (seconds) => {
      now += seconds * 1000;
    },
    iso: (plusSeconds = 0) => new Date(now + plusSeconds * 1000).toISOString(),
  };
}

let dir: string;
let real: ReturnType<typeof injectedRealClock>;
const open: SandboxFixture[] = [];

async function start(): Promise<SandboxFixture> {
  const f = await startSandboxFixture({ dataDir: dir, timeScale: 1, realClock: real, seed: 7 });
  open.push(f);
  return f;
}

async function restart(f: SandboxFixture, stoppedSeconds: number): Promise<SandboxFixture> {
  await f.close();
  real.tick(stoppedSeconds);
  return start();
}

async function simulatedNow(f: SandboxFixture): Promise<string> {
  const response = await f.control('GET', '/clock');
  expect(response.status).toBe(200);
  return response.body.now as string;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
  real = injectedRealClock(Date.UTC(2026, 2, 2, 14, 0, 0, 123));
});

afterEach(async () => {
  for (const f of open.splice(0)) await f.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('simulated time at time scale 1', () => {
  it('equals the real now after many requests, transitions and a restart', async () => {
    let f = await start();
    expect(await simulatedNow(f)).toBe(real.iso());
    const d = await seededData(f);
    const acme = methodOf(d, 'Acme Supplies LLC');
    const ids: string[] = [];
    for (const reference of ['PO-1', 'sandbox:review', 'PO-2', 'sandbox:fail']) {
      const created = await f.write.post('/payments/ach', { sourceAccountId: d.accounts.usd.id, paymentMethodId: acme.paymentMethodId, amount: { currency: 'USD', value: '10000' }, reference });
      expect(created.status).toBe(201);
      expect(created.body.createdAt).toBe(real.iso());
      ids.push(created.body.id as string);
    }
    const statuses = async () => Promise.all(ids.map(async (id) => paymentSchema.parse((await f.write.get(`/payments/${id}`)).body).status));

    real.tick(10);
    expect(await statuses()).toEqual(['processing', 'in_review', 'processing', 'processing']);
    for (let i = 0; i < 20; i += 1) expect((await f.read.get('/accounts')).status).toBe(200);
    expect(await simulatedNow(f)).toBe(real.iso());

    real.tick(HOUR_S);
    expect(await statuses()).toEqual(['processing', 'processing', 'processing', 'processing']);
    expect(await simulatedNow(f)).toBe(real.iso());

    f = await restart(f, 24 * HOUR_S);
    expect(await simulatedNow(f)).toBe(real.iso());
    expect(await statuses()).toEqual(['completed', 'completed', 'completed', 'failed']);
    expect(await simulatedNow(f)).toBe(real.iso());
  });

  it('moves ahead only by what the control API advanced, and keeps that lead across a restart', async () => {
    let f = await start();
    const advanced = await f.control('POST', '/clock', { advanceSeconds: HOUR_S });
    expect(advanced.body.now).toBe(real.iso(HOUR_S));

    real.tick(300);
    expect(await simulatedNow(f)).toBe(real.iso(HOUR_S));
    f.sandbox.advanceClock(60);
    expect(f.sandbox.now().toISOString()).toBe(real.iso(HOUR_S + 60));

    f = await restart(f, 2 * 24 * HOUR_S);
    expect(await simulatedNow(f)).toBe(real.iso(HOUR_S + 60));
    real.tick(45);
    expect(await simulatedNow(f)).toBe(real.iso(HOUR_S + 60));
  });

  it('a frozen sandbox (time scale 0) stays where it stopped across a restart', async () => {
    const f = await startSandboxFixture({ dataDir: dir, timeScale: 0, realClock: real, seed: 7 });
    open.push(f);
    const frozenAt = await simulatedNow(f);
    await f.close();
    real.tick(HOUR_S);
    const again = await startSandboxFixture({ dataDir: dir, timeScale: 0, realClock: real, seed: 7 });
    open.push(again);
    expect(await simulatedNow(again)).toBe(frozenAt);
  });
});
