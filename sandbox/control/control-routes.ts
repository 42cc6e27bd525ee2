// The control API under /_sandbox (assumed-operations.md): keys, clock, faults, seed,
// compliance and stats. Never under /v1 and never signed; answers loopback callers only, and
// requires `X-Sandbox-Admin-Token` when the sandbox was started with an admin token.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from '../http/api-error';
import { parseJsonBody } from '../http/parse-json-body';
import { parseOrThrow } from '../http/validation';
import { rawBodyOf } from '../http/v1-pipeline';
import type { SandboxServices } from '../sandbox-services';
import { PublicKeyFormatError } from '../store/api-keys';
import { createdCounts } from '../store/created-counts';
import { isoTime } from '../clock/simulated-clock';
import { bulkSeed } from '../seed/bulk-seed';
import { complianceSettings, configureCompliance } from '../bank/compliance-settings';
import { advanceClockBodySchema, complianceBodySchema, faultsBodySchema, registerKeyBodySchema, seedBodySchema } from './control-schemas';

function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type ControlHandler = (request: FastifyRequest, body: unknown) => { status: number; body: unknown };

export function registerControlRoutes(app: FastifyInstance, services: SandboxServices, persistClock: () => void): void {
  const route = (method: 'GET' | 'POST', url: string, handler: ControlHandler) => {
    app.route({
      method,
      url: `/_sandbox${url}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (!isLoopbackAddress(request.socket.remoteAddress)) {
          const error = new ApiError('route_not_found', 'The control API answers loopback callers only');
          return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify(errorBody(error, request.id)));
        }
        if (services.adminToken !== undefined) {
          const given = request.headers['x-sandbox-admin-token'];
          if (typeof given !== 'string' || given === '') throw new ApiError('missing_credentials', 'X-Sandbox-Admin-Token is required');
          if (!tokensMatch(given, services.adminToken)) throw new ApiError('invalid_api_key', 'X-Sandbox-Admin-Token is wrong');
        }
        const body = method === 'POST' ? (parseJsonBody(request.headers['content-type'], rawBodyOf(request)) ?? {}) : undefined;
        const result = handler(request, body);
        return reply.code(result.status).type('application/json; charset=utf-8').send(JSON.stringify(result.body));
      },
    });
  };

  route('GET', '', () => ({
    status: 200,
    body: { environment: services.environment, now: isoTime(services.clock.nowMs()), timeScale: services.clock.scale, seed: services.seed },
  }));

  route('POST', '/keys', (_request, body) => {
    const input = parseOrThrow(registerKeyBodySchema, body);
    try {
      const registered = services.keys.register(input.publicKey, input.role, Date.now());
      return { status: 201, body: { ...registered, role: input.role, environment: services.environment } };
    } catch (error) {
      if (error instanceof PublicKeyFormatError) throw new ApiError('validation_failed', error.message, [{ field: 'publicKey', message: error.message }]);
      throw error;
    }
  });

  route('POST', '/keys/:keyId/revoke', (request) => {
    const keyId = (request.params as { keyId: string }).keyId;
    if (!services.keys.revoke(keyId, Date.now())) throw new ApiError('resource_not_found', `No key with id ${keyId}`);
    return { status: 200, body: { keyId, revoked: true } };
  });

  route('GET', '/clock', () => ({ status: 200, body: { now: isoTime(services.clock.nowMs()), timeScale: services.clock.scale } }));

  route('POST', '/clock', (_request, body) => {
    const input = parseOrThrow(advanceClockBodySchema, body);
    services.runDueTransitions();
    services.clock.advance(input.advanceSeconds);
    services.runDueTransitions();
    services.idempotency.purgeExpired(services.clock.nowMs());
    persistClock();
    return { status: 200, body: { now: isoTime(services.clock.nowMs()), timeScale: services.clock.scale } };
  });

  route('GET', '/faults', () => ({ status: 200, body: services.faults.current() }));

  route('POST', '/faults', (_request, body) => {
    const input = parseOrThrow(faultsBodySchema, body);
    return { status: 200, body: services.faults.configure(input) };
  });

  route('POST', '/seed', (_request, body) => {
    const input = parseOrThrow(seedBodySchema, body);
    services.runDueTransitions();
    const summary = bulkSeed(services.store, {
      accounts: input.accounts ?? 0,
      counterparties: input.counterparties ?? 0,
      ledgerTransactions: input.ledgerTransactions ?? 0,
      seed: input.seed ?? services.seed,
      now: services.clock.nowMs(),
    });
    return { status: 201, body: summary };
  });

  route('GET', '/compliance', () => ({ status: 200, body: complianceSettings(services.store) }));

  route('POST', '/compliance', (_request, body) => {
    const input = parseOrThrow(complianceBodySchema, body);
    return { status: 200, body: configureCompliance(services.store, input) };
  });

  route('GET', '/stats', () => ({ status: 200, body: { created: createdCounts(services.store) } }));
}
