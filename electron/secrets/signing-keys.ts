// Ed25519 key material: generate a private key (the 32-byte RFC 8032 seed), derive and
// format its public key for registration, and import an existing private key.
//
// Import errors say what was recognized and what is accepted, never what the key
// contains. Intermediate buffers holding key bytes are wiped where practical (strings
// and node:crypto KeyObjects cannot be).
import { createPrivateKey, createPublicKey, getRandomValues } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { ED25519_PUBLIC_KEY_LENGTH, ED25519_SEED_LENGTH, toBase64 } from '../api/signing';
import { readEd25519Pkcs8 } from './pkcs8-der';
import { KeyImportError } from './secrets-errors';

ed.hashes.sha512 ??= sha512;

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows. */
const SPKI_ED25519_PREFIX = Uint8Array.of(0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00);

/** The longest text considered for import: a PEM Ed25519 key is about 120 characters. */
const MAX_IMPORT_TEXT_LENGTH = 16_384;

const ACCEPTED =
  'Accepted: a PEM PKCS#8 Ed25519 private key (a PEM block labelled PRIVATE KEY), the Base64 of a 32-byte Ed25519 seed (or of 64 bytes: seed then public key), or the hex of a 32-byte seed (64 hex digits, optional 0x).';

export type PrivateKeyFormat = 'pkcs8_pem' | 'pkcs8_der_base64' | 'seed_base64' | 'seed_and_public_key_base64' | 'seed_hex' | 'seed_and_public_key_hex';

export interface ParsedPrivateKey {
  /** The 32-byte Ed25519 seed. The caller should wipe it (`seed.fill(0)`) when done. */
  seed: Uint8Array;
  /** How the key was written (for messages like "imported from PEM"). */
  format: PrivateKeyFormat;
}

/** A fresh random 32-byte Ed25519 private key seed. */
export function generateSigningKey(): Uint8Array {
  return getRandomValues(new Uint8Array(ED25519_SEED_LENGTH));
}

function assertLength(bytes: Uint8Array, length: number, what: string): void {
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) throw new TypeError(`${what} is exactly ${length} bytes.`);
}

/** The raw 32-byte Ed25519 public key of a 32-byte seed. */
export function publicKeyOf(seed: Uint8Array): Uint8Array {
  assertLength(seed, ED25519_SEED_LENGTH, 'An Ed25519 private key seed');
  return ed.getPublicKey(seed);
}

/** Standard Base64 of the raw 32-byte public key (the form the provider registers). */
export function publicKeyBase64(publicKey: Uint8Array): string {
  assertLength(publicKey, ED25519_PUBLIC_KEY_LENGTH, 'An Ed25519 public key');
  return toBase64(publicKey);
}

/** The public key as a PEM SubjectPublicKeyInfo ("-----BEGIN PUBLIC KEY-----"), newline-terminated. */
export function publicKeyPem(publicKey: Uint8Array): string {
  assertLength(publicKey, ED25519_PUBLIC_KEY_LENGTH, 'An Ed25519 public key');
  const der = new Uint8Array(SPKI_ED25519_PREFIX.length + publicKey.length);
  der.set(SPKI_ED25519_PREFIX, 0);
  der.set(publicKey, SPKI_ED25519_PREFIX.length);
  const body = toBase64(der).replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN PUBLIC KEY-----\n${body}-----END PUBLIC KEY-----\n`;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Splits 64 bytes into seed and public key, checking that the public half belongs to the seed. */
function seedOfSeedAndPublicKey(bytes: Uint8Array, encoding: string): Uint8Array {
  const seed = bytes.slice(0, ED25519_SEED_LENGTH);
  if (!sameBytes(publicKeyOf(seed), bytes.subarray(ED25519_SEED_LENGTH))) {
    seed.fill(0);
    throw new KeyImportError(
      `${encoding} decodes to 64 bytes, but the second half is not the public key of the first half, so this is not an Ed25519 seed followed by its public key. ${ACCEPTED}`,
    );
  }
  return seed;
}

const CURVE_NAMES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521', secp256k1: 'secp256k1' };

function describeKeyType(key: KeyObject): string {
  switch (key.asymmetricKeyType) {
    case 'rsa':
    case 'rsa-pss':
      return 'an RSA key';
    case 'ec': {
      const curve = key.asymmetricKeyDetails?.namedCurve;
      return curve === undefined ? 'an EC (ECDSA) key' : `an EC (ECDSA) key on curve ${CURVE_NAMES[curve] ?? curve}`;
    }
    case 'ed25519':
      return 'an Ed25519 key';
    case 'ed448':
      return 'an Ed448 key';
    case 'x25519':
    case 'x448':
      return `an ${key.asymmetricKeyType.toUpperCase()} key (for key agreement, not signing)`;
    case 'dsa':
      return 'a DSA key';
    default:
      return 'a key of an unsupported type';
  }
}

/** Reads PKCS#8 DER; names the key type of anything that is not an Ed25519 private key. */
function seedOfDer(der: Uint8Array, source: string): Uint8Array {
  const reading = readEd25519Pkcs8(der);
  if (reading.kind === 'ed25519') {
    if (reading.publicKey !== undefined && !sameBytes(publicKeyOf(reading.seed), reading.publicKey)) {
      reading.seed.fill(0);
      throw new KeyImportError(`This ${source} is an Ed25519 PKCS#8 key whose embedded public key does not match its private key; the key is damaged.`);
    }
    return reading.seed;
  }
  const buffer = Buffer.from(der.buffer, der.byteOffset, der.byteLength);
  let privateKey: KeyObject | undefined;
  try {
    privateKey = createPrivateKey({ key: buffer, format: 'der', type: 'pkcs8' });
  } catch {
    // Not a readable private key: perhaps a public key.
  }
  if (privateKey !== undefined) {
    throw new KeyImportError(`This is ${describeKeyType(privateKey)}; only Ed25519 keys are accepted.`);
  }
  let publicKey: KeyObject | undefined;
  try {
    publicKey = createPublicKey({ key: buffer, format: 'der', type: 'spki' });
  } catch {
    // Neither.
  }
  if (publicKey !== undefined) {
    throw new KeyImportError(`This ${source} is a public key (${describeKeyType(publicKey).replace(/^an? /, '')}); import the private key instead.`);
  }
  throw new KeyImportError(`This ${source} is not a valid PKCS#8 private key. ${ACCEPTED}`);
}

function decodePemBody(body: string, label: string): Uint8Array {
  const compact = body.replace(/\s+/g, '');
  if (compact.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw new KeyImportError(`The "${label}" PEM block does not contain valid Base64 (PEM headers and encryption are not supported). ${ACCEPTED}`);
  }
  return Uint8Array.from(Buffer.from(compact, 'base64'));
}

function seedOfPem(text: string): ParsedPrivateKey {
  const blocks = [...text.matchAll(/-----BEGIN ([A-Z0-9 ]{1,48})-----([\s\S]*?)-----END \1-----/g)].map((m) => ({ label: m[1] ?? '', body: m[2] ?? '' }));
  if (blocks.length === 0) {
    throw new KeyImportError(`This looks like PEM, but no complete "-----BEGIN ...-----" / "-----END ...-----" block was found; include both lines. ${ACCEPTED}`);
  }
  const privateBlocks = blocks.filter((b) => b.label.endsWith('PRIVATE KEY'));
  if (privateBlocks.length > 1) throw new KeyImportError(`This PEM text contains ${privateBlocks.length} private keys; import one key at a time.`);
  const block = privateBlocks[0];
  if (block === undefined) {
    const label = blocks[0]?.label ?? '';
    if (label.endsWith('PUBLIC KEY')) throw new KeyImportError('This PEM is a public key; import the private key instead.');
    if (label.includes('CERTIFICATE')) throw new KeyImportError('This PEM is a certificate, not a private key; import the Ed25519 private key instead.');
    throw new KeyImportError(`This PEM block is a "${label}", not a private key. ${ACCEPTED}`);
  }
  switch (block.label) {
    case 'PRIVATE KEY': {
      const der = decodePemBody(block.body, block.label);
      try {
        return { seed: seedOfDer(der, 'PEM'), format: 'pkcs8_pem' };
      } finally {
        der.fill(0);
      }
    }
    case 'ENCRYPTED PRIVATE KEY':
      throw new KeyImportError('This private key is encrypted with a passphrase.', {
        cli: 'Decrypt it first (for example `openssl pkey -in encrypted.pem -out key.pem`) and import the unencrypted PKCS#8 PEM (labelled PRIVATE KEY).',
        window: 'Decrypt it first with the tool that made it (it asks for the passphrase), then paste the unencrypted key (the PEM block labelled PRIVATE KEY).',
      });
    case 'RSA PRIVATE KEY':
      throw new KeyImportError('This is an RSA key (PKCS#1 PEM); only Ed25519 keys are accepted.');
    case 'EC PRIVATE KEY':
      throw new KeyImportError('This is an EC (ECDSA) key (SEC 1 PEM); only Ed25519 keys are accepted.');
    case 'DSA PRIVATE KEY':
      throw new KeyImportError('This is a DSA key; only Ed25519 keys are accepted.');
    case 'OPENSSH PRIVATE KEY':
      throw new KeyImportError(
        'This is an OpenSSH private key, which is not accepted; import the key as PKCS#8 PEM (a PEM block labelled PRIVATE KEY) or as the Base64 or hex of its 32-byte seed.',
      );
    default:
      throw new KeyImportError(`This PEM block is a "${block.label}", which is not accepted. ${ACCEPTED}`);
  }
}

function seedOfHex(compact: string): ParsedPrivateKey {
  const digits = compact.replace(/^0x/i, '');
  if (digits.length % 2 !== 0) throw new KeyImportError(`This hex has an odd number of digits (${digits.length}); expected 64 hex digits (a 32-byte Ed25519 seed).`);
  const bytes = Uint8Array.from(Buffer.from(digits, 'hex'));
  try {
    if (bytes.length === ED25519_SEED_LENGTH) return { seed: bytes.slice(), format: 'seed_hex' };
    if (bytes.length === 2 * ED25519_SEED_LENGTH) return { seed: seedOfSeedAndPublicKey(bytes, 'Hex'), format: 'seed_and_public_key_hex' };
    throw new KeyImportError(`Hex decodes to ${bytes.length} bytes; expected a 32-byte Ed25519 seed (64 hex digits).`);
  } finally {
    bytes.fill(0);
  }
}

function seedOfBase64(compact: string): ParsedPrivateKey {
  const urlSafe = /[-_]/.test(compact);
  const bytes = Uint8Array.from(Buffer.from(compact, urlSafe ? 'base64url' : 'base64'));
  try {
    // Buffer's decoder skips what it does not understand: require an exact round trip.
    const again = Buffer.from(bytes).toString(urlSafe ? 'base64url' : 'base64');
    if (again.replace(/=+$/, '') !== compact.replace(/=+$/, '')) {
      throw new KeyImportError(`This is not valid Base64 (its length or padding is wrong). ${ACCEPTED}`);
    }
    if (bytes.length === ED25519_SEED_LENGTH) return { seed: bytes.slice(), format: 'seed_base64' };
    if (bytes.length === 2 * ED25519_SEED_LENGTH) return { seed: seedOfSeedAndPublicKey(bytes, 'Base64'), format: 'seed_and_public_key_base64' };
    if (bytes[0] === 0x30) return { seed: seedOfDer(bytes, 'Base64 DER'), format: 'pkcs8_der_base64' };
    throw new KeyImportError(`Base64 decodes to ${bytes.length} bytes; expected a 32-byte Ed25519 seed (or 64 bytes: seed then public key).`);
  } finally {
    bytes.fill(0);
  }
}

/**
 * Imports an Ed25519 private key written as PEM PKCS#8 (v1, or v2 with the public key),
 * Base64 of the 32-byte seed (or of seed + public key, or of PKCS#8 DER), or hex of the
 * 32-byte seed. Anything else throws a KeyImportError naming what was recognized.
 */
export function parsePrivateKey(text: string): ParsedPrivateKey {
  if (typeof text !== 'string') throw new KeyImportError(`The private key must be given as text. ${ACCEPTED}`);
  if (text.length > MAX_IMPORT_TEXT_LENGTH) {
    throw new KeyImportError(`This text is ${text.length} characters long, far too long for an Ed25519 private key. ${ACCEPTED}`);
  }
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new KeyImportError(`The private key is empty. ${ACCEPTED}`);
  if (trimmed.includes('-----BEGIN')) return seedOfPem(trimmed);
  if (trimmed.startsWith('{')) throw new KeyImportError(`This looks like JSON (a JWK?), which is not accepted. ${ACCEPTED}`);
  if (/^ssh-(ed25519|rsa)|^ecdsa-sha2-/.test(trimmed)) throw new KeyImportError('This is an SSH public key; import the private key instead.');
  const compact = trimmed.replace(/\s+/g, '');
  if (/^(0[xX])?[0-9a-fA-F]+$/.test(compact)) return seedOfHex(compact);
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || /^[A-Za-z0-9_-]+$/.test(compact)) return seedOfBase64(compact);
  throw new KeyImportError(`This is not a recognized private key. ${ACCEPTED}`);
}
