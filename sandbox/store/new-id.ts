// Identifier bodies: [A-Za-z0-9] characters (spec 2.1), random or from a seeded generator.
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of [A-Za-z0-9] from the operating system's random source. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = randomBytes(length * 2);
    for (let i = 0; out.length < length && i < bytes.length; i += 1) {
      const byte = bytes[i] ?? 255;
      if (byte < 248) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** Id bodies from a generator of 32-bit integers (deterministic seeding). */
export function alphanumericFrom(next: () => number, length = 24): string {
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
