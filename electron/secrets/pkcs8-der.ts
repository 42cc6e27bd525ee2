// A minimal DER reader for Ed25519 PKCS#8 private keys (RFC 5958 / RFC 8410):
//
//   OneAsymmetricKey ::= SEQUENCE {
//     version                 INTEGER (0 = v1, 1 = v2),
//     privateKeyAlgorithm     SEQUENCE { OID 1.3.101.112 },
//     privateKey              OCTET STRING { OCTET STRING (32-byte seed) },
//     attributes          [0] IMPLICIT Attributes OPTIONAL,
//     publicKey           [1] IMPLICIT BIT STRING OPTIONAL }   -- v2 only
//
// node:crypto (OpenSSL 3.0) reads v1 but not v2, so both are read here. Keys of other
// algorithms are left to node:crypto, which knows how to name them.
import { TreasuryError } from '../../shared/errors';

const ED25519_OID = Uint8Array.of(0x2b, 0x65, 0x70); // 1.3.101.112

export type Pkcs8Reading =
  | { kind: 'ed25519'; seed: Uint8Array; publicKey: Uint8Array | undefined }
  | { kind: 'other_algorithm' }
  | { kind: 'malformed' };

/** Control flow inside the parser only (caught below, never escapes). */
class Malformed extends TreasuryError {
  readonly kind = 'input';
  readonly code = 'malformed_der';
  constructor() {
    super('The key is not well-formed DER.');
  }
}

interface Tlv {
  tag: number;
  start: number;
  end: number;
}

function byteAt(der: Uint8Array, index: number): number {
  const value = der[index];
  if (value === undefined) throw new Malformed();
  return value;
}

function readTlv(der: Uint8Array, offset: number, limit: number): Tlv {
  const tag = byteAt(der, offset);
  let length = byteAt(der, offset + 1);
  let position = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 3) throw new Malformed();
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + byteAt(der, position++);
  }
  if (position + length > limit) throw new Malformed();
  return { tag, start: position, end: position + length };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** Reads an Ed25519 PKCS#8 key; copies out the seed (the caller may wipe `der`). */
export function readEd25519Pkcs8(der: Uint8Array): Pkcs8Reading {
  try {
    const outer = readTlv(der, 0, der.length);
    if (outer.tag !== 0x30 || outer.end !== der.length) return { kind: 'malformed' };
    const version = readTlv(der, outer.start, outer.end);
    if (version.tag !== 0x02 || version.end - version.start !== 1) return { kind: 'malformed' };
    const versionNumber = byteAt(der, version.start);
    if (versionNumber !== 0 && versionNumber !== 1) return { kind: 'malformed' };
    const algorithm = readTlv(der, version.end, outer.end);
    if (algorithm.tag !== 0x30) return { kind: 'malformed' };
    const oid = readTlv(der, algorithm.start, algorithm.end);
    if (oid.tag !== 0x06) return { kind: 'malformed' };
    if (!sameBytes(der.subarray(oid.start, oid.end), ED25519_OID)) return { kind: 'other_algorithm' };
    const privateKey = readTlv(der, algorithm.end, outer.end);
    if (privateKey.tag !== 0x04) return { kind: 'malformed' };
    const curvePrivateKey = readTlv(der, privateKey.start, privateKey.end);
    if (curvePrivateKey.tag !== 0x04 || curvePrivateKey.end !== privateKey.end || curvePrivateKey.end - curvePrivateKey.start !== 32) {
      return { kind: 'malformed' };
    }
    let publicKey: Uint8Array | undefined;
    for (let position = privateKey.end; position < outer.end; ) {
      const field = readTlv(der, position, outer.end);
      if (field.tag === 0x81) {
        // [1] IMPLICIT BIT STRING: one "unused bits" byte (0), then the 32-byte key.
        if (versionNumber !== 1 || field.end - field.start !== 33 || byteAt(der, field.start) !== 0) return { kind: 'malformed' };
        publicKey = der.slice(field.start + 1, field.end);
      } else if (field.tag !== 0xa0) {
        return { kind: 'malformed' };
      }
      position = field.end;
    }
    return { kind: 'ed25519', seed: der.slice(curvePrivateKey.start, curvePrivateKey.end), publicKey };
  } catch (error) {
    if (error instanceof Malformed) return { kind: 'malformed' };
    throw error;
  }
}
