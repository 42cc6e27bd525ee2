// The request pipeline of every /v1 operation: due simulated transitions, then
// authentication, role, injected faults, idempotency (POST), the operation itself in a
// transaction, and the response. Errors raised before the operation are rendered by
// the server's error handler; errors raised by the operation are part of its result
// (and so are replayed for the same Idempotency-Key).
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody } from './api-error';
import { authenticate } from './authenticate';
import { IdempotencyLedger, readIdempotencyKey, requestHash } from './idempotency';
import type { Operation, OperationContext, OperationResult } from './operation';
import { parseJsonBody } from './parse-json-body';
import type { SandboxServices } from '../sandbox-services';
import type { RegisteredKey } from '../store/api-keys';

interface Outcome {
  status: number;
  text: string;
  replayed: boolean;
}

export function rawBodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/** Drops the connection without an answer (the `drop_connection` / `drop_after_commit` faults). */
export function dropConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}

function runOperation(operation: Operation, request: FastifyRequest, services: SandboxServices, key: RegisteredKey): OperationResult {
  try {
    const context: OperationContext = {
      services,
      now: services.clock.nowMs(),
      params: request.params as Record<string, string>,
      query: request.query as Record<string, unknown>,
      body: parseJsonBody(request.headers['content-type'], rawBodyOf(request)),
      key,
    };
    return services.store.transaction(() => operation.handle(context));
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: errorBody(error, request.id) };
    throw error;
  }
}

function faultError(kind: string): ApiError | undefined {
  if (kind === 'http_500') return new ApiError('internal_error', 'Injected fault: internal error');
  if (kind === 'http_503') return new ApiError('service_unavailable', 'Injected fault: service unavailable', undefined, { 'retry-after': '1' });
  if (kind === 'http_429') return new ApiError('rate_limited', 'Injected fault: too many requests', undefined, { 'retry-after': '1' });
  return undefined;
}

async function runPost(operation: Operation, request: FastifyRequest, services: SandboxServices, key: RegisteredKey): Promise<Outcome> {
  const idempotencyKey = readIdempotencyKey(request.headers);
  const rawUrl = request.raw.url ?? request.url;
  const hash = requestHash(request.method, rawUrl, rawBodyOf(request));
  const latencyMs = services.faults.latencyMs;
  const ledger: IdempotencyLedger = services.idempotency;
  const stored = ledger.check(key.keyId, idempotencyKey, hash, services.clock.nowMs(), Math.ceil(latencyMs / 1000));
  if (stored) return { status: stored.status, text: stored.body, replayed: true };

  const release = ledger.hold(key.keyId, idempotencyKey);
  try {
    if (latencyMs > 0) {
      await ledger.whileHeld(key.keyId, idempotencyKey, latencyMs);
      services.runDueTransitions();
    }
    return services.store.transaction(() => {
      const result = runOperation(operation, request, services, key);
      const text = result.json ?? JSON.stringify(result.body);
      if (result.status < 500) ledger.save(key.keyId, idempotencyKey, hash, { status: result.status, body: text }, services.clock.nowMs());
      return { status: result.status, text, replayed: false };
    });
  } finally {
    release();
  }
}

async function handleV1(operation: Operation, request: FastifyRequest, reply: FastifyReply, services: SandboxServices): Promise<void> {
  services.runDueTransitions();
  const key = authenticate(
    { method: request.method, rawUrl: request.raw.url ?? request.url, headers: request.headers, rawBody: rawBodyOf(request) },
    services.keys,
    Date.now(),
  );
  if (operation.method !== 'GET' && key.role !== 'write') {
    throw new ApiError('read_only_key', `A read key may only make GET requests, not ${operation.method}`);
  }
  const fault = services.faults.draw();
  const injected = fault ? faultError(fault) : undefined;
  if (injected) throw injected;
  if (fault === 'drop_connection') return dropConnection(request, reply);

  let outcome: Outcome;
  if (operation.method === 'POST') {
    outcome = await runPost(operation, request, services, key);
  } else {
    if (services.faults.latencyMs > 0) await sleep(services.faults.latencyMs);
    const result = operation.method === 'PATCH' ? services.store.transaction(() => runOperation(operation, request, services, key)) : runOperation(operation, request, services, key);
    outcome = { status: result.status, text: result.json ?? JSON.stringify(result.body), replayed: false };
  }
  if (fault === 'drop_after_commit') return dropConnection(request, reply);
  if (outcome.replayed) reply.header('idempotency-replayed', 'true');
  reply.code(outcome.status).type('application/json; charset=utf-8').send(outcome.text);
}

export function registerV1Operations(app: FastifyInstance, services: SandboxServices, operations: readonly Operation[]): void {
  for (const operation of operations) {
    app.route({
      method: operation.method,
      url: `/v1${operation.path}`,
      handler: (request, reply) => handleV1(operation, request, reply, services),
    });
  }
}
