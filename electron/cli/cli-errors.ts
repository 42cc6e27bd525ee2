// Exit codes of the command-line companion, and the ONE place where every error class of
// the app is given its exit code. Messages never hold a secret: every class listed here
// is secret-free by construction. A class missing from ERROR_CLASSES is reported as an
// "Unexpected failure"; test/unit/cli/cli-error-classes.test.ts finds every error class
// of electron/ and shared/ and fails when one is missing.
import { ApiError, type ApiErrorKind } from '../api/api-errors';
import { PaginationError } from '../api/operations/paged-list';
import { InvalidPathParameterError } from '../api/operations/request-path';
import { CanonicalJsonError } from '../audit/canonical-json';
import { AuditError } from '../audit/audit-errors';
import { CacheError } from '../cache/cache-errors';
import { TimestampError } from '../cache/timestamps';
import { CsvCellError } from '../export/csv-cells';
import { CsvExportError } from '../export';
import { StreamFailure } from '../export/csv-stream-pump';
import { DataDirectoryError } from '../sqlite/data-directory-folders';
import { NotConfiguredError, ProfileError, SandboxRegistrationError } from '../host';
import { JournalError } from '../journal/journal-errors';
import { OutboxError } from '../outbox/outbox-errors';
import {
  InvalidApiKeyError, InvalidKeyRoleError, KeychainFailureError, KeychainUnavailableError, KeyImportError, MissingApiKeyError,
  MissingSigningKeyError, SecretsError, SigningKeyExistsError, StoredSecretCorruptError,
} from '../secrets';
import { UnreadableError } from '../status-tracking/read-status';
import { SyncProtocolError, SyncStopped } from '../sync/sync-errors';
import { QueueStopped } from '../sync/work-queue';
import { ConfirmationRefusedError } from '../write-flows';
import { MoneyInputError } from '../../shared/money/money-errors';

export const EXIT = {
  ok: 0,
  /** The operation failed (server refused, export failed, bad data). */
  failed: 1,
  /** The command line, or what was typed, is wrong. */
  usage: 2,
  /** Something must be set up first: a key, an API key, a server URL. */
  notConfigured: 3,
  /** The OS keychain is not available or locked. */
  keychainUnavailable: 4,
  /** The server could not be reached; cached data is still available. */
  offline: 5,
  /** Interrupted (Ctrl-C): 128 + SIGINT. */
  interrupted: 130,
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor of an Error
type ErrorClass = abstract new (...args: any[]) => Error;

/** Errors that know whether the person must change the command (a path, a folder) or it failed otherwise (a full disk). */
function inputToFixOrFailed(error: Error): ExitCode {
  return 'inputToFix' in error && error.inputToFix === true ? EXIT.usage : EXIT.failed;
}

const API_KIND_EXIT: Record<ApiErrorKind, ExitCode> = {
  authentication: EXIT.failed,
  permission: EXIT.failed,
  not_found: EXIT.failed,
  invalid_request: EXIT.failed,
  duplicate_idempotency_key: EXIT.failed,
  idempotency_in_flight: EXIT.failed,
  rate_limit: EXIT.failed,
  server: EXIT.failed,
  network: EXIT.offline,
  timeout: EXIT.offline,
  aborted: EXIT.failed,
  malformed_response: EXIT.failed,
  response_validation: EXIT.failed,
  signing: EXIT.failed,
  configuration: EXIT.notConfigured,
  invalid_request_options: EXIT.usage,
};

/**
 * Every error class, most specific first, with its exit code. Input to fix is 2 (a bad
 * URL, API key, key file, amount, date), setup missing is 3, a locked keychain 4.
 */
export const ERROR_CLASSES: ReadonlyArray<readonly [ErrorClass, ExitCode | ((error: never) => ExitCode)]> = [
  [CommandFailure, (error: CommandFailure) => error.exitCode],
  [UsageError, EXIT.usage],
  [ApiError, (error: ApiError) => API_KIND_EXIT[error.kind] ?? EXIT.failed],
  [KeychainUnavailableError, EXIT.keychainUnavailable],
  [MissingApiKeyError, EXIT.notConfigured],
  [MissingSigningKeyError, EXIT.notConfigured],
  [StoredSecretCorruptError, EXIT.notConfigured],
  [NotConfiguredError, EXIT.notConfigured],
  [InvalidApiKeyError, EXIT.usage],
  [InvalidKeyRoleError, EXIT.usage],
  [KeyImportError, EXIT.usage],
  [SigningKeyExistsError, EXIT.failed],
  [KeychainFailureError, EXIT.failed],
  [SecretsError, EXIT.failed],
  [ProfileError, EXIT.usage],
  [MoneyInputError, EXIT.usage],
  [TimestampError, EXIT.usage],
  [InvalidPathParameterError, EXIT.usage],
  [SandboxRegistrationError, EXIT.failed],
  [ConfirmationRefusedError, EXIT.failed],
  [OutboxError, (error: OutboxError) => (error.code === 'invalid_intent' || error.code === 'not_found' ? EXIT.usage : EXIT.failed)],
  [CacheError, EXIT.failed],
  [CsvExportError, inputToFixOrFailed],
  [DataDirectoryError, inputToFixOrFailed],
  [StreamFailure, EXIT.failed],
  [CsvCellError, EXIT.failed],
  [JournalError, EXIT.failed],
  [AuditError, EXIT.failed],
  [CanonicalJsonError, EXIT.failed],
  [PaginationError, EXIT.failed],
  [SyncProtocolError, EXIT.failed],
  [SyncStopped, EXIT.failed],
  [QueueStopped, EXIT.failed],
  [UnreadableError, EXIT.failed],
];

function entryFor(error: unknown): (typeof ERROR_CLASSES)[number] | undefined {
  return ERROR_CLASSES.find(([cls]) => error instanceof cls);
}

/** A system error of Node (ENOENT, EACCES, ...): its message names the path and the problem. */
function isSystemError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code);
}

export function exitCodeOf(error: unknown): ExitCode {
  const entry = entryFor(error);
  if (entry === undefined) return EXIT.failed;
  const [, exit] = entry;
  return typeof exit === 'function' ? (exit as (e: unknown) => ExitCode)(error) : exit;
}

/** True when the class (or a parent) has its exit code here. */
export function isMappedErrorClass(cls: ErrorClass): boolean {
  return ERROR_CLASSES.some(([mapped]) => cls === mapped || cls.prototype instanceof mapped);
}

/** One line for stderr. Unknown errors are reported by kind only, never dumped. */
export function describeError(error: unknown, fieldFlags: Readonly<Record<string, string>> = {}): string {
  if (error instanceof ApiError) {
    const fields = error.fields.length > 0 ? ` (${error.fields.map((f) => `${fieldFlags[f.field] ?? f.field}: ${f.message}`).join('; ')})` : '';
    const request = error.requestId !== undefined ? ` [request ${error.requestId}]` : '';
    return `${error.message}${fields}${request}`;
  }
  if (entryFor(error) !== undefined || isSystemError(error)) return (error as Error).message;
  return `Unexpected failure (${error instanceof Error ? error.name : typeof error}); nothing secret was printed. Run again, and report it if it repeats.`;
}
