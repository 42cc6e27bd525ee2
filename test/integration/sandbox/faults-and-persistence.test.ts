// The faults control (deterministic for a seed) and state that survives a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawSignedClient } from '../../support/raw-signed-client';
import { startSandboxFixture } from '../../support/sandbox-fixture';
import type { SandboxFixture } from '../../support/sandbox-fixture';

let f: SandboxFixture;
beforeAll(async () => {
  f = await startSandboxFixture();
});
afterAll(() => f.close());

const cp = (name: string) => ({ entityType: 'business', name });
const stats = async () => (await f.control('GET', '/stats')).body.created as Record<string, number>;
const clearFaults = () => f.control('POST', '/faults', { failureRate: 0, latencyMs: 0 });

describe('faults', () => {
  it('http_500 / http_503 / http_429 answer retryable errors and commit nothing', async () => {
    const expected = { http_500: [500, 'internal_error', 'api_error'], http_503: [503, 'service_unavailable', 'api_error'], http_429: [429, 'rate_limited', 'rate_limit_error'] } as const;
    for (const [kind, [status, code, type]] of Object.entries(expected)) {
      await f.control('POST', '/faults', { failureRate: 1, kinds: [kind] });
      const before = await stats();
      const response = await f.write.post('/counterparties', cp(`Fault ${kind}`), { idempotencyKey: `fault-${kind}` });
      expect(response.status).toBe(status);
      expect(response.body.error).toMatchObject({ code, type, retryable: true });
      if (kind !== 'http_500') expect(response.headers['retry-after']).toBe('1');
      await clearFaults();
      expect(await stats()).toEqual(before);
      const retry = await f.write.post('/counterparties', cp(`Fault ${kind}`), { idempotencyKey: `fault-${kind}` });
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotency-replayed']).toBeUndefined();
    }
  });

  it('drop_connection drops before anything is committed', async () => {
    await f.control('POST', '/faults', { failureRate: 1, kinds: ['drop_connection'] });
    const before = await stats();
    await expect(f.write.post('/counterparties', cp('Dropped Ltd'), { idempotencyKey: 'drop-1' })).rejects.toThrow();
    await clearFaults();
    expect(await stats()).toEqual(before);
    const retry = await f.write.post('/counterparties', cp('Dropped Ltd'), { idempotencyKey: 'drop-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBeUndefined();
  });

  it('drop_after_commit commits, and the retry with the same key replays: exactly once', async () => {
    await f.control('POST', '/faults', { failureRate: 1, kinds: ['drop_after_commit'] });
    const before = await stats();
    await expect(f.write.post('/counterparties', cp('Committed Ltd'), { idempotencyKey: 'dac-1' })).rejects.toThrow();
    await clearFaults();
    expect((await stats()).counterparty).toBe((before.counterparty ?? 0) + 1);
    const retry = await f.write.post('/counterparties', cp('Committed Ltd'), { idempotencyKey: 'dac-1' });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect((await stats()).counterparty).toBe((before.counterparty ?? 0) + 1);
  });

  it('is deterministic for a seed', async () => {
    const run = async () => {
      await f.control('POST', '/faults', { failureRate: 0.5, kinds: ['http_500', 'http_503'], seed: 42 });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push((await f.write.get('/rails')).status);
      await clearFaults();
      return statuses;
    };
    const first = await run();
    expect(new Set(first).size).toBeGreaterThan(1);
    expect(await run()).toEqual(first);
  });

  it('validates the faults body', async () => {
    const response = await f.control('POST', '/faults', { failureRate: 2, kinds: ['meteor'] });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.map((x: { field: string }) => x.field).sort()).toEqual(['failureRate', 'kinds.0']);
  });
});

describe('persistence across a restart', () => {
  it('keeps keys, resources, ledger, idempotency records and simulated time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
    try {
      const first = await startSandboxFixture({ dataDir: dir });
      const created = await first.write.post('/counterparties', cp('Durable Ltd'), { idempotencyKey: 'durable-1' });
      expect(created.status).toBe(201);
      await first.advance(7200);
      const clockBefore = (await first.control('GET', '/clock')).body.now as string;
      const accountsBefore = (await first.write.get('/accounts')).body;
      const apiKey = first.write.apiKey;
      await first.close();

      const second = await startSandboxFixture({ dataDir: dir, seed: 99 });
      try {
        const sameKey = new RawSignedClient(second.sandbox.baseUrl, apiKey, first.write.privateKey);
        expect((await sameKey.get(`/counterparties/${created.body.id}`)).body.name).toBe('Durable Ltd');
        expect((await sameKey.get('/accounts')).body).toEqual(accountsBefore);
        const replay = await sameKey.post('/counterparties', cp('Durable Ltd'), { idempotencyKey: 'durable-1' });
        expect(replay.headers['idempotency-replayed']).toBe('true');
        expect(replay.body.id).toBe(created.body.id);
        const clockAfter = (await second.control('GET', '/clock')).body.now as string;
        expect(Date.parse(clockAfter)).toBeGreaterThanOrEqual(Date.parse(clockBefore));
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses to reopen data of another environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-env-'));
    try {
      const first = await startSandboxFixture({ dataDir: dir });
      await first.close();
      await expect(startSandboxFixture({ dataDir: dir, environment: 'production' })).rejects.toThrow(/environment/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
