// The sandbox's fee schedule, in the currency of the account debited. Fees post as
// separate `fee` ledger entries in the same transaction group as the payment.
// SWIFT is the one rail that debits accounts in many currencies: its fees have a
// schedule per currency (a yen account pays yen figures, never a dollar figure read as
// yen); a currency without a row pays the USD row at the sandbox's fixed rate, rounded
// up to a whole unit of that currency.
import { currencyExponent, decimalToMinorUnits } from '../../shared/money';
import type { CryptoNetwork } from '../../shared/schemas';
import { ApiError } from '../http/api-error';
import { convertUpFor, hasRate } from './fx-rates';

export type ChargeBearer = 'OUR' | 'SHA' | 'BEN';

/** Fee components in major units of the debited currency (SWIFT's per currency in SWIFT_FEES). */
export const FEE_SCHEDULE = {
  open: '0',
  ach_standard: '0.50',
  ach_same_day: '1.50',
  fedwire: '15.00',
  crypto: { ethereum: '2.00', solana: '0.01', base: '0.05', ink: '0.05', sui: '0.02' },
  collection_ach: '0.25',
} as const;

type BearerFees = Readonly<Record<ChargeBearer, string>>;

/** What the sender's bank charges on SWIFT, in major units of the debited currency. */
export const SWIFT_FEES: Readonly<Record<string, BearerFees>> = {
  USD: { OUR: '35.00', SHA: '15.00', BEN: '0' },
  EUR: { OUR: '35.00', SHA: '15.00', BEN: '0' },
  GBP: { OUR: '35.00', SHA: '15.00', BEN: '0' },
  CHF: { OUR: '35.00', SHA: '15.00', BEN: '0' },
  JPY: { OUR: '5000', SHA: '2000', BEN: '0' },
};

/** What the beneficiary's side deducts on SWIFT, in major units of the receive currency (reported, not posted). */
export const SWIFT_BENEFICIARY_DEDUCTIONS: Readonly<Record<string, BearerFees>> = {
  USD: { OUR: '0', SHA: '10.00', BEN: '25.00' },
  EUR: { OUR: '0', SHA: '10.00', BEN: '25.00' },
  GBP: { OUR: '0', SHA: '10.00', BEN: '25.00' },
  CHF: { OUR: '0', SHA: '10.00', BEN: '25.00' },
  JPY: { OUR: '0', SHA: '1500', BEN: '3500' },
};

export function feeMinor(major: string, currency: string): bigint {
  return decimalToMinorUnits(major, currencyExponent(currency));
}

/** A row of a per-currency table in minor units of `currency`: its own row, else the USD row converted and rounded up to a whole unit. */
function scheduledMinor(table: Readonly<Record<string, BearerFees>>, bearer: ChargeBearer, currency: string): bigint {
  const own = table[currency];
  if (own !== undefined) return feeMinor(own[bearer], currency);
  const usd = table.USD;
  if (usd === undefined) throw new Error('a SWIFT fee table without a USD row');
  if (!hasRate(currency)) throw new ApiError('currency_mismatch', `The sandbox has no SWIFT fee schedule for ${currency}`);
  const usdMinor = feeMinor(usd[bearer], 'USD');
  if (usdMinor === 0n) return 0n;
  const unit = 10n ** BigInt(currencyExponent(currency));
  const minor = convertUpFor(usdMinor, currency, 'USD');
  return ((minor + unit - 1n) / unit) * unit;
}

export function swiftBeneficiaryDeduction(bearer: ChargeBearer, receiveCurrency: string): bigint {
  return scheduledMinor(SWIFT_BENEFICIARY_DEDUCTIONS, bearer, receiveCurrency);
}

export interface FeeComponent {
  type: string;
  minor: bigint;
}

export function achFee(achType: 'standard' | 'same_day', currency: string): FeeComponent[] {
  return [{ type: achType === 'same_day' ? 'ach_same_day_fee' : 'ach_fee', minor: feeMinor(achType === 'same_day' ? FEE_SCHEDULE.ach_same_day : FEE_SCHEDULE.ach_standard, currency) }];
}

export function swiftFee(bearer: ChargeBearer, currency: string): FeeComponent[] {
  const minor = scheduledMinor(SWIFT_FEES, bearer, currency);
  return minor > 0n ? [{ type: bearer === 'OUR' ? 'swift_our_fee' : 'swift_fee', minor }] : [];
}

export function cryptoFee(network: CryptoNetwork, asset: string): FeeComponent[] {
  return [{ type: 'network_fee', minor: feeMinor(FEE_SCHEDULE.crypto[network], asset) }];
}

export function fedwireFee(currency: string): FeeComponent[] {
  return [{ type: 'wire_fee', minor: feeMinor(FEE_SCHEDULE.fedwire, currency) }];
}
