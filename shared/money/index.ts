// Exact money for every layer: currency exponents, typed amounts <-> minor units,
// ledger decimal arithmetic, and the wire schemas. Money is never a JS number.
export {
  CRYPTO_ASSET_DECIMALS,
  CRYPTO_NETWORKS,
  FIAT_EXPONENTS,
  NON_PAYABLE_ISO_CODES,
  WITHDRAWN_FIAT_CODES,
  currencyExponent,
  isCryptoAsset,
  isFiatCurrency,
  isKnownCurrency,
} from './currencies';
export type { CryptoAssetCode, CryptoNetwork, FiatCurrencyCode } from './currencies';

export { MoneyInputError, isMoneyInputError } from './money-errors';
export type { MoneyInputErrorCode } from './money-errors';

export {
  MAX_AMOUNT_DIGITS,
  MAX_AMOUNT_INPUT_LENGTH,
  MAX_EXPONENT,
  decimalToMinorUnits,
  formatMinorUnits,
  minorUnitsToDecimal,
  parseAmountInput,
  toMinorUnitsBigint,
} from './amount-input';

export { formatDecimalAmount } from './format-decimal';

export {
  MAX_DECIMAL_STRING_LENGTH,
  addDecimals,
  compareDecimals,
  formatScaledDecimal,
  normalizeDecimal,
  parseSignedDecimal,
  subtractDecimals,
  sumDecimals,
} from './ledger-decimal';
export type { ScaledDecimal } from './ledger-decimal';

export {
  cryptoMoney,
  cryptoMoneyRequestSchema,
  cryptoNetworkSchema,
  decimalAmountMoneyResponseSchema,
  fiatMoney,
  fiatMoneyRequestSchema,
  minorUnitsMoneyResponseSchema,
  minorUnitsValueSchema,
  responseMoney,
  responseMoneySchema,
} from './money-schemas';
export type { CryptoMoneyRequest, FiatMoneyRequest, Money } from './money-schemas';
