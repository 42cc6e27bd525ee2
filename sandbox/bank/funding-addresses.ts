// Deterministic funding coordinates of an account: blockchain addresses in each chain's
// own format, and US account numbers with a valid ABA routing number.
import { createHash } from 'node:crypto';
import type { CryptoNetwork } from '../../shared/schemas';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function digest(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('\u0000')).digest();
}

function base58(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i += 1) out += BASE58[(bytes[i % bytes.length] ?? 0) % 58];
  return out;
}

export function blockchainAddressFor(accountId: string, chain: CryptoNetwork): string {
  const bytes = Buffer.concat([digest(accountId, chain), digest(chain, accountId)]);
  switch (chain) {
    case 'solana':
      return base58(bytes, 44).replace(/^1/, '2');
    case 'sui':
      return `0x${bytes.toString('hex').slice(0, 64)}`;
    default:
      return `0x${bytes.toString('hex').slice(0, 40)}`;
  }
}

/** The sandbox bank's ABA routing number (valid check digit). */
export const SANDBOX_ROUTING_NUMBER = '084106768';
export const SANDBOX_BANK_NAME = 'Sandbox Bank, N.A.';

/** A 12-digit US account number, deterministic for an account number id. */
export function usAccountNumberFor(accountNumberId: string): string {
  const bytes = digest(accountNumberId);
  let out = '';
  for (let i = 0; out.length < 12; i += 1) out += String((bytes[i] ?? 0) % 10);
  return out.replace(/^0/, '7');
}
