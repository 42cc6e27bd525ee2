// Checks of the identifiers a person types for a payment method, so a typo is caught
// before anything is sent: ABA routing numbers, IBANs, BICs, wallet addresses, open handles.
import type { CryptoNetwork } from './schemas/enums';

/** ABA routing number: 9 digits whose weighted sum (3,7,1 repeating) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(value[i]) * (weights[i] ?? 0);
  return sum % 10 === 0;
}

/** IBAN (ISO 13616): country, check digits, up to 30 alphanumerics; mod-97 of the rearranged digits is 1. Spaces are not allowed. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** BIC (ISO 9362): 4 letters bank, 2 letters country, 2 alphanumerics location, optional 3 alphanumerics branch. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);
}

/** US bank account numbers: 4 to 17 digits. */
export function isUsBankAccountNumber(value: string): boolean {
  return /^[0-9]{4,17}$/.test(value);
}

const WALLET_PATTERNS: Record<CryptoNetwork, RegExp> = {
  ethereum: /^0x[0-9a-fA-F]{40}$/,
  base: /^0x[0-9a-fA-F]{40}$/,
  ink: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  sui: /^0x[0-9a-fA-F]{64}$/,
};

/** A wallet address in the form its chain uses (EVM hex, Solana base58, Sui 32-byte hex). */
export function isWalletAddress(chain: CryptoNetwork, value: string): boolean {
  return WALLET_PATTERNS[chain].test(value);
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
