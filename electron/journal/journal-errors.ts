// Errors the journal raises on purpose. Messages name paths and versions, never row
// contents (the journal holds payment instructions: never logged, never in a message).
import { TreasuryError, type TreasuryErrorKind } from '../../shared/errors';

export type JournalErrorCode =
  | 'environment_mismatch'
  | 'schema_too_new'
  | 'invalid_migrations'
  | 'invalid_options'
  /** The journal file is not a database or is malformed. Never rebuilt, moved or deleted automatically. */
  | 'journal_damaged';

const JOURNAL_ERROR_KIND: Record<JournalErrorCode, TreasuryErrorKind> = {
  environment_mismatch: 'conflict',
  schema_too_new: 'conflict',
  invalid_migrations: 'internal',
  invalid_options: 'internal',
  journal_damaged: 'damaged',
};

export class JournalError extends TreasuryError {
  override readonly name = 'JournalError';
  constructor(
    readonly code: JournalErrorCode,
    message: string,
  ) {
    super(message);
  }

  get kind(): TreasuryErrorKind {
    return JOURNAL_ERROR_KIND[this.code];
  }
}

export function isJournalError(error: unknown, code?: JournalErrorCode): error is JournalError {
  return error instanceof JournalError && (code === undefined || error.code === code);
}

/**
 * The journal at `path` is damaged. Unlike the cache it cannot be rebuilt from the
 * server: it holds the payment outbox (what was asked, sent or not) and the audit trail.
 */
export function journalDamagedError(path: string, reason: string, cause?: unknown): JournalError {
  const error = new JournalError(
    'journal_damaged',
    `The journal file ${path} is damaged (${reason}). It holds the payment outbox and the audit trail and cannot be rebuilt from the server: do not delete it. `
      + `Keep a copy of it (with any ${path}-wal and ${path}-shm beside it) before anything else, then restore it from a backup or get help to recover it. `
      + 'Until it can be read, the app refuses to move money in this environment.',
  );
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
