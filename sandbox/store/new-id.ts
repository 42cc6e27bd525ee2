// Identifiers: the spec's prefix followed by [A-Za-z0-9] characters (spec 2.1).
import { randomBytes } from 'node:crypto';
import { ID_PREFIXES } from '../../shared/ids';
import type { IdKind } from '../../shared/ids';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_BODY_LENGTH = 24;

/** `length` characters of [A-Za-z0-9] from the operating system's random source. */
export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out.length === length ? out : out + randomAlphanumeric(length - out.length);
}

/** A new random id of one resource kind, e.g. `pmt_8fK2...`. */
export function newId(kind: IdKind): string {
  return ID_PREFIXES[kind] + randomAlphanumeric(ID_BODY_LENGTH);
}

/** An id for strings the spec gives an opaque form: transaction groups, deposit instructions. */
export function newOpaqueId(prefix: 'grp_' | 'di_' | 'key_' | 'req_'): string {
  return prefix + randomAlphanumeric(ID_BODY_LENGTH);
}

/** Id bodies from a caller's generator of 32-bit integers (deterministic seeding). */
export function alphanumericFrom(next: () => number, length = ID_BODY_LENGTH): string {
  let out = '';
  while (out.length < length) {
    let word = next() >>> 0;
    for (let k = 0; k < 5 && out.length < length; k += 1) {
      out += ALPHABET[word % 62];
      word = Math.floor(word / 62);
    }
  }
  return out;
}
