// Why a confirmation was refused. Nothing was recorded and nothing was sent.
import { TreasuryError, type PerAudience } from '../../shared/errors';
import type { Check } from '../pre-send-checks';

export type RefusalCode =
  | 'blocked'
  | 'warning_not_acknowledged'
  | 'environment_not_named'
  | 'unknown_prepared'
  | 'expired'
  | 'prepared_changed'
  | 'not_sendable';

export class ConfirmationRefusedError extends TreasuryError {
  override readonly name = 'ConfirmationRefusedError';
  readonly kind = 'refused';
  readonly code: RefusalCode;
  /** The checks behind the refusal (blocks, or warnings not acknowledged). */
  readonly checks: readonly Check[];

  constructor(code: RefusalCode, message: string, checks: readonly Check[] = [], remedy?: PerAudience) {
    super(message, { remedy });
    this.code = code;
    this.checks = checks;
  }
}
