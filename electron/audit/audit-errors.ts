// Errors the audit trail raises on purpose. Messages never repeat the rejected value.
import { TreasuryError, type TreasuryErrorKind } from '../../shared/errors';
import { byCount, countOf } from '../../shared/count-words';

export type AuditErrorCode =
  | 'invalid_entry'
  | 'environment_mismatch'
  /** The journal refused the write (a full disk, a read-only file): the records wait in memory. */
  | 'write_failed';

const AUDIT_ERROR_KIND: Record<AuditErrorCode, TreasuryErrorKind> = {
  invalid_entry: 'internal',
  environment_mismatch: 'conflict',
  write_failed: 'failed',
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

/** Why SQLite refused a write, without anything of the rows: its error code and message. */
function storageReason(cause: unknown): string {
  const code = (cause as { code?: unknown }).code;
  const message = cause instanceof Error ? cause.message : 'unknown failure';
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/** Request records the audit trail could not take; they are kept and written once it can. */
export class AuditWriteError extends AuditError {
  constructor(
    readonly waiting: number,
    cause: unknown,
  ) {
    super(
      'write_failed',
      `The audit trail could not be written (${storageReason(cause)}). ${countOf(waiting, 'request record', 'request records')} ${byCount(waiting, 'is', 'are')} kept in memory and will be written as soon as it can be; `
        + 'nothing more is sent until then. Free disk space or fix the journal file, then try again.',
    );
    Object.defineProperty(this, 'cause', { value: cause, enumerable: false });
  }
}
