// Errors the audit trail raises on purpose. Messages never repeat the rejected value
// (it could be the secret that was refused).
import { TreasuryError, type TreasuryErrorKind } from '../../shared/errors';

export type AuditErrorCode = 'invalid_entry' | 'environment_mismatch' | 'secret_refused';

const AUDIT_ERROR_KIND: Record<AuditErrorCode, TreasuryErrorKind> = {
  invalid_entry: 'internal',
  environment_mismatch: 'conflict',
  secret_refused: 'refused',
};

export class AuditError extends TreasuryError {
  override readonly name = 'AuditError';
  constructor(
    readonly code: AuditErrorCode,
    message: string,
  ) {
    super(message);
  }

  get kind(): TreasuryErrorKind {
    return AUDIT_ERROR_KIND[this.code];
  }
}
