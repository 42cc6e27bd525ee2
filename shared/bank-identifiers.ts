// Checks of the identifiers a person types for a payment method, so a typo is caught
// before anything is sent: ABA routing numbers, IBANs, BICs, wallet addresses, open handles.
import { walletAddressProblem } from './chain-addresses';
import type { CryptoNetwork } from './schemas/enums';

export { walletAddressProblem };

/** ABA routing number: 9 digits whose weighted sum (3,7,1 repeating) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(value[i]) * (weights[i] ?? 0);
  return sum % 10 === 0;
}

/**
 * IBAN lengths per country (SWIFT's IBAN registry): a German IBAN is 22 characters, a
 * Norwegian one 15. An IBAN of a country not listed, or of another length, is refused.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
  GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28,
  LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24,
  SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** mod-97 of the IBAN rearranged (country and check digits moved to the end, letters as 10-35). */
function ibanRemainder(value: string): number {
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/**
 * What to fix in an IBAN written without spaces in upper case, or undefined when it is one:
 * its shape, its country's length, then its check digits (ISO 13616 mod-97 equal to 1).
 */
export function ibanProblem(value: string): string | undefined {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) {
    return 'must be an IBAN: two letters of the country, two check digits, then 11 to 30 letters and digits, e.g. DE89 3704 0044 0532 0130 00';
  }
  const country = value.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return `starts with ${country}, which is not a country that uses IBANs: check the first two letters`;
  if (value.length !== length) return `is ${value.length} characters long, but an IBAN of ${country} has ${length}: check for a missing or extra character`;
  if (ibanRemainder(value) !== 1) return 'has check digits that do not match (a character is mistyped or two are swapped): check it against the statement';
  return undefined;
}

/** IBAN (ISO 13616): its country's length and mod-97 check. Spaces are not allowed. */
export function isIban(value: string): boolean {
  return ibanProblem(value) === undefined;
}

/** BIC (ISO 9362): 4 letters bank, 2 letters country, 2 alphanumerics location, optional 3 alphanumerics branch. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);
}

/** US bank account numbers: 4 to 17 digits. */
export function isUsBankAccountNumber(value: string): boolean {
  return /^[0-9]{4,17}$/.test(value);
}

/** A wallet address in the form its chain uses (EVM hex with its EIP-55 checksum when mixed case, Solana base58 of 32 bytes, Sui 32-byte hex). */
export function isWalletAddress(chain: CryptoNetwork, value: string): boolean {
  return walletAddressProblem(chain, value) === undefined;
}

export function walletAddressHint(chain: CryptoNetwork): string {
  switch (chain) {
    case 'solana':
      return 'a base58 address of 32 to 44 characters';
    case 'sui':
      return '0x followed by 64 hex digits';
    default:
      return '0x followed by 40 hex digits';
  }
}

/** An open-network recipient: a handle `@<org>.<handle>.<currency>`, a customer id or an account id (spec 2.9). */
export function isOpenId(value: string): boolean {
  return /^@[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9_-]*\.[a-z]{2,10}$/i.test(value) || /^(cus|acc)_[A-Za-z0-9]+$/.test(value);
}

/** E.164 phone number: + and up to 15 digits. */
export function isE164Phone(value: string): boolean {
  return /^\+[1-9][0-9]{1,14}$/.test(value);
}
