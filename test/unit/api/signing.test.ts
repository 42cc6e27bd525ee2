import { createPublicKey, randomBytes, verify } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSigningPayload, ed25519Signer, signRequest, toBase64 } from '../../../electron/api/signing';
import type { RequestSigner } from '../../../electron/api/signing';

const hex = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, 'hex'));
const toHex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const text = (b: Uint8Array): string => Buffer.from(b).toString('utf8');

function nodePublicKey(raw: Uint8Array) {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
}

// RFC 8032 section 7.1.
const TEST_1024_MESSAGE =
  '08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98fa6e264bf09efe12ee50f8f54e9f77b1e355f6c50544e23fb1433ddf73be84d8' +
  '79de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b20329d658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc' +
  '1a858efcb8550ee3a5e1998bd177e93a7363c344fe6b199ee5d02e82d522c4feba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a36553e' +
  '06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbefefd75499da96bd68a8a97b928a8bbc103b6621fcde2beca1231d206be6cd9ec7' +
  'aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7ed185ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2' +
  'd17ba70eb6248e594e1a2297acbbb39d502f1a8c6eb6f1ce22b3de1a1f40cc24554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f270' +
  '88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc2732e69485bbc9c90bfbd62481d9089beccf80cfe2df16a2cf65bd92dd597b07' +
  '07e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128bab27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51a' +
  'ddd3b75a2b1ae0784504df543af8969be3ea7082ff7fc9888c144da2af58429ec96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acdb7' +
  '51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c42f58c30c04aafdb038dda0847dd988dcda6f3bfd15c4b4c4525004aa06eeff8' +
  'ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34dff7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08' +
  'd78ff4ef5d63653a65040cf9bfd4aca7984a74d37145986780fc0b16ac451649de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49e4' +
  '88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a32ef5b52a1ecc820e308aa342721aac0943bf6686b64b2579376504ccc493d97e' +
  '6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc5fb93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b5' +
  '0d334ba77c225bc307ba537152f3f1610e4eafe595f6d9d90d11faa933a15ef1369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb68606937380d' +
  'b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c0618983f8741c5ef68d3a101e8a3b8cac60c905c15fc910840b94c00a0b9d0';

const RFC8032_VECTORS = [
  {
    name: 'TEST 1',
    secretKey: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature: 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    name: 'TEST 2',
    secretKey: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    name: 'TEST 3',
    secretKey: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    publicKey: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature: '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
  {
    name: 'TEST 1024',
    secretKey: 'f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5',
    publicKey: '278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e',
    message: TEST_1024_MESSAGE,
    signature: '0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03',
  },
  {
    name: 'TEST SHA(abc)',
    secretKey: '833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42',
    publicKey: 'ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf',
    message: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    signature: 'dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704',
  },
] as const;

describe('ed25519Signer: RFC 8032 section 7.1 test vectors', () => {
  it('has the 1023-byte message of TEST 1024', () => {
    expect(hex(TEST_1024_MESSAGE)).toHaveLength(1023);
  });

  for (const v of RFC8032_VECTORS) {
    it(`${v.name}: public key and signature match the RFC, and node:crypto verifies them`, async () => {
      const signer = ed25519Signer(hex(v.secretKey));
      expect(toHex(await signer.publicKey())).toBe(v.publicKey);
      const signature = await signer.sign(hex(v.message));
      expect(toHex(signature)).toBe(v.signature);
      expect(verify(null, hex(v.message), nodePublicKey(hex(v.publicKey)), signature)).toBe(true);
    });
  }

  it('SHA(abc) message is SHA-512 of "abc"', async () => {
    const { createHash } = await import('node:crypto');
    expect(createHash('sha512').update('abc').digest('hex')).toBe(RFC8032_VECTORS[4].message);
  });
});

describe('ed25519Signer: cross-checked with node:crypto', () => {
  it('node:crypto verifies signatures over random payloads with random keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.uint8Array({ maxLength: 2048 }), async (seed, payload) => {
        const signer = ed25519Signer(seed);
        const signature = await signer.sign(payload);
        expect(signature).toHaveLength(64);
        expect(verify(null, payload, nodePublicKey(await signer.publicKey()), signature)).toBe(true);
        const tampered = Uint8Array.from(payload.length === 0 ? [0] : payload);
        tampered[0] = (tampered[0] ?? 0) ^ 1;
        expect(verify(null, tampered, nodePublicKey(await signer.publicKey()), signature)).toBe(false);
      }),
      { numRuns: 50, seed: 8032 },
    );
  });

  it('copies the seed: wiping the caller buffer does not change the key', async () => {
    const seed = Uint8Array.from(randomBytes(32));
    const signer = ed25519Signer(seed);
    const before = toHex(await signer.publicKey());
    seed.fill(0);
    expect(toHex(await signer.publicKey())).toBe(before);
    const message = new TextEncoder().encode('x');
    expect(verify(null, message, nodePublicKey(await signer.publicKey()), await signer.sign(message))).toBe(true);
  });

  it('rejects a seed that is not 32 bytes without echoing its content', () => {
    const seed = Uint8Array.from(Buffer.from('a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f', 'hex'));
    expect(seed).toHaveLength(31);
    expect(() => ed25519Signer(seed)).toThrow(/exactly 32 bytes/);
    try {
      ed25519Signer(seed);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('a1b2c3');
    }
  });

  it('keeps the private key out of the signer object and its JSON', () => {
    const seed = Uint8Array.from(randomBytes(32));
    const signer = ed25519Signer(seed);
    const seedHex = toHex(seed);
    expect(JSON.stringify(signer)).not.toContain(seedHex);
    expect(Object.values(signer).some((v) => v instanceof Uint8Array)).toBe(false);
  });
});

describe('buildSigningPayload: golden payloads (spec 5.1)', () => {
  it('GET with a query string that has brackets: the path is signed character for character', () => {
    const payload = buildSigningPayload({
      method: 'GET',
      pathWithQuery: '/v1/transfers?limit=50&createdAt%5Bgte%5D=2026-01-01T00%3A00%3A00Z&starting_after=trf_1',
      timestamp: '1767225600',
      body: undefined,
    });
    expect(text(payload)).toBe('GET\n/v1/transfers?limit=50&createdAt%5Bgte%5D=2026-01-01T00%3A00%3A00Z&starting_after=trf_1\n1767225600\n');
  });

  it('GET without a body still ends with the line feed before the empty body', () => {
    const payload = buildSigningPayload({ method: 'GET', pathWithQuery: '/v1/rails', timestamp: '1700000000', body: undefined });
    expect(text(payload)).toBe('GET\n/v1/rails\n1700000000\n');
    expect(payload[payload.length - 1]).toBe(0x0a);
    expect(payload).toHaveLength('GET\n/v1/rails\n1700000000\n'.length);
  });

  it('POST with a non-ASCII body: exact UTF-8 bytes of the body as sent', () => {
    const body = '{"reference":"Zürich — 東京","amount":{"currency":"USD","value":"100"}}';
    const payload = buildSigningPayload({ method: 'POST', pathWithQuery: '/v1/payments', timestamp: '1700000001', body: new TextEncoder().encode(body) });
    const expected = Buffer.concat([
      Buffer.from('POST\n/v1/payments\n1700000001\n', 'ascii'),
      Buffer.from('{"reference":"Z', 'ascii'),
      Buffer.from([0xc3, 0xbc]), // ü
      Buffer.from('rich ', 'ascii'),
      Buffer.from([0xe2, 0x80, 0x94]), // em dash
      Buffer.from(' ', 'ascii'),
      Buffer.from([0xe6, 0x9d, 0xb1, 0xe4, 0xba, 0xac]), // 東京
      Buffer.from('","amount":{"currency":"USD","value":"100"}}', 'ascii'),
    ]);
    expect(Buffer.from(payload).equals(expected)).toBe(true);
  });

  it('an empty POST body `{}` is signed as two bytes after the final line feed', () => {
    const payload = buildSigningPayload({ method: 'POST', pathWithQuery: '/v1/payments/pmt_1/cancel', timestamp: '1', body: new TextEncoder().encode('{}') });
    expect(text(payload)).toBe('POST\n/v1/payments/pmt_1/cancel\n1\n{}');
  });

  it('refuses a lowercase verb, a path without "/", a millisecond-looking non-digit timestamp', () => {
    expect(() => buildSigningPayload({ method: 'get', pathWithQuery: '/v1/x', timestamp: '1', body: undefined })).toThrow(/uppercase/);
    expect(() => buildSigningPayload({ method: 'GET', pathWithQuery: 'v1/x', timestamp: '1', body: undefined })).toThrow(/start with/);
    expect(() => buildSigningPayload({ method: 'GET', pathWithQuery: '/v1/x', timestamp: '1.5', body: undefined })).toThrow(/unix seconds/);
  });
});

describe('signRequest', () => {
  it('returns standard Base64 (with padding) of the 64-byte signature, verifiable by node:crypto', async () => {
    const signer = ed25519Signer(hex(RFC8032_VECTORS[0].secretKey));
    const parts = { method: 'POST', pathWithQuery: '/v1/payments', timestamp: '1700000000', body: new TextEncoder().encode('{"a":1}') };
    const b64 = await signRequest(signer, parts);
    expect(b64).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    const sig = Buffer.from(b64, 'base64');
    expect(sig).toHaveLength(64);
    expect(verify(null, buildSigningPayload(parts), nodePublicKey(await signer.publicKey()), sig)).toBe(true);
  });

  it('uses + and / rather than the URL-safe alphabet', () => {
    expect(toBase64(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('+/+/');
  });

  it('rejects a signer that returns something other than 64 bytes', async () => {
    const broken: RequestSigner = { algorithm: 'ed25519', sign: async () => new Uint8Array(10), publicKey: async () => new Uint8Array(32) };
    await expect(signRequest(broken, { method: 'GET', pathWithQuery: '/v1/x', timestamp: '1', body: undefined })).rejects.toThrow(/64 bytes/);
  });
});
