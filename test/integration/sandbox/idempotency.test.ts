// Spec 4.1: Idempotency-Key required on every POST, at most 128 characters, per API key,
// retained 24 hours of simulated time; replay, duplicate and in-flight cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterpartySchema } from '../../../shared/schemas';
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

  it('409 idempotency_key_in_flight with Retry-After while the first request is held', async () => {
    await f.control('POST', '/faults', { failureRate: 0, latencyMs: 400 });
    try {
      const first = f.write.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const second = await f.write.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
      expect(second.status).toBe(409);
      expect(second.body.error).toMatchObject({ code: 'idempotency_key_in_flight', type: 'idempotency_error', retryable: true });
      expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await first).status).toBe(201);
    } finally {
      await f.control('POST', '/faults', { failureRate: 0, latencyMs: 0 });
    }
    const replay = await f.write.post('/counterparties', body('Slow Ltd'), { idempotencyKey: 'slow-1' });
    expect(replay.headers['idempotency-replayed']).toBe('true');
  });

  it('PATCH and GET need no idempotency key', async () => {
    const created = await f.write.post('/counterparties', body('Patch Ltd'));
    const patched = await f.write.patch(`/counterparties/${created.body.id}`, { name: 'Patched Ltd' });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe('Patched Ltd');
  });
});
