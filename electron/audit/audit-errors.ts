// Errors the audit trail raises on purpose. Messages never repeat the rejected value
// (it could be the secret that was refused).

export type AuditErrorCode = 'invalid_entry' | 'environment_mismatch' | 'secret_refused';

export class AuditError extends Error {
  override readonly name = 'AuditError';
  constructor(
    readonly code: AuditErrorCode,
    message: string,
  ) {
    super(message);
  }
}
