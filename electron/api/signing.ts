// Request signing (spec 5.1): the payload `VERB\nPATH\nTIMESTAMP\nBODY`, UTF-8 encoded,
// signed with Ed25519, sent as standard Base64 in X-Signature.
//
// The private key lives behind the RequestSigner interface so that the keychain can
// supply a signer later without the key ever leaving the main process. Nothing here
// logs a key or puts one in an error message.
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';

// @noble/ed25519 v3 needs a synchronous SHA-512 for its sync API; any SHA-512 will do,
// so an implementation someone else installed first is kept.
ed.hashes.sha512 ??= sha512;

/** Signs request payloads. Implementations keep their private key to themselves. */
export interface RequestSigner {
  readonly algorithm: 'ed25519';
  /** The 64-byte Ed25519 signature of `payload`. */
  sign(payload: Uint8Array): Promise<Uint8Array>;
  /** The raw 32-byte Ed25519 public key (what the server registers). */
  publicKey(): Promise<Uint8Array>;
}

export const ED25519_SEED_LENGTH = 32;
export const ED25519_PUBLIC_KEY_LENGTH = 32;
export const ED25519_SIGNATURE_LENGTH = 64;

/**
 * A signer over a raw 32-byte Ed25519 private key seed (RFC 8032 "secret key").
 * The seed is copied, so the caller may wipe its own buffer afterwards.
 */
export function ed25519Signer(privateKeySeed32: Uint8Array): RequestSigner {
  if (!(privateKeySeed32 instanceof Uint8Array) || privateKeySeed32.length !== ED25519_SEED_LENGTH) {
    // Say what is wrong with the key, never what it contains.
    throw new TypeError(`An Ed25519 private key seed is exactly ${ED25519_SEED_LENGTH} bytes.`);
  }
  // The key expanded once (RFC 8032 5.1.5: the clamped scalar, the nonce prefix, the
  // public key), by noble's own code: ed.sign(payload, seed) expands it again on every
  // call, a second base-point multiplication per signature.
  const expanded = ed.utils.getExtendedPublicKey(Uint8Array.from(privateKeySeed32));
  const publicKey = expanded.pointBytes;
  return {
    algorithm: 'ed25519',
    sign: async (payload) => signExpanded(expanded, payload),
    publicKey: async () => Uint8Array.from(publicKey),
  };
}

const L = ed.Point.CURVE().n;

function numberFromLE(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).reverse().toString('hex') || '0'}`);
}

function to32BytesLE(value: bigint): Uint8Array {
  return Uint8Array.from(Buffer.from(value.toString(16).padStart(64, '0'), 'hex').reverse());
}

/**
 * RFC 8032 5.1.6 with an expanded key, on noble's point arithmetic, hash and modular
 * reduction: the same bytes as `ed.sign(message, seed)` (checked against the RFC's
 * vectors in test/unit/api/signing.test.ts, and against ed.sign in
 * test/unit/api/signing-expanded-key.test.ts).
 */
function signExpanded(key: ReturnType<typeof ed.utils.getExtendedPublicKey>, payload: Uint8Array): Uint8Array {
  const message = Uint8Array.from(payload); // a snapshot: the caller's buffer may change meanwhile
  const hash = ed.hashes.sha512 ?? sha512;
  const r = ed.etc.mod(numberFromLE(hash(ed.etc.concatBytes(key.prefix, message))), L); // r = SHA512(prefix || M) mod L
  const R = ed.Point.BASE.multiply(r).toBytes(); // R = [r]B (noble refuses r = 0, as its sign does)
  const k = ed.etc.mod(numberFromLE(hash(ed.etc.concatBytes(R, key.pointBytes, message))), L); // k = SHA512(R || A || M) mod L
  const S = ed.etc.mod(r + k * key.scalar, L); // S = (r + k * s) mod L
  return ed.etc.concatBytes(R, to32BytesLE(S));
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
