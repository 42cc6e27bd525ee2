// Exit codes of the command-line companion, and the mapping of every failure to one,
// with a message that says what to fix. Messages never hold a secret: every error
// class they come from is secret-free by construction.
import { ApiError } from '../api/api-errors';
import { CacheError } from '../cache';
import { CsvExportError } from '../export';
import { KeychainUnavailableError, MissingApiKeyError, MissingSigningKeyError, SecretsError } from '../secrets';
import { NotConfiguredError, ProfileError, SandboxRegistrationError } from '../host';

export const EXIT = {
  ok: 0,
  /** The operation failed (server refused, export failed, bad data). */
  failed: 1,
  /** The command line is wrong. */
  usage: 2,
  /** Something must be set up first: a key, an API key, a server URL. */
  notConfigured: 3,
  /** The OS keychain is not available or locked. */
  keychainUnavailable: 4,
  /** The server could not be reached; cached data is still available. */
  offline: 5,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A failure a command reports itself, with its exit code. */
export class CommandFailure extends Error {
  constructor(message: string, readonly exitCode: ExitCode) {
    super(message);
    this.name = 'CommandFailure';
  }
}

export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CommandFailure) return error.exitCode;
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof KeychainUnavailableError) return EXIT.keychainUnavailable;
  if (error instanceof MissingApiKeyError || error instanceof MissingSigningKeyError || error instanceof NotConfiguredError) return EXIT.notConfigured;
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return EXIT.offline;
  return EXIT.failed;
}

/** One line for stderr. Unknown errors are reported by kind only, never dumped. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.fields.length > 0 ? ` (${error.fields.map((f) => `${f.field}: ${f.message}`).join('; ')})` : '';
    const request = error.requestId !== undefined ? ` [request ${error.requestId}]` : '';
    return `${error.message}${fields}${request}`;
  }
  if (error instanceof SecretsError || error instanceof UsageError || error instanceof CommandFailure || error instanceof NotConfiguredError
    || error instanceof ProfileError || error instanceof SandboxRegistrationError || error instanceof CacheError || error instanceof CsvExportError) {
    return error.message;
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('E')) {
    return `${error.message}`;
  }
  return `Unexpected failure (${error instanceof Error ? error.name : typeof error}); nothing secret was printed. Run again, and report it if it repeats.`;
}
