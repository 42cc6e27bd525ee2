// Why a statement cannot be made or written: a stable code, the field to fix (when the
// person gave something wrong) and a message that says what to do (when the way differs,
// a remedy in each audience's words: the window's never names a command). Never a secret.
import { TreasuryError, type Audience, type PerAudience, type PlainError, type TreasuryErrorKind } from '../../shared/errors';

export type StatementErrorCode =
  /** The period, time zone, account or format given cannot be used. */
  | 'invalid_request'
  | 'unknown_account'
  /** The ledger was never synced, or its last full sync did not finish. */
  | 'not_synced'
  | 'partial_sync'
  /** The cached running balances do not chain: entries are missing. */
  | 'does_not_add_up'
  /** The statement cannot be carried by the format (a currency the format's schema refuses). */
  | 'format_refused';

const KINDS: Record<StatementErrorCode, TreasuryErrorKind> = {
  invalid_request: 'input',
  unknown_account: 'input',
  not_synced: 'not_configured',
  partial_sync: 'refused',
  does_not_add_up: 'damaged',
  format_refused: 'input',
};

export type StatementField = 'account' | 'from' | 'to' | 'timeZone' | 'format';

export class StatementError extends TreasuryError {
  override readonly name = 'StatementError';
  readonly kind: TreasuryErrorKind;
  constructor(
    readonly code: StatementErrorCode,
    message: string,
    readonly field?: StatementField,
    remedy?: PerAudience,
  ) {
    super(message, field === undefined ? { remedy } : { fields: [{ field, message }], remedy });
    this.kind = KINDS[code];
  }

  /** The field's message is the whole message, worded for the audience as well. */
  override toPlain(audience: Audience): PlainError {
    const plain = super.toPlain(audience);
    return this.field === undefined ? plain : { ...plain, fields: [{ field: this.field, message: plain.message }] };
  }
}
