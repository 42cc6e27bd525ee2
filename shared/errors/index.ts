export { isTreasuryError, TREASURY_ERROR_KINDS, TreasuryError } from './treasury-error';
export type { PlainError, PlainErrorField, TreasuryErrorKind, TreasuryErrorOptions } from './treasury-error';
