// Why a confirmation was refused. Nothing was recorded and nothing was sent.
import type { Check } from '../pre-send-checks';

export type RefusalCode =
  | 'blocked'
  | 'warning_not_acknowledged'
  | 'environment_not_named'
  | 'unknown_prepared'
  | 'expired'
  | 'prepared_changed'
  | 'not_sendable';

export class ConfirmationRefusedError extends Error {
  override readonly name = 'ConfirmationRefusedError';
  readonly kind = 'confirmation_refused';
  readonly code: RefusalCode;
  /** The checks behind the refusal (blocks, or warnings not acknowledged). */
  readonly checks: readonly Check[];

  constructor(code: RefusalCode, message: string, checks: readonly Check[] = []) {
    super(message);
    this.code = code;
    this.checks = checks;
  }

  /** Plain data for the IPC envelope's `error`. */
  toPlainError(): { kind: 'confirmation_refused'; code: RefusalCode; message: string; retryable: false; checks: Check[] } {
    return { kind: this.kind, code: this.code, message: this.message, retryable: false, checks: this.checks.map((c) => ({ ...c })) };
  }
}
