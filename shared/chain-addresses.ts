// Wallet addresses as each chain writes them, checked beyond their shape where the chain
// defines a check: an EVM address (Ethereum, Base, Ink) in mixed case carries the EIP-55
// checksum (the case of each letter is a bit of the Keccak-256 hash of the lower-case
// address), so a mistyped letter is caught; a Solana address is base58 of exactly 32
// bytes (an ed25519 public key); a Sui address is 0x and 32 bytes in hex.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { CRYPTO_NETWORKS, type CryptoNetwork } from './schemas/enums';
import { markUnknown } from './schemas/known-or-unknown';

const EVM_SHAPE = /^0x[0-9a-fA-F]{40}$/;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The EIP-55 form of a 40-hex-digit address (`0x` + letters upper-cased where the hash's nibble is 8 or more). */
export function eip55Checksummed(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(Uint8Array.from(hex, (ch) => ch.charCodeAt(0)));
  let out = '0x';
  for (let i = 0; i < hex.length; i += 1) {
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const ch = hex[i] as string;
    out += nibble >= 8 ? ch.toUpperCase() : ch;
  }
  return out;
}

export type EvmAddressProblem = 'shape' | 'checksum';

/**
 * Why an EVM address is refused, or undefined: all lower case or all upper case carries
 * no checksum (accepted as written); mixed case must be exactly its EIP-55 form.
 */
export function evmAddressProblem(value: string): EvmAddressProblem | undefined {
  if (!EVM_SHAPE.test(value)) return 'shape';
  const body = value.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return undefined;
  return eip55Checksummed(value) === value ? undefined : 'checksum';
}

/** The bytes a base58 (Bitcoin alphabet) text stands for, or undefined when a character is not in the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const ch of text) {
    const digit = BASE58_ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const ch of text) {
    if (ch !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

export type SolanaAddressProblem = 'alphabet' | 'length';

/** Why a Solana address is refused, or undefined: base58 that decodes to exactly 32 bytes. */
export function solanaAddressProblem(value: string): SolanaAddressProblem | undefined {
  if (value.length < 32 || value.length > 44) return 'length';
  const bytes = base58Decode(value);
  if (bytes === undefined) return 'alphabet';
  return bytes.length === 32 ? undefined : 'length';
}

const CHAIN_NAMES: Readonly<Record<CryptoNetwork, string>> = { ethereum: 'Ethereum', base: 'Base', ink: 'Ink', solana: 'Solana', sui: 'Sui' };

/** A chain's name for people ("Ethereum"); one this app does not know as it came, marked. */
export function chainName(chain: string): string {
  return Object.hasOwn(CHAIN_NAMES, chain) ? CHAIN_NAMES[chain as CryptoNetwork] : markUnknown(CRYPTO_NETWORKS, chain, 'network');
}

/** What to fix in a wallet address for its chain, or undefined when it is one. */
export function walletAddressProblem(chain: CryptoNetwork, value: string): string | undefined {
  const name = CHAIN_NAMES[chain];
  switch (chain) {
    case 'solana': {
      const problem = solanaAddressProblem(value);
      if (problem === 'alphabet') return 'is not a Solana address: expected a base58 address of 32 to 44 characters (letters and digits except 0, O, I and l)';
      if (problem === 'length') return 'is not a Solana address: expected a base58 address of 32 to 44 characters that stands for 32 bytes';
      return undefined;
    }
    case 'sui':
      return /^0x[0-9a-fA-F]{64}$/.test(value) ? undefined : 'is not a Sui address: expected 0x followed by 64 hex digits';
    default: {
      const problem = evmAddressProblem(value);
      if (problem === 'shape') return `is not ${name === 'Ethereum' || name === 'Ink' ? 'an' : 'a'} ${name} address: expected 0x followed by 40 hex digits`;
      if (problem === 'checksum') {
        return `has a letter in the wrong case for its EIP-55 checksum (mixed-case ${name} addresses carry one): check it against the recipient's address, or paste it again`;
      }
      return undefined;
    }
  }
}
