// Exit codes of the command-line companion, decided by the error's `kind` in ONE place
// (exitCodeOfKind): every error class of electron/ and shared/ derives from TreasuryError
// (test/unit/cli/cli-error-classes.test.ts fails on one that does not), so a new class
// always has an exit code and a message, never "Unexpected failure". Messages never hold
// a secret: every TreasuryError is secret-free by construction.
import { TreasuryError, type TreasuryErrorKind } from '../../shared/errors';

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

/** The command line, or what was typed, is wrong. */
export class UsageError extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'usage';
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The exit code of each kind: the README's table. */
export function exitCodeOfKind(kind: TreasuryErrorKind): ExitCode {
  switch (kind) {
    case 'input':
      return EXIT.usage;
    case 'not_configured':
      return EXIT.notConfigured;
    case 'keychain_unavailable':
      return EXIT.keychainUnavailable;
    case 'offline':
      return EXIT.offline;
    case 'interrupted':
      return EXIT.interrupted;
    case 'refused':
    case 'conflict':
    case 'damaged':
    case 'failed':
    case 'internal':
      return EXIT.failed;
  }
}

const KIND_OF_EXIT: Record<Exclude<ExitCode, 0>, TreasuryErrorKind> = {
  [EXIT.failed]: 'failed',
  [EXIT.usage]: 'input',
  [EXIT.notConfigured]: 'not_configured',
  [EXIT.keychainUnavailable]: 'keychain_unavailable',
  [EXIT.offline]: 'offline',
  [EXIT.interrupted]: 'interrupted',
};

/** A failure a command reports itself, with its exit code (its kind is the kind of that code). */
export class CommandFailure extends TreasuryError {
  readonly kind: TreasuryErrorKind;
  readonly code = 'command_failed';
  constructor(message: string, exitCode: Exclude<ExitCode, 0>) {
    super(message);
    this.name = 'CommandFailure';
    this.kind = KIND_OF_EXIT[exitCode];
  }

  get exitCode(): ExitCode {
    return exitCodeOfKind(this.kind);
  }
}

/** A system error of Node (ENOENT, EACCES, ...): its message names the path and the problem. */
function isSystemError(error: unknown): error is Error & { code: string } {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && /^E[A-Z]+$/.test(error.code);
}

export function exitCodeOf(error: unknown): ExitCode {
  return error instanceof TreasuryError ? exitCodeOfKind(error.kind) : EXIT.failed;
}

/**
 * One line for stderr: the message, the fields to fix and the request id. A field whose
 * message is the error's own is said once, as `--flag: message`. Unknown errors are
 * reported by name only, never dumped.
 */
export function describeError(error: unknown, fieldFlags: Readonly<Record<string, string>> = {}): string {
  if (error instanceof TreasuryError) {
    const flag = (field: string) => fieldFlags[field] ?? field;
    const own = error.fields.find((f) => f.message === error.message);
    const others = error.fields.filter((f) => f !== own);
    const fields = others.length > 0 ? ` (${others.map((f) => `${flag(f.field)}: ${f.message}`).join('; ')})` : '';
    const request = error.requestId !== undefined ? ` [request ${error.requestId}]` : '';
    return `${own === undefined ? '' : `${flag(own.field)}: `}${error.messageFor('cli')}${fields}${request}`;
  }
  if (isSystemError(error)) return error.message;
  return `Unexpected failure (${error instanceof Error ? error.name : typeof error}); nothing secret was printed. Run again, and report it if it repeats.`;
}
