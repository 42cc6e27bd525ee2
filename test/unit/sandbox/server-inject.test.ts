// The sandbox's Fastify server answered through `inject` (light-my-request, pinned by
// the `overrides` entry of package.json to a version whose dependencies support this
// Node): the control API, the error body of an unknown route, and a Set-Cookie-free
// response with the request id header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SimulatedClock } from '../../../sandbox/clock/simulated-clock';
import { registerControlRoutes } from '../../../sandbox/control/control-routes';
import { buildServer } from '../../../sandbox/http/build-server';
import { FaultInjector } from '../../../sandbox/http/faults';
import { IdempotencyLedger } from '../../../sandbox/http/idempotency';
import { ALL_OPERATIONS } from '../../../sandbox/routes/all-operations';
import type { SandboxServices } from '../../../sandbox/sandbox-services';
import { ApiKeyRegistry } from '../../../sandbox/store/api-keys';
import { openDatabase } from '../../../sandbox/store/open-database';
import { Store } from '../../../sandbox/store/store';

const START = Date.UTC(2026, 0, 5, 9, 30, 0);
let app: FastifyInstance;
let store: Store;

beforeAll(async () => {
  store = new Store(openDatabase(undefined));
  const services: SandboxServices = {
    store,
    clock: new SimulatedClock(START, 0),
    keys: new ApiKeyRegistry(store, 'sandbox'),
    idempotency: new IdempotencyLedger(store),
    faults: new FaultInjector(1),
    environment: 'sandbox',
    seed: 1,
    adminToken: undefined,
    runDueTransitions: () => undefined,
  };
  app = buildServer(services, ALL_OPERATIONS, (server) => registerControlRoutes(server, services, () => undefined));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  store.close();
});

describe('the sandbox server through inject', () => {
  it('answers the control API clock', async () => {
    const response = await app.inject({ method: 'GET', url: '/_sandbox/clock', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ now: new Date(START).toISOString(), timeScale: 0 });
    expect(response.headers['x-request-id']).toMatch(/^req_[A-Za-z0-9]{24}$/);
  });

  it('answers an unknown route with the 404 route_not_found error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/v2/nothing', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'route_not_found', status: 404, retryable: false });
    expect(response.cookies).toEqual([]);
  });
});
