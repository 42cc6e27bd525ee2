// Request signing (spec 5.1): the payload `VERB\nPATH\nTIMESTAMP\nBODY`, UTF-8 encoded,
// signed with Ed25519, sent as standard Base64 in X-Signature.
//
// The private key lives behind the RequestSigner interface so that the keychain can
// supply a signer without the key ever leaving the main process. Nothing here logs a
// key or puts one in an error message.
//
// Signatures are made by node:crypto (OpenSSL's Ed25519, about 80 µs each on the bench
// machine, against 1.2 ms for the same bytes in pure JavaScript): Ed25519 signatures are
// deterministic (RFC 8032), so they are byte for byte those of @noble/ed25519's
// sign(message, seed), which the tests check against the RFC's vectors.
import { createPrivateKey, createPublicKey, sign as cryptoSign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** Signs request payloads. Implementations keep their private key to themselves. */
export interface RequestSigner {
  readonly algorithm: 'ed25519';
  /** The 64-byte Ed25519 signature of `payload`. */
  sign(payload: Uint8Array): Promise<Uint8Array>;
  /** The raw 32-byte Ed25519 public key (what the server registers). */
  publicKey(): Promise<Uint8Array>;
  /**
   * Optional: keep the private key in memory until the returned hold is released (a
   * sync's thousands of requests), instead of reading it from its store for every
   * signature. Signers that hold their key anyway do not implement it.
   */
  holdKey?(): SigningKeyHold;
}

/** A signer's key held in memory; `release()` drops it (idempotent). */
export interface SigningKeyHold {
  release(): void;
}

export const ED25519_SEED_LENGTH = 32;
export const ED25519_PUBLIC_KEY_LENGTH = 32;
export const ED25519_SIGNATURE_LENGTH = 64;

/** DER of a PKCS#8 Ed25519 private key (RFC 8410) up to its 32-byte seed. */
const PKCS8_ED25519_PREFIX = Uint8Array.of(0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20);
/** DER of an Ed25519 SubjectPublicKeyInfo up to its raw 32-byte key. */
const SPKI_ED25519_PREFIX_LENGTH = 12;

/**
 * A node:crypto private key object for a 32-byte Ed25519 seed. The DER buffer built on
 * the way is wiped; the key object itself cannot be (it is dropped with its signer).
 */
export function ed25519PrivateKeyObject(privateKeySeed32: Uint8Array): KeyObject {
  if (!(privateKeySeed32 instanceof Uint8Array) || privateKeySeed32.length !== ED25519_SEED_LENGTH) {
    // Say what is wrong with the key, never what it contains.
    throw new TypeError(`An Ed25519 private key seed is exactly ${ED25519_SEED_LENGTH} bytes.`);
  }
  const der = Buffer.alloc(PKCS8_ED25519_PREFIX.length + ED25519_SEED_LENGTH);
  der.set(PKCS8_ED25519_PREFIX, 0);
  der.set(privateKeySeed32, PKCS8_ED25519_PREFIX.length);
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } finally {
    der.fill(0);
  }
}

/** The 64-byte signature of `payload` with a node:crypto Ed25519 private key. */
export function signWithKeyObject(key: KeyObject, payload: Uint8Array): Uint8Array {
  const signature = cryptoSign(null, payload, key);
  return new Uint8Array(signature.buffer, signature.byteOffset, signature.byteLength);
}

/** The raw 32-byte public key of a node:crypto Ed25519 private key. */
export function rawPublicKeyOf(key: KeyObject): Uint8Array {
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
  return Uint8Array.from(spki.subarray(SPKI_ED25519_PREFIX_LENGTH));
}

/**
 * A signer over a raw 32-byte Ed25519 private key seed (RFC 8032 "secret key"). The
 * seed is read once (the caller may wipe its own buffer afterwards).
 */
export function ed25519Signer(privateKeySeed32: Uint8Array): RequestSigner {
  const key = ed25519PrivateKeyObject(privateKeySeed32);
  const publicKey = rawPublicKeyOf(key);
  return {
    algorithm: 'ed25519',
    // node:crypto signs synchronously: the payload is read before sign() returns.
    sign: async (payload) => signWithKeyObject(key, payload),
    publicKey: async () => Uint8Array.from(publicKey),
  };
}

/** The parts of a signing payload. */
export interface SigningPayloadParts {
  /** HTTP method; must already be uppercase (the verb that is sent is the verb that is signed). */
  readonly method: string;
  /** Full path including the `/v1` prefix and the query string exactly as sent, e.g. `/v1/payments?limit=10`. */
  readonly pathWithQuery: string;
  /** Unix seconds, as sent in X-Timestamp. */
  readonly timestamp: string;
  /** The exact body bytes sent, or undefined when there is no body. */
  readonly body: Uint8Array | undefined;
}

const utf8 = new TextEncoder();

/**
 * The signing payload as bytes: UTF-8 of `VERB\nPATH\nTIMESTAMP\n` followed by the body
 * bytes exactly as sent (nothing after the final line feed when there is no body).
 */
export function buildSigningPayload(parts: SigningPayloadParts): Uint8Array {
  if (!/^[A-Z]+$/.test(parts.method)) {
    throw new TypeError('The signed HTTP method must be an uppercase verb such as GET or POST.');
  }
  if (!parts.pathWithQuery.startsWith('/') || /[\s]/.test(parts.pathWithQuery)) {
    throw new TypeError('The signed path must start with "/" and contain no whitespace.');
  }
  if (!/^[0-9]+$/.test(parts.timestamp)) {
    throw new TypeError('The signed timestamp must be unix seconds written in decimal digits.');
  }
  const head = utf8.encode(`${parts.method}\n${parts.pathWithQuery}\n${parts.timestamp}\n`);
  const body = parts.body ?? new Uint8Array(0);
  const payload = new Uint8Array(head.length + body.length);
  payload.set(head, 0);
  payload.set(body, head.length);
  return payload;
}

/** Standard Base64 (with padding, not URL-safe). */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/** Signs the payload built from `parts` and returns the X-Signature value (standard Base64). */
export async function signRequest(signer: RequestSigner, parts: SigningPayloadParts): Promise<string> {
  const signature = await signer.sign(buildSigningPayload(parts));
  if (!(signature instanceof Uint8Array) || signature.length !== ED25519_SIGNATURE_LENGTH) {
    throw new TypeError(`The request signer returned a signature that is not ${ED25519_SIGNATURE_LENGTH} bytes.`);
  }
  return toBase64(signature);
}
