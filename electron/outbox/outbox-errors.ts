// Errors the outbox raises on purpose (its callers' mistakes, not the API's answers).

export type OutboxErrorCode = 'not_found' | 'not_a_post' | 'invalid_intent' | 'not_resolvable' | 'environment_mismatch';

export class OutboxError extends Error {
  override readonly name = 'OutboxError';
  constructor(
    readonly code: OutboxErrorCode,
    message: string,
  ) {
    super(message);
  }
}
