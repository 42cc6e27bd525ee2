// One /v1 operation: a method, a path and a synchronous handler that runs inside a
// database transaction (so a POST's effects and its idempotency record commit together).
import type { SandboxServices } from '../sandbox-services';
import type { RegisteredKey } from '../store/api-keys';

export interface OperationContext {
  services: SandboxServices;
  /** Simulated now (epoch ms) for this request. */
  now: number;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The parsed JSON body; undefined when the request had none. */
  body: unknown;
  key: RegisteredKey;
}

export interface OperationResult {
  status: number;
  body: unknown;
  /** The body already written as JSON text (then `body` is not serialized again). */
  json?: string;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH';
  /** Path below /v1, in Fastify's `:param` syntax. */
  path: string;
  handle(context: OperationContext): OperationResult;
}

export function ok(body: unknown): OperationResult {
  return { status: 200, body };
}

export function created(body: unknown): OperationResult {
  return { status: 201, body };
}

/** 200 with a body already written as JSON text (a ledger page: ledger-page-json.ts). */
export function okJson(json: string): OperationResult {
  return { status: 200, body: undefined, json };
}
