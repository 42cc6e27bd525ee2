// The one base of every error class of the app (electron/ and shared/). Its `kind` is a
// small closed set that decides how an error is handled (the CLI's exit code, the UI's
// treatment), its `code` a stable snake_case name, and `toPlain()` the plain data that
// crosses IPC: `{kind, code, message, requestId?, retryable, fields?}` and nothing else
// (no cause, no stack). Messages are secret-free by construction in every subclass.
// A message says what happened; its `remedy`, when it has one, says what to do next in
// each audience's words, written in the same place: the CLI's names its command, the
// window's its screen or button (never a command). Each edge words the error for its
// reader: the IPC dispatcher with `toPlain('window')`, the CLI with `messageFor('cli')`.
import type { FieldError } from '../api-errors';

/** Who reads a text: the `treasury` command line, or the window (which never shows a command). */
export type Audience = 'cli' | 'window';
export const AUDIENCES: readonly Audience[] = ['cli', 'window'];

/** One text in each audience's words, written side by side. */
export type PerAudience = Readonly<Record<Audience, string>>;

/** A message followed by what to do next, as `audience` reads it. */
export function wordedFor(audience: Audience, message: string, remedy: PerAudience | undefined): string {
  return remedy === undefined ? message : `${message} ${remedy[audience]}`;
}

export const TREASURY_ERROR_KINDS = [
  /** The person must fix what they gave (a command line, an amount, a path, a key file). */
  'input',
  /** Something must be set up first (a key, an API key, a server URL). */
  'not_configured',
  /** The OS keychain is unavailable or locked. */
  'keychain_unavailable',
  /** The server could not be reached; cached data still is. */
  'offline',
  /** The server or a rule said no. */
  'refused',
  /** The request clashes with what exists (a key already stored, another environment's file). */
  'conflict',
  /** A file of the app is damaged. */
  'damaged',
  /** An operation failed (a full disk, a server error, an answer that does not read). */
  'failed',
  /** Stopped on purpose before the end (Ctrl-C, an abort). */
  'interrupted',
  /** A bug of the app: a caller broke a contract. */
  'internal',
] as const;
export type TreasuryErrorKind = (typeof TREASURY_ERROR_KINDS)[number];

/** One field of the input to fix. */
export interface PlainErrorField {
  field: string;
  message: string;
}

/** The IPC envelope's `error` (DESIGN convention 2): plain data, never a secret, cause or stack. */
export interface PlainError {
  kind: TreasuryErrorKind;
  code: string;
  message: string;
  requestId?: string;
  retryable: boolean;
  fields?: PlainErrorField[];
  /** What to do next, in the reader's words, when the error says: `message` ends with it. */
  remedy?: string;
}

export interface TreasuryErrorOptions {
  cause?: unknown;
  retryable?: boolean;
  requestId?: string | undefined;
  fields?: ReadonlyArray<FieldError | PlainErrorField> | undefined;
  /** What to do next, per audience (the message then says only what happened). */
  remedy?: PerAudience | undefined;
}

export abstract class TreasuryError extends Error {
  /** How the error is handled: decided by the class (and, for some, by its code). */
  abstract readonly kind: TreasuryErrorKind;
  /** Stable, snake_case. */
  abstract readonly code: string;
  readonly retryable: boolean;
  /** The server's request id, when a request was answered. */
  readonly requestId: string | undefined;
  /** The fields to fix (empty when the error is not about fields). */
  readonly fields: ReadonlyArray<FieldError | PlainErrorField>;
  /** What to do next, in each audience's words; `message` says what happened. */
  readonly remedy: PerAudience | undefined;

  constructor(message: string, options: TreasuryErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.retryable = options.retryable ?? false;
    this.requestId = options.requestId;
    this.fields = options.fields ?? [];
    this.remedy = options.remedy;
  }

  /** What happened and what to do next, in `audience`'s words. */
  messageFor(audience: Audience): string {
    return wordedFor(audience, this.message, this.remedy);
  }

  /** Exactly the IPC error shape, worded for `audience` (the window's, across IPC). */
  toPlain(audience: Audience): PlainError {
    const plain: PlainError = { kind: this.kind, code: this.code, message: this.messageFor(audience), retryable: this.retryable };
    if (this.requestId !== undefined) plain.requestId = this.requestId;
    if (this.fields.length > 0) plain.fields = this.fields.map((f) => ({ field: f.field, message: f.message }));
    if (this.remedy !== undefined) plain.remedy = this.remedy[audience];
    return plain;
  }
}

export function isTreasuryError(error: unknown): error is TreasuryError {
  return error instanceof TreasuryError;
}
