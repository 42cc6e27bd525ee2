// Errors the outbox raises on purpose (its callers' mistakes, not the API's answers).
import { TreasuryError, type PerAudience, type TreasuryErrorKind } from '../../shared/errors';

export type OutboxErrorCode =
  | 'not_found'
  | 'not_a_post'
  | 'invalid_intent'
  | 'not_resolvable'
  | 'environment_mismatch'
  /** A key or server change refused while outbox entries that may have reached the server under the current ones are unsettled. */
  | 'credentials_in_use';

const OUTBOX_ERROR_KIND: Record<OutboxErrorCode, TreasuryErrorKind> = {
  not_found: 'input',
  invalid_intent: 'input',
  not_a_post: 'internal',
  not_resolvable: 'conflict',
  environment_mismatch: 'conflict',
  credentials_in_use: 'conflict',
};

export class OutboxError extends TreasuryError {
  override readonly name = 'OutboxError';
  constructor(
    readonly code: OutboxErrorCode,
    message: string,
    remedy?: PerAudience,
  ) {
    super(message, { remedy });
  }

  get kind(): TreasuryErrorKind {
    return OUTBOX_ERROR_KIND[this.code];
  }
}
