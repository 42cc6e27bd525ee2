// Spec 4.1: Idempotency-Key required on every POST, at most 128 characters, per API key,
// retained 24 hours of simulated time; replay, duplicate and in-flight cases.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from '../../../sandbox/clock/simulated-clock';
import { registerControlRoutes } from '../../../sandbox/control/control-routes';
import { buildServer } from '../../../sandbox/http/build-server';
import { FaultInjector } from '../../../sandbox/http/faults';
import { IdempotencyLedger } from '../../../sandbox/http/idempotency';
import type { HeldRequest } from '../../../sandbox/http/idempotency';
import { ALL_OPERATIONS } from '../../../sandbox/routes/all-operations';
import type { SandboxServices } from '../../../sandbox/sandbox-services';
import { applySeed } from '../../../sandbox/seed/apply-seed';
import { ApiKeyRegistry } from '../../../sandbox/store/api-keys';
import { openDatabase } from '../../../sandbox/store/open-database';
import { Store } from '../../../sandbox/store/store';
import { counterpartySchema } from '../../../shared/schemas';
import { generateSigningKey, RawSignedClient } from '../../support/raw-signed-client';
import { startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

let f: SandboxFixture;
beforeAll(async () => {
  f = await startSandboxFixture();
});
afterAll(() => f.close());

const body = (name: string) => JSON.stringify({ entityType: 'business', name });

async function createdCounterparties(): Promise<number> {
  return (await f.control('GET', '/stats')).body.created.counterparty as number;
}

describe('idempotency', () => {
  it('400 missing_idempotency_key on a POST without the header', async () => {
    const response = await f.write.send('POST', '/counterparties', { body: body('No Key Ltd') });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'missing_idempotency_key', type: 'invalid_request_error' });
  });

  it('400 idempotency_key_too_long above 128 characters; 128 is fine', async () => {
    const long = await f.write.post('/counterparties', body('Long Key Ltd'), { idempotencyKey: 'k'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('idempotency_key_too_long');
    expect((await f.write.post('/counterparties', body('Max Key Ltd'), { idempotencyKey: 'k'.repeat(128) })).status).toBe(201);
  });

  it('replays the same key and body with the original status and body, exactly once', async () => {
    const before = await createdCounterparties();
    const first = await f.write.post('/counterparties', body('Replay Ltd'), { idempotencyKey: 'replay-1' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    counterpartySchema.parse(first.body);
    const second = await f.write.post('/counterparties', body('Replay Ltd'), { idempotencyKey: 'replay-1' });
    expect(second.status).toBe(201);
    expect(second.headers['idempotency-replayed']).toBe('true');
    expect(second.text).toBe(first.text);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(await createdCounterparties()).toBe(before + 1);
  });

  it('replays error responses too (validation failures are part of the record)', async () => {
    const bad = JSON.stringify({ entityType: 'robot', name: 'X' });
    const first = await f.write.post('/counterparties', bad, { idempotencyKey: 'bad-1' });
    expect(first.status).toBe(400);
    const again = await f.write.post('/counterparties', bad, { idempotencyKey: 'bad-1' });
    expect(again.status).toBe(400);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('409 duplicate_idempotency_key for the same key with another body (byte-level)', async () => {
    expect((await f.write.post('/counterparties', body('Dup Ltd'), { idempotencyKey: 'dup-1' })).status).toBe(201);
    const other = await f.write.post('/counterparties', body('Other Ltd'), { idempotencyKey: 'dup-1' });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: 'duplicate_idempotency_key', type: 'idempotency_error' });
    const spaced = await f.write.post('/counterparties', body('Dup Ltd').replace(':', ': '), { idempotencyKey: 'dup-1' });
    expect(spaced.status).toBe(409);
  });

  it('scopes keys per API key', async () => {
    const { client } = await f.newClient('write');
    const a = await f.write.post('/counterparties', body('Scoped Ltd'), { idempotencyKey: 'scoped' });
    const b = await client.post('/counterparties', body('Scoped Ltd'), { idempotencyKey: 'scoped' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers['idempotency-replayed']).toBeUndefined();
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('forgets keys after 24 hours of simulated time', async () => {
    const first = await f.write.post('/counterparties', body('Expiry Ltd'), { idempotencyKey: 'expiry-1' });
    await f.advance(23 * 3600);
    const within = await f.write.post('/counterparties', body('Expiry Ltd'), { idempotencyKey: 'expiry-1' });
    expect(within.headers['idempotency-replayed']).toBe('true');
    await f.advance(3600);
    const after = await f.write.post('/counterparties', body('Expiry Ltd'), { idempotencyKey: 'expiry-1' });
    expect(after.status).toBe(201);
    expect(after.headers['idempotency-replayed']).toBeUndefined();
    expect(after.body.id).not.toBe(first.body.id);
  });

  it('PATCH and GET need no idempotency key', async () => {
    const created = await f.write.post('/counterparties', body('Patch Ltd'));
    const patched = await f.write.patch(`/counterparties/${created.body.id}`, { name: 'Patched Ltd' });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Patched Ltd');
  });
});

/**
 * The hold of a POST under injected latency, driven by hand: the first held request waits
 * until released (and `first` resolves when the server holds it); any later one passes.
 */
function handHold(): { wait: (ms: number, request: HeldRequest) => Promise<void>; first: Promise<HeldRequest & { ms: number }>; release: () => void } {
  let release = (): void => {};
  let announce = (_held: HeldRequest & { ms: number }): void => {};
  const first = new Promise<HeldRequest & { ms: number }>((resolve) => { announce = resolve; });
  const released = new Promise<void>((resolve) => { release = resolve; });
  let holding = false;
  return {
    wait: async (ms, request) => {
      if (holding) return;
      holding = true;
      announce({ ...request, ms });
      await released;
    },
    first,
    release: () => release(),
  };
}

describe('a request whose key is still in flight', () => {
  it('409 idempotency_key_in_flight with Retry-After while the first request is held', async () => {
    // A sandbox assembled here so its ledger's hold is released by the test, not by a timer.
    const hold = handHold();
    const store = new Store(openDatabase(undefined));
    const clock = new SimulatedClock(Date.UTC(2026, 0, 5, 9, 30), 0);
    applySeed(store, 7, clock.nowMs());
    const services: SandboxServices = {
      store, clock, keys: new ApiKeyRegistry(store, 'sandbox'), idempotency: new IdempotencyLedger(store, hold.wait), faults: new FaultInjector(7),
      environment: 'sandbox', seed: 7, adminToken: undefined, runDueTransitions: () => undefined,
    };
    const app = buildServer(services, ALL_OPERATIONS, (server) => registerControlRoutes(server, services, () => undefined));
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const signing = generateSigningKey();
      const { apiKey, keyId } = services.keys.register(signing.publicKeyBase64, 'write', Date.now());
      const client = new RawSignedClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`, apiKey, signing.privateKey);
      services.faults.configure({ failureRate: 0, latencyMs: 1500 });
      const host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const count = async () => (await app.inject({ method: 'GET', url: '/_sandbox/stats', remoteAddress: '127.0.0.1', headers: { host } })).json().created.counterparty as number;
      const before = await count();

      const first = client.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
      // The server has the first request and holds its key (until released below).
      expect(await hold.first).toEqual({ keyId, idempotencyKey: 'slow-1', ms: 1500 });
      const second = await client.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
      expect(second.status).toBe(409);
      expect(second.body.error).toMatchObject({ code: 'idempotency_key_in_flight', type: 'idempotency_error', retryable: true });
      expect(second.headers['retry-after']).toBe('2'); // the 1.5 s latency, rounded up to whole seconds
      // Only that key is blocked: another key goes through meanwhile.
      expect((await client.post('/counterparties', body('Other Slow Ltd'), { idempotencyKey: 'slow-2' })).status).toBe(201);
      expect(await count()).toBe(before + 1);

      hold.release();
      const answered = await first;
      expect(answered.status).toBe(201);
      expect(answered.headers['idempotency-replayed']).toBeUndefined();
      const replay = await client.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      expect(replay.text).toBe(answered.text);
      expect(await count()).toBe(before + 2);
    } finally {
      await app.close();
      store.close();
    }
  });
});
