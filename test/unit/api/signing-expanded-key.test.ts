// The signer signs with node:crypto (OpenSSL's Ed25519) from a key object built once:
// the very bytes @noble/ed25519's own sign(message, seed) gives, Ed25519 being
// deterministic. The RFC 8032 vectors are in signing.test.ts.
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../../electron/api/signing';

ed.hashes.sha512 ??= sha512;

const toHex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

describe('ed25519Signer on node:crypto', () => {
  it('signs byte for byte as ed.sign(message, seed), for random keys and payloads', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.array(fc.uint8Array({ maxLength: 600 }), { minLength: 1, maxLength: 4 }), async (seed, payloads) => {
        const signer = ed25519Signer(seed);
        expect(toHex(await signer.publicKey())).toBe(toHex(ed.getPublicKey(seed)));
        for (const payload of payloads) expect(toHex(await signer.sign(payload))).toBe(toHex(ed.sign(payload, seed)));
      }),
      { numRuns: 100, seed: 25519 },
    );
  });

  it('signs the payload as it was when sign() was called', async () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
    const payload = new TextEncoder().encode('GET\n/v1/transactions?limit=200\n1700000000\n');
    const expected = toHex(ed.sign(payload, seed));
    const signing = ed25519Signer(seed).sign(payload);
    payload.fill(0);
    expect(toHex(await signing)).toBe(expected);
  });
});
