// Which currencies and crypto assets the app knows, and how many minor-unit digits
// ("exponent") each one has. Spec 2.1: a currency is `^[A-Z]{2,10}$`, an ISO 4217 code
// for fiat or an asset ticker for crypto; request values are in the smallest unit.
import { MoneyInputError, quoteInput } from './money-errors';

/**
 * ISO 4217 list one: every active currency code with its minor-unit exponent,
 * including the funds codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW) and the
 * X-codes that do have a minor unit (XAF, XCD, XCG, XOF, XPF).
 *
 * Deliberately EXCLUDED: codes whose minor unit ISO lists as "N.A.", which are not
 * payable money (see NON_PAYABLE_ISO_CODES). `currencyExponent` rejects them with
 * `unknown_currency` and a message saying why.
 *
 * Also kept, although withdrawn or being withdrawn, so that historical records still
 * format (see WITHDRAWN_FIAT_CODES): ANG (replaced by XCG in 2025), CUC (Cuba, 2021),
 * SLL (replaced by SLE), ZWL (replaced by ZWG in 2024).
 */
export const FIAT_EXPONENTS = Object.freeze({
  AED: 2, AFN: 2, ALL: 2, AMD: 2, ANG: 2, AOA: 2, ARS: 2, AUD: 2, AWG: 2, AZN: 2,
  BAM: 2, BBD: 2, BDT: 2, BGN: 2, BHD: 3, BIF: 0, BMD: 2, BND: 2, BOB: 2, BOV: 2,
  BRL: 2, BSD: 2, BTN: 2, BWP: 2, BYN: 2, BZD: 2,
  CAD: 2, CDF: 2, CHE: 2, CHF: 2, CHW: 2, CLF: 4, CLP: 0, CNY: 2, COP: 2, COU: 2,
  CRC: 2, CUC: 2, CUP: 2, CVE: 2, CZK: 2,
  DJF: 0, DKK: 2, DOP: 2, DZD: 2,
  EGP: 2, ERN: 2, ETB: 2, EUR: 2,
  FJD: 2, FKP: 2,
  GBP: 2, GEL: 2, GHS: 2, GIP: 2, GMD: 2, GNF: 0, GTQ: 2, GYD: 2,
  HKD: 2, HNL: 2, HTG: 2, HUF: 2,
  IDR: 2, ILS: 2, INR: 2, IQD: 3, IRR: 2, ISK: 0,
  JMD: 2, JOD: 3, JPY: 0,
  KES: 2, KGS: 2, KHR: 2, KMF: 0, KPW: 2, KRW: 0, KWD: 3, KYD: 2, KZT: 2,
  LAK: 2, LBP: 2, LKR: 2, LRD: 2, LSL: 2, LYD: 3,
  MAD: 2, MDL: 2, MGA: 2, MKD: 2, MMK: 2, MNT: 2, MOP: 2, MRU: 2, MUR: 2, MVR: 2,
  MWK: 2, MXN: 2, MXV: 2, MYR: 2, MZN: 2,
  NAD: 2, NGN: 2, NIO: 2, NOK: 2, NPR: 2, NZD: 2,
  OMR: 3,
  PAB: 2, PEN: 2, PGK: 2, PHP: 2, PKR: 2, PLN: 2, PYG: 0,
  QAR: 2,
  RON: 2, RSD: 2, RUB: 2, RWF: 0,
  SAR: 2, SBD: 2, SCR: 2, SDG: 2, SEK: 2, SGD: 2, SHP: 2, SLE: 2, SLL: 2, SOS: 2,
  SRD: 2, SSP: 2, STN: 2, SVC: 2, SYP: 2, SZL: 2,
  THB: 2, TJS: 2, TMT: 2, TND: 3, TOP: 2, TRY: 2, TTD: 2, TWD: 2, TZS: 2,
  UAH: 2, UGX: 0, USD: 2, USN: 2, UYI: 0, UYU: 2, UYW: 4, UZS: 2,
  VED: 2, VES: 2, VND: 0, VUV: 0,
  WST: 2,
  XAF: 0, XCD: 2, XCG: 2, XOF: 0, XPF: 0,
  YER: 2,
  ZAR: 2, ZMW: 2, ZWG: 2, ZWL: 2,
} as const);

export type FiatCurrencyCode = keyof typeof FIAT_EXPONENTS;

/** Withdrawn (or being replaced) codes still in FIAT_EXPONENTS so old records format; do not offer them for new payments. */
export const WITHDRAWN_FIAT_CODES: ReadonlySet<string> = new Set(['ANG', 'CUC', 'SLL', 'ZWL']);

/**
 * ISO 4217 codes with no minor unit: precious metals (XAU, XAG, XPT, XPD), units of
 * account (XDR, XSU, XUA, XBA, XBB, XBC, XBD), the testing code XTS and "no currency"
 * XXX. They are not money that can be paid, so they are not in FIAT_EXPONENTS.
 */
export const NON_PAYABLE_ISO_CODES: ReadonlySet<string> = new Set([
  'XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX',
]);

/** The crypto network values of the API (spec 2.2 `cryptoNetwork`, 2.9 `chain`). */
// The crypto network values are the spec's enum, defined once in shared/schemas/enums.ts.
export { CRYPTO_NETWORKS, type CryptoNetwork } from '../schemas/enums';

/**
 * Crypto assets the app offers, with their on-chain decimals. Every one of these has
 * the same decimals on each of the API's networks where it exists (for example USDC
 * is 6 on Ethereum, Solana, Base and Sui); which asset is offered on which network is
 * the server's business (GET /rails, blockchain addresses), not this table's.
 */
export const CRYPTO_ASSET_DECIMALS = Object.freeze({
  USDC: 6, // Circle USD Coin
  USDT: 6, // Tether USD
  PYUSD: 6, // PayPal USD
  EURC: 6, // Circle Euro Coin
  USDG: 6, // Global Dollar (Paxos)
  ETH: 18, // Ether (wei), also the gas asset of Base and Ink
  SOL: 9, // Solana (lamports)
  BTC: 8, // Bitcoin (satoshis)
} as const);

export type CryptoAssetCode = keyof typeof CRYPTO_ASSET_DECIMALS;

// Lookups go through Maps so that names such as "constructor" or "__proto__" never
// resolve to something inherited from Object.prototype.
const fiatExponentByCode: ReadonlyMap<string, number> = new Map(Object.entries(FIAT_EXPONENTS));
const cryptoDecimalsByCode: ReadonlyMap<string, number> = new Map(Object.entries(CRYPTO_ASSET_DECIMALS));

/** True for ISO 4217 fiat codes of FIAT_EXPONENTS (exact, uppercase). */
export function isFiatCurrency(code: string): code is FiatCurrencyCode {
  return fiatExponentByCode.has(code);
}

/** True for the crypto assets of CRYPTO_ASSET_DECIMALS (exact, uppercase). */
export function isCryptoAsset(code: string): code is CryptoAssetCode {
  return cryptoDecimalsByCode.has(code);
}

/** True when `currencyExponent(code)` would succeed: a fiat code or a crypto asset. */
export function isKnownCurrency(code: string): boolean {
  return isFiatCurrency(code) || isCryptoAsset(code);
}

/**
 * Number of minor-unit digits of a fiat currency (USD 2, JPY 0, BHD 3, CLF 4) or of
 * a crypto asset's on-chain decimals (USDC 6, ETH 18). Codes are matched exactly:
 * "usd" is not USD. Throws MoneyInputError `unknown_currency` otherwise.
 */
export function currencyExponent(code: string): number {
  const exponent = fiatExponentByCode.get(code) ?? cryptoDecimalsByCode.get(code);
  if (exponent !== undefined) return exponent;
  if (typeof code === 'string' && NON_PAYABLE_ISO_CODES.has(code)) {
    throw new MoneyInputError('unknown_currency', `${quoteInput(code)} has no minor unit and cannot be used as money in this app.`);
  }
  throw new MoneyInputError('unknown_currency', `${quoteInput(code)} is not a currency this app knows; use an ISO 4217 code such as USD or an asset such as USDC.`);
}
