// The IPC layer's own errors, and the one function that turns anything thrown into the
// envelope's plain `error`: a TreasuryError as its toPlain('window') (what happened and
// the window's remedy, never a CLI command), anything else as a fixed
// `internal` / `unexpected` message naming only the thrown value's class (never its
// message, which could carry anything).
import { TreasuryError, type PlainError, type PlainErrorField } from '../../shared/errors';
import { plainErrorSchema } from '../../shared/ipc';

/** The call named no method of the contract, or its input does not match the method's schema. */
export class IpcInputError extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'invalid_input';
  constructor(message: string, fields: readonly PlainErrorField[]) {
    super(message, { fields });
  }
}

/** The record asked for is not in the cache. */
export class NotInCacheError extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'not_found';
}

/** A handler answered something its method's output schema refuses: a bug of the app. */
export class InvalidOutputError extends TreasuryError {
  readonly kind = 'internal';
  readonly code = 'invalid_output';
  constructor(method: string) {
    super(`The answer to ${method} did not match the IPC contract.`);
  }
}

function className(thrown: unknown): string {
  try {
    if (thrown === null) return 'null';
    if (typeof thrown !== 'object' && typeof thrown !== 'function') return typeof thrown;
    const name: unknown = (thrown as { constructor?: { name?: unknown } }).constructor?.name;
    return typeof name === 'string' && /^[A-Za-z_$][\w$]{0,60}$/.test(name) ? name : 'Object';
  } catch {
    return 'Object';
  }
}

export function unexpectedError(thrown: unknown): PlainError {
  return { kind: 'internal', code: 'unexpected', message: `Unexpected error in the main process (${className(thrown)}).`, retryable: false };
}

/** Anything thrown, as the envelope's error: plain data, checked against the contract's schema. */
export function envelopeErrorOf(thrown: unknown): PlainError {
  if (!(thrown instanceof TreasuryError)) return unexpectedError(thrown);
  try {
    const parsed = plainErrorSchema.safeParse(thrown.toPlain('window'));
    return parsed.success ? parsed.data : unexpectedError(thrown);
  } catch {
    return unexpectedError(thrown);
  }
}
