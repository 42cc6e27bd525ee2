import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../../electron/api/signing';
import { KeyImportError } from '../../../electron/secrets/secrets-errors';
import { generateSigningKey, parsePrivateKey, publicKeyBase64, publicKeyOf, publicKeyPem } from '../../../electron/secrets/signing-keys';

const PKCS8_V1_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

/** node:crypto's view of a seed: its private KeyObject. */
function nodePrivateKey(seed: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.concat([PKCS8_V1_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

function nodeRawPublicKey(seed: Uint8Array): Uint8Array {
  const jwk = nodePrivateKey(seed).export({ format: 'jwk' });
  return Uint8Array.from(Buffer.from(String(jwk.x), 'base64url'));
}

function seedOfNodeKey(key: KeyObject): Uint8Array {
  return Uint8Array.from(Buffer.from(String(key.export({ format: 'jwk' }).d), 'base64url'));
}

function pem(label: string, der: Uint8Array): string {
  return `-----BEGIN ${label}-----\n${b64(der).replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;
}

/** The import error for `text`, checked to contain none of the given secret strings. */
function importError(text: string, secrets: string[] = []): string {
  let caught: unknown;
  try {
    parsePrivateKey(text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(KeyImportError);
  // As the CLI prints it; the window's words carry no more than it (no key, no command).
  const message = (caught as KeyImportError).messageFor('cli');
  const window = (caught as KeyImportError).messageFor('window');
  for (const secret of [...secrets, ...materialOf(text)]) expect(`${message} ${window}`).not.toContain(secret);
  expect(window).not.toContain('`');
  return message;
}

/** Every run of 12+ Base64/hex characters in the input: none may be echoed. */
function materialOf(text: string): string[] {
  return [...text.matchAll(/[A-Za-z0-9+/=_-]{12,}/g)].map((m) => m[0]).filter((s) => !/^[A-Z]+$/.test(s));
}

describe('generateSigningKey / publicKeyOf', () => {
  it('generates distinct 32-byte seeds', () => {
    const a = generateSigningKey();
    const b = generateSigningKey();
    expect(a).toBeInstanceOf(Uint8Array);
    expect(a.length).toBe(32);
    expect(hex(a)).not.toBe(hex(b));
  });

  it('derives the same public key as node:crypto', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (seed) => {
        expect(hex(publicKeyOf(seed))).toBe(hex(nodeRawPublicKey(seed)));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a seed of the wrong length without showing it', () => {
    expect(() => publicKeyOf(new Uint8Array(31))).toThrow(/exactly 32 bytes/);
  });
});

describe('public key formats, checked with node:crypto', () => {
  const seed = generateSigningKey();
  const publicKey = publicKeyOf(seed);

  it('Base64 is the standard Base64 of the raw 32 bytes', () => {
    const text = publicKeyBase64(publicKey);
    expect(text).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(text, 'base64').toString('base64url') }, format: 'jwk' });
    expect(key.export({ format: 'jwk' }).x).toBe(b64url(nodeRawPublicKey(seed)));
  });

  it('PEM is an SPKI that node:crypto reads as the same Ed25519 key', () => {
    const text = publicKeyPem(publicKey);
    expect(text.startsWith('-----BEGIN PUBLIC KEY-----\n')).toBe(true);
    expect(text.endsWith('-----END PUBLIC KEY-----\n')).toBe(true);
    const key = createPublicKey(text);
    expect(key.asymmetricKeyType).toBe('ed25519');
    expect(key.export({ format: 'jwk' })).toEqual({ kty: 'OKP', crv: 'Ed25519', x: b64url(nodeRawPublicKey(seed)) });
    expect(createPublicKey(nodePrivateKey(seed)).export({ format: 'pem', type: 'spki' })).toBe(text);
  });

  it('signatures made with the generated key verify with node:crypto', () => {
    const message = Buffer.from('POST\n/v1/payments\n1700000000\n{"amount":"100"}');
    const signature = ed25519Signer(seed);
    return signature.sign(message).then((sig) => {
      expect(verify(null, message, createPublicKey(publicKeyPem(publicKey)), sig)).toBe(true);
      expect(verify(null, Buffer.concat([message, Buffer.from(' ')]), createPublicKey(publicKeyPem(publicKey)), sig)).toBe(false);
    });
  });
});

describe('parsePrivateKey: accepted formats', () => {
  const nodeKey = generateKeyPairSync('ed25519').privateKey;
  const seed = seedOfNodeKey(nodeKey);
  const publicKey = nodeRawPublicKey(seed);
  const pkcs8Pem = String(nodeKey.export({ format: 'pem', type: 'pkcs8' }));
  const pkcs8Der = Uint8Array.from(nodeKey.export({ format: 'der', type: 'pkcs8' }));
  const v2Der = Buffer.concat([Buffer.from('3051020101300506032b657004220420', 'hex'), seed, Buffer.from('812100', 'hex'), publicKey]);

  const accepted: Array<[string, string, string]> = [
    ['PEM PKCS#8 from node:crypto', pkcs8Pem, 'pkcs8_pem'],
    ['PEM with CRLF line ends and surrounding text', `my key:\r\n${pkcs8Pem.replace(/\n/g, '\r\n')}\r\n(keep safe)`, 'pkcs8_pem'],
    ['PEM next to its public key', `${String(createPublicKey(nodeKey).export({ format: 'pem', type: 'spki' }))}${pkcs8Pem}`, 'pkcs8_pem'],
    ['PEM PKCS#8 v2 with the public key', pem('PRIVATE KEY', v2Der), 'pkcs8_pem'],
    ['Base64 of the seed', b64(seed), 'seed_base64'],
    ['Base64 of the seed without padding, with a trailing newline', `${b64(seed).replace(/=+$/, '')}\n`, 'seed_base64'],
    ['Base64url of the seed (a JWK "d")', b64url(seed), 'seed_base64'],
    ['Base64 of seed then public key', b64(Buffer.concat([seed, publicKey])), 'seed_and_public_key_base64'],
    ['Base64 of the PKCS#8 DER', b64(pkcs8Der), 'pkcs8_der_base64'],
    ['hex of the seed', hex(seed), 'seed_hex'],
    ['hex of the seed with 0x, uppercase', `0x${hex(seed).toUpperCase()}`, 'seed_hex'],
    ['hex of seed then public key', hex(Buffer.concat([seed, publicKey])), 'seed_and_public_key_hex'],
  ];
  it.each(accepted)('%s', (_name, text, format) => {
    const parsed = parsePrivateKey(text);
    expect(parsed.format).toBe(format);
    expect(hex(parsed.seed)).toBe(hex(seed));
  });

  it('reads the PKCS#8 v2 example of RFC 8410 (with attributes and the public key)', () => {
    const rfc8410 = [
      '-----BEGIN PRIVATE KEY-----',
      'MHICAQEwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC',
      'oB8wHQYKKoZIhvcNAQkJFDEPDA1DdXJkbGUgQ2hhaXJzgSEAGb9ECWmEzf6FQbrB',
      'Z9w7lshQhqowtrbLDFw4rXAxZuE=',
      '-----END PRIVATE KEY-----',
    ].join('\n');
    const parsed = parsePrivateKey(rfc8410);
    expect(hex(parsed.seed)).toBe('d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842');
    expect(hex(publicKeyOf(parsed.seed))).toBe('19bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1');
  });

  it('imported keys sign what node:crypto verifies with the original public key', async () => {
    const message = Buffer.from('GET\n/v1/accounts?limit=10\n1700000000\n');
    for (const [, text] of accepted) {
      const signature = await ed25519Signer(parsePrivateKey(text).seed).sign(message);
      expect(verify(null, message, createPublicKey(nodeKey), signature)).toBe(true);
    }
  });

  it('round-trips any seed through every format', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (anySeed) => {
        const der = Buffer.concat([PKCS8_V1_PREFIX, anySeed]);
        for (const text of [pem('PRIVATE KEY', der), b64(anySeed), b64url(anySeed), hex(anySeed), b64(der)]) {
          expect(hex(parsePrivateKey(text).seed)).toBe(hex(anySeed));
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('parsePrivateKey: rejected inputs say what they are, never what they contain', () => {
  const ed = generateKeyPairSync('ed25519');
  const seed = seedOfNodeKey(ed.privateKey);
  const secrets = [b64(seed), b64(seed).slice(0, 16), hex(seed), hex(seed).slice(0, 16), b64url(seed)];
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  const rejected: Array<[string, string, RegExp]> = [
    ['an RSA PKCS#8 PEM', String(rsa.privateKey.export({ format: 'pem', type: 'pkcs8' })), /This is an RSA key; only Ed25519 keys are accepted/],
    ['an RSA PKCS#1 PEM', String(rsa.privateKey.export({ format: 'pem', type: 'pkcs1' })), /This is an RSA key .*only Ed25519 keys are accepted/],
    ['an EC P-256 PKCS#8 PEM', String(ec.privateKey.export({ format: 'pem', type: 'pkcs8' })), /EC \(ECDSA\) key on curve P-256; only Ed25519 keys are accepted/],
    ['an EC P-256 SEC 1 PEM', String(ec.privateKey.export({ format: 'pem', type: 'sec1' })), /EC \(ECDSA\) key .*only Ed25519 keys are accepted/],
    ['an Ed448 PEM', String(generateKeyPairSync('ed448').privateKey.export({ format: 'pem', type: 'pkcs8' })), /Ed448 key; only Ed25519/],
    ['an X25519 PEM', String(generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' })), /X25519 key \(for key agreement, not signing\)/],
    ['an Ed25519 public key PEM', String(ed.publicKey.export({ format: 'pem', type: 'spki' })), /This PEM is a public key; import the private key/],
    ['an RSA public key PEM', String(rsa.publicKey.export({ format: 'pem', type: 'spki' })), /public key; import the private key/],
    ['the Base64 DER of a public key', b64(ed.publicKey.export({ format: 'der', type: 'spki' })), /public key \(Ed25519 key\); import the private key/],
    [
      'an encrypted PKCS#8 PEM',
      String(ed.privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'correct horse' })),
      /encrypted with a passphrase\. Decrypt it first \(for example `openssl pkey/,
    ],
    ['an OpenSSH private key', `-----BEGIN OPENSSH PRIVATE KEY-----\n${b64(randomBytes(200))}\n-----END OPENSSH PRIVATE KEY-----`, /OpenSSH private key, which is not accepted/],
    ['a certificate', pem('CERTIFICATE', randomBytes(100)), /certificate, not a private key/],
    ['a PEM without its END line', String(ed.privateKey.export({ format: 'pem', type: 'pkcs8' })).replace(/-----END[^\n]*\n/, ''), /no complete .* block was found/],
    ['two private keys', `${String(ed.privateKey.export({ format: 'pem', type: 'pkcs8' }))}${String(generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }))}`, /contains 2 private keys/],
    ['a PRIVATE KEY block that is not PKCS#8', pem('PRIVATE KEY', Buffer.concat([Buffer.from('3022', 'hex'), Buffer.alloc(34, 5)])), /not a valid PKCS#8 private key/],
    ['a PRIVATE KEY block that is not Base64', '-----BEGIN PRIVATE KEY-----\n%%% not base64 %%%\n-----END PRIVATE KEY-----', /does not contain valid Base64/],
    ['Base64 of 48 bytes', b64(Buffer.concat([Buffer.of(1), randomBytes(47)])), /Base64 decodes to 48 bytes; expected a 32-byte Ed25519 seed/],
    // A first byte of 0x30 would read as the start of a DER key (1 seed in 256): these begin with 1.
    ['Base64 of 31 bytes', b64(Buffer.concat([Buffer.of(1), seed.subarray(1, 31)])), /Base64 decodes to 31 bytes; expected a 32-byte Ed25519 seed/],
    ['Base64 of 33 bytes', b64(Buffer.concat([Buffer.of(1), seed])), /Base64 decodes to 33 bytes/],
    ['Base64 of 64 bytes that are not seed + public key', b64(Buffer.concat([seed, randomBytes(32)])), /second half is not the public key of the first half/],
    ['Base64 of an impossible length', b64(seed).slice(0, 41), /not valid Base64/],
    ['hex of 31 bytes', hex(seed.subarray(0, 31)), /Hex decodes to 31 bytes; expected a 32-byte Ed25519 seed \(64 hex digits\)/],
    ['hex with an odd number of digits', `${hex(seed)}a`, /odd number of digits \(65\)/],
    ['hex of 64 bytes that are not seed + public key', hex(Buffer.concat([seed, randomBytes(32)])), /second half is not the public key/],
    ['garbage', 'this is not a key at all!', /not a recognized private key\. Accepted: a PEM PKCS#8/],
    ['JSON', JSON.stringify(ed.privateKey.export({ format: 'jwk' })), /looks like JSON/],
    ['an SSH public key line', `ssh-ed25519 ${b64(randomBytes(51))} user@host`, /SSH public key; import the private key/],
    ['an empty text', '', /The private key is empty\. Accepted:/],
    ['only whitespace', ' \n\t ', /The private key is empty/],
    ['a huge text', 'A'.repeat(100_000), /far too long for an Ed25519 private key/],
  ];
  it.each(rejected)('%s', (_name, text, expected) => {
    expect(importError(text, secrets)).toMatch(expected);
  });

  it('a damaged PKCS#8 v2 key (public half not matching) is refused', () => {
    const der = Buffer.concat([Buffer.from('3051020101300506032b657004220420', 'hex'), seed, Buffer.from('812100', 'hex'), randomBytes(32)]);
    expect(importError(pem('PRIVATE KEY', der), secrets)).toMatch(/embedded public key does not match its private key/);
  });

  it('no error message for random wrong-length material echoes it', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }).filter((b) => b.length !== 32 && b.length !== 64 && b[0] !== 0x30), (bytes) => {
        for (const text of [b64(bytes), hex(bytes)]) {
          const message = importError(text, [b64(bytes).slice(0, 12), hex(bytes).slice(0, 12)].filter((s) => s.length >= 12));
          expect(message).toMatch(/decodes to \d+ bytes|odd number|not valid Base64/);
        }
      }),
      { numRuns: 100 },
    );
  });
});
