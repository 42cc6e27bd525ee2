// The sandbox's fee schedule, in the currency of the account debited. Fees post as
// separate `fee` ledger entries in the same transaction group as the payment.
import { currencyExponent, decimalToMinorUnits } from '../../shared/money';
import type { CryptoNetwork } from '../../shared/schemas';

export type ChargeBearer = 'OUR' | 'SHA' | 'BEN';

/** Fee components in major units of the debited currency. */
export const FEE_SCHEDULE = {
  open: '0',
  ach_standard: '0.50',
  ach_same_day: '1.50',
  fedwire: '15.00',
  swift: { OUR: '35.00', SHA: '15.00', BEN: '0' },
  crypto: { ethereum: '2.00', solana: '0.01', base: '0.05', ink: '0.05', sui: '0.02' },
  collection_ach: '0.25',
} as const;

/** What the beneficiary's side deducts on SWIFT, in major units of the receive currency (reported, not posted). */
export const SWIFT_BENEFICIARY_DEDUCTIONS = { OUR: '0', SHA: '10.00', BEN: '25.00' } as const;

export function feeMinor(major: string, currency: string): bigint {
  return decimalToMinorUnits(major, currencyExponent(currency));
}

export interface FeeComponent {
  type: string;
  minor: bigint;
}

export function achFee(achType: 'standard' | 'same_day', currency: string): FeeComponent[] {
  return [{ type: achType === 'same_day' ? 'ach_same_day_fee' : 'ach_fee', minor: feeMinor(achType === 'same_day' ? FEE_SCHEDULE.ach_same_day : FEE_SCHEDULE.ach_standard, currency) }];
}

export function swiftFee(bearer: ChargeBearer, currency: string): FeeComponent[] {
  const minor = feeMinor(FEE_SCHEDULE.swift[bearer], currency);
  return minor > 0n ? [{ type: bearer === 'OUR' ? 'swift_our_fee' : 'swift_fee', minor }] : [];
}

export function cryptoFee(network: CryptoNetwork, asset: string): FeeComponent[] {
  return [{ type: 'network_fee', minor: feeMinor(FEE_SCHEDULE.crypto[network], asset) }];
}

export function fedwireFee(currency: string): FeeComponent[] {
  return [{ type: 'wire_fee', minor: feeMinor(FEE_SCHEDULE.fedwire, currency) }];
}
