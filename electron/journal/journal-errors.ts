// Errors the journal raises on purpose. Messages name paths and versions, never row
// contents (the journal holds payment instructions: never logged, never in a message).

export type JournalErrorCode = 'environment_mismatch' | 'schema_too_new' | 'invalid_migrations' | 'invalid_options';

export class JournalError extends Error {
  override readonly name = 'JournalError';
  constructor(
    readonly code: JournalErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isJournalError(error: unknown, code?: JournalErrorCode): error is JournalError {
  return error instanceof JournalError && (code === undefined || error.code === code);
}
