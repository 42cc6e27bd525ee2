// The checks of the client core's own inputs (request-pipeline.ts): the API key, the
// method and the Idempotency-Key, each refused with a message that says what to fix.
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../shared/formats';
import { ClientConfigurationError, InvalidRequestOptionsError } from './api-errors';
import type { HttpMethod } from './http-transport';

export function validateApiKey(apiKey: unknown): void {
  if (typeof apiKey !== 'string' || apiKey === '') throw new ClientConfigurationError('missing_api_key', 'An API key is required.');
  if (!/^[\x21-\x7E]+$/.test(apiKey)) {
    throw new ClientConfigurationError('invalid_api_key_format', 'The API key contains spaces, line breaks or non-ASCII characters: paste it again exactly as issued.');
  }
}

export function validateMethod(method: unknown): HttpMethod {
  if (method === 'GET' || method === 'POST' || method === 'PATCH' || method === 'DELETE') return method;
  throw new InvalidRequestOptionsError('invalid_method', 'method must be GET, POST, PATCH or DELETE.');
}

export function validateIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/.test(key)) {
    throw new InvalidRequestOptionsError('invalid_idempotency_key', `idempotencyKey must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters without leading or trailing spaces (a UUID v4 is recommended).`);
  }
  return key;
}

export function rejectIdempotencyKey(key: unknown): undefined {
  if (key !== undefined) throw new InvalidRequestOptionsError('invalid_idempotency_key', 'Idempotency keys apply to POST requests only.');
  return undefined;
}
