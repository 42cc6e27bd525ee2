import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildSigningPayload, signRequest } from '../../../electron/api/signing';
import { KeyService } from '../../../electron/secrets/key-service';
import { keychainSecretStore, memorySecretStore } from '../../../electron/secrets/secret-store';
import type { SecretName, SecretStore } from '../../../electron/secrets/secret-store';
import {
  InvalidApiKeyError,
  InvalidKeyRoleError,
  KeyImportError,
  MissingApiKeyError,
  MissingSigningKeyError,
  SigningKeyExistsError,
  StoredSecretCorruptError,
} from '../../../electron/secrets/secrets-errors';
import type { Environment } from '../../../shared/schemas/enums';

const SANDBOX_KEY = 'sk_sandbox_4f9aQx7LmZ2';
const LIVE_KEY = 'sk_live_8Hq2Rw9sTt1';

/** A memory store that also counts reads, to show the signer reads the key every time. */
function countingStore(): SecretStore & { reads: Map<SecretName, number>; peek(name: SecretName): Promise<string | null> } {
  const inner = memorySecretStore();
  const reads = new Map<SecretName, number>();
  return {
    reads,
    peek: (name) => inner.get(name),
    get: (name) => {
      reads.set(name, (reads.get(name) ?? 0) + 1);
      return inner.get(name);
    },
    set: (name, value) => inner.set(name, value),
    delete: (name) => inner.delete(name),
  };
}

function service(environment: Environment = 'sandbox') {
  const store = countingStore();
  return { store, keys: new KeyService({ environment, store }) };
}

async function caught(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

/** Every secret the store holds right now, in the forms that could leak. */
async function secretsOf(store: { peek(name: SecretName): Promise<string | null> }): Promise<string[]> {
  const out: string[] = [];
  for (const name of ['signing-key', 'api-key'] as const) {
    const value = await store.peek(name);
    if (value !== null) out.push(value, Buffer.from(value, 'base64').toString('hex'));
  }
  return out;
}

describe('KeyService: generate, status, public key', () => {
  it('starts empty and says so without any secret', async () => {
    const { keys } = service();
    expect(await keys.status()).toEqual({ environment: 'sandbox', hasSigningKey: false, hasApiKey: false, role: null });
    const error = await caught(keys.publicKey());
    expect(error).toBeInstanceOf(MissingSigningKeyError);
    expect((error as MissingSigningKeyError).messageFor('cli')).toBe('No signing key for the sandbox environment. Generate one with `keys generate` or import one with `keys import`.');
    expect((error as MissingSigningKeyError).messageFor('window')).toBe('No signing key for the sandbox environment. Generate or import one in Settings (Signing key).');
  });

  it('generates a key whose public forms node:crypto reads as the same key', async () => {
    const { keys, store } = service();
    const result = await keys.generate();
    expect(result.registrationRequired).toBe(true);
    expect(result.apiKeyCleared).toBe(false);
    expect(result.nextStep.cli).toMatch(/Register this public key .* sandbox .*`keys set-api-key`/);
    expect(result.nextStep.window).toBe('Register this public key with the provider for the sandbox environment, then set its API key in Settings (API key).');
    const fromPem = createPublicKey(result.publicKeyPem).export({ format: 'jwk' });
    expect(fromPem.crv).toBe('Ed25519');
    expect(Buffer.from(String(fromPem.x), 'base64url').toString('base64')).toBe(result.publicKeyBase64);
    expect(await keys.publicKey()).toEqual({ base64: result.publicKeyBase64, pem: result.publicKeyPem });
    const status = await keys.status();
    expect(status).toEqual({ environment: 'sandbox', hasSigningKey: true, hasApiKey: false, role: null, publicKeyBase64: result.publicKeyBase64 });
    for (const secret of await secretsOf(store)) expect(JSON.stringify({ status, result })).not.toContain(secret);
  });

  it('refuses to overwrite a key unless replace is given', async () => {
    const { keys } = service('production');
    const first = await keys.generate();
    await keys.setApiKey(LIVE_KEY, 'write');
    const error = await caught(keys.generate());
    expect(error).toBeInstanceOf(SigningKeyExistsError);
    expect(error.message).toMatch(/already stored for the production environment/);
    expect((await keys.publicKey()).base64).toBe(first.publicKeyBase64);
    expect((await keys.status()).hasApiKey).toBe(true);

    const second = await keys.generate({ replace: true });
    expect(second.publicKeyBase64).not.toBe(first.publicKeyBase64);
    expect(second.apiKeyCleared).toBe(true);
    expect(second.nextStep.cli).toMatch(/API key that was stored was cleared/);
    expect(second.nextStep.window).toMatch(/API key that was stored was cleared/);
    expect(await keys.status()).toMatchObject({ hasSigningKey: true, hasApiKey: false, role: null });
  });

  it('a freshly generated key clears an API key stored before it (it cannot be registered for it)', async () => {
    const { keys } = service();
    await keys.setApiKey(SANDBOX_KEY, 'write');
    expect(await keys.generate()).toMatchObject({ apiKeyCleared: true, registrationRequired: true });
    expect(await keys.status()).toMatchObject({ hasSigningKey: true, hasApiKey: false, role: null });
  });

  it('refuses the secret store of the other environment', () => {
    const production = keychainSecretStore('production', { serviceNamePrefix: 'never-opened' });
    expect(() => new KeyService({ environment: 'sandbox', store: production })).toThrow(
      'A KeyService for the sandbox environment was given the secret store of the production environment.',
    );
  });

  it('two concurrent generates store one key; the other is refused', async () => {
    const { keys } = service();
    const results = await Promise.allSettled([keys.generate(), keys.generate()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(SigningKeyExistsError);
  });
});

describe('KeyService: import', () => {
  const nodeKey = generateKeyPairSync('ed25519');
  const pem = String(nodeKey.privateKey.export({ format: 'pem', type: 'pkcs8' }));
  const nodePublicBase64 = Buffer.from(String(nodeKey.publicKey.export({ format: 'jwk' }).x), 'base64url').toString('base64');

  it('imports a PEM key and reports its public key', async () => {
    const { keys } = service();
    const result = await keys.importPrivateKey(pem);
    expect(result).toMatchObject({ format: 'pkcs8_pem', unchanged: false, publicKeyBase64: nodePublicBase64, apiKeyCleared: false, registrationRequired: true });
  });

  it('re-importing the same key changes nothing and keeps the API key', async () => {
    const { keys } = service();
    await keys.importPrivateKey(pem);
    await keys.setApiKey(SANDBOX_KEY, 'read');
    const again = await keys.importPrivateKey(pem);
    expect(again).toMatchObject({ unchanged: true, apiKeyCleared: false, registrationRequired: false });
    expect(await keys.status()).toMatchObject({ hasApiKey: true, role: 'read' });
  });

  it('an API key set before the import is kept', async () => {
    const { keys } = service();
    await keys.setApiKey(SANDBOX_KEY, 'write');
    const result = await keys.importPrivateKey(pem);
    expect(result).toMatchObject({ apiKeyCleared: false, registrationRequired: false });
  });

  it('a different key is refused without replace, and replaces (clearing the API key) with it', async () => {
    const { keys } = service();
    const generated = await keys.generate();
    await keys.setApiKey(SANDBOX_KEY, 'write');
    expect(await caught(keys.importPrivateKey(pem))).toBeInstanceOf(SigningKeyExistsError);
    expect((await keys.publicKey()).base64).toBe(generated.publicKeyBase64);
    const replaced = await keys.importPrivateKey(pem, { replace: true });
    expect(replaced).toMatchObject({ publicKeyBase64: nodePublicBase64, apiKeyCleared: true, registrationRequired: true });
    expect(await keys.status()).toMatchObject({ hasApiKey: false, role: null });
  });

  it('an unusable key is refused and nothing is stored', async () => {
    const { keys } = service();
    const rsa = String(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const error = await caught(keys.importPrivateKey(rsa));
    expect(error).toBeInstanceOf(KeyImportError);
    expect(error.message).toBe('This is an RSA key; only Ed25519 keys are accepted.');
    expect((await keys.status()).hasSigningKey).toBe(false);
  });
});

describe('KeyService: rotate and delete', () => {
  it('starts a rotation: a new key pending beside the current one, which keeps its API key; says to register, then confirm', async () => {
    const { keys } = service();
    const old = await keys.generate();
    await keys.setApiKey(SANDBOX_KEY, 'write');
    const rotated = await keys.rotate();
    expect(rotated.publicKeyBase64).not.toBe(old.publicKeyBase64);
    expect(rotated.previousPublicKeyBase64).toBe(old.publicKeyBase64);
    expect(rotated).toMatchObject({ apiKeyCleared: false, registrationRequired: true, pending: true });
    expect(rotated.nextStep.cli).toMatch(/Register this new public key .* confirm the rotation .*`keys rotate --confirm`.* until then the current key keeps signing/);
    expect(rotated.nextStep.window).toMatch(/Register this new public key .* confirm the rotation in Settings .* until then the current key keeps signing/);
    expect(await keys.status()).toEqual({
      environment: 'sandbox', hasSigningKey: true, hasApiKey: true, role: 'write', publicKeyBase64: old.publicKeyBase64, pendingPublicKeyBase64: rotated.publicKeyBase64,
    });
    expect((await keys.credentials()).apiKey).toBe(SANDBOX_KEY);
  });

  it('a confirmation cut off by the keychain never pairs an API key with the wrong key, and can be confirmed again', async () => {
    const inner = memorySecretStore();
    let failApiKeyWrites = 1;
    const store: SecretStore = {
      get: (name) => inner.get(name),
      set: async (name, value) => {
        if (name === 'api-key' && failApiKeyWrites-- > 0) throw new Error('keychain write failed');
        return inner.set(name, value);
      },
      delete: (name) => inner.delete(name),
    };
    const keys = new KeyService({ environment: 'sandbox', store });
    await keys.generate();
    await inner.set('api-key', SANDBOX_KEY);
    const rotated = await keys.rotate();
    expect(await caught(keys.confirmRotation(`${SANDBOX_KEY}new`, 'write'))).toMatchObject({ message: 'keychain write failed' });
    // The old API key is gone before the new key was written; the rotation is still pending.
    expect(await keys.status()).toMatchObject({ hasApiKey: false, publicKeyBase64: rotated.publicKeyBase64, pendingPublicKeyBase64: rotated.publicKeyBase64 });
    const confirmed = await keys.confirmRotation(`${SANDBOX_KEY}new`, 'write');
    // The previous key is no longer known here: never name the new key as the one to revoke.
    expect(confirmed).toMatchObject({ publicKeyBase64: rotated.publicKeyBase64, previousPublicKeyBase64: undefined });
    expect(confirmed.nextStep).toMatch(/revoke the previous public key with the provider if it is still registered/);
    expect(await keys.status()).toEqual({ environment: 'sandbox', hasSigningKey: true, hasApiKey: true, role: 'write', publicKeyBase64: rotated.publicKeyBase64 });
  });

  it('rotate without a key says there is none', async () => {
    expect(await caught(service().keys.rotate())).toBeInstanceOf(MissingSigningKeyError);
  });

  it('deleteAll removes the three entries', async () => {
    const { keys, store } = service();
    await keys.generate();
    await keys.setApiKey(SANDBOX_KEY, 'read');
    expect((await keys.deleteAll()).deleted.sort()).toEqual(['api-key', 'key-role', 'signing-key']);
    for (const name of ['signing-key', 'api-key', 'key-role'] as const) expect(await store.peek(name)).toBeNull();
    expect((await keys.deleteAll()).deleted).toEqual([]);
  });
});

describe('KeyService: API key', () => {
  it('stores a key with its role, trimming a trailing newline', async () => {
    const { keys, store } = service();
    await keys.setApiKey(`${SANDBOX_KEY}\n`, 'read');
    expect(await store.peek('api-key')).toBe(SANDBOX_KEY);
    expect(await keys.status()).toMatchObject({ hasApiKey: true, role: 'read' });
    await keys.setApiKey(SANDBOX_KEY, 'write');
    expect((await keys.status()).role).toBe('write');
  });

  const refused: Array<[Environment, string, RegExp]> = [
    ['production', 'sk_sandbox_abc123', /This is a sandbox API key \(it starts with "sk_sandbox_"\); the production environment needs a key that starts with "sk_live_"\./],
    ['sandbox', 'sk_live_abc123', /This is a production API key .* the sandbox environment needs a key that starts with "sk_sandbox_"\./],
    ['production', 'pk_test_abc123', /This does not look like a production API key: production API keys start with "sk_live_"\./],
    ['sandbox', 'sk_sandbox_', /nothing after its "sk_sandbox_" prefix/],
    ['sandbox', '', /The API key is empty/],
    ['sandbox', '   \n', /The API key is empty/],
    ['sandbox', 'sk_sandbox_abc def', /contains whitespace/],
    ['sandbox', 'sk_sandbox_abc\tdef', /contains whitespace/],
    ['sandbox', 'sk_sandbox_abcé', /cannot be sent in an HTTP header; only printable ASCII/],
    ['sandbox', 'sk_sandbox_abc\u0000', /cannot be sent in an HTTP header/],
    ['sandbox', `sk_sandbox_${'x'.repeat(2000)}`, /too long/],
  ];
  it.each(refused)('%s refuses %#', async (environment, apiKey, expected) => {
    const { keys } = service(environment);
    const error = await caught(keys.setApiKey(apiKey, 'read'));
    expect(error).toBeInstanceOf(InvalidApiKeyError);
    expect(error.message).toMatch(expected);
    const body = apiKey.trim().replace(/^sk_(sandbox|live)_/, '');
    if (body.length >= 3) expect(error.message).not.toContain(body.slice(0, 20));
    expect((await keys.status()).hasApiKey).toBe(false);
  });

  it('refuses a role other than read or write', async () => {
    const error = await caught(service().keys.setApiKey(SANDBOX_KEY, 'admin' as never));
    expect(error).toBeInstanceOf(InvalidKeyRoleError);
    expect(error.message).toBe('The key role must be "read" or "write".');
  });
});

describe('KeyService: signer and credentials', () => {
  it('signs request payloads that node:crypto verifies with the registered public key', async () => {
    const { keys } = service();
    const { publicKeyPem } = await keys.generate();
    const signer = keys.signer();
    expect(signer.algorithm).toBe('ed25519');
    const parts = { method: 'POST', pathWithQuery: '/v1/payments?x=1', timestamp: '1700000000', body: new TextEncoder().encode('{"a":"1"}') };
    const signature = await signRequest(signer, parts);
    expect(verify(null, buildSigningPayload(parts), createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'))).toBe(true);
    expect(Buffer.from(await signer.publicKey()).toString('base64')).toBe((await keys.publicKey()).base64);
  });

  it('reads the key at every signature: rotation and deletion take effect at once', async () => {
    const { keys, store } = service();
    await keys.generate();
    const signer = keys.signer();
    const payload = new TextEncoder().encode('GET\n/v1/accounts\n1700000000\n');
    const before = store.reads.get('signing-key') ?? 0;
    await signer.sign(payload);
    await signer.sign(payload);
    expect((store.reads.get('signing-key') ?? 0) - before).toBe(2);

    const rotated = await keys.rotate();
    await keys.confirmRotation(`${SANDBOX_KEY}2`, 'write');
    const signature = await signer.sign(payload);
    expect(verify(null, payload, createPublicKey(rotated.publicKeyPem), signature)).toBe(true);

    await keys.deleteAll();
    const error = await caught(signer.sign(payload));
    expect(error).toBeInstanceOf(MissingSigningKeyError);
  });

  it('credentials name what is missing', async () => {
    const { keys } = service('production');
    let error = await caught(keys.credentials());
    expect(error).toBeInstanceOf(MissingApiKeyError);
    expect(error.message).toMatch(/^No API key and no signing key for the production environment/);
    await keys.generate();
    error = await caught(keys.credentials());
    expect((error as MissingApiKeyError).messageFor('cli')).toBe('No API key for the production environment. Set one with `keys set-api-key`.');
    await keys.deleteAll();
    await keys.setApiKey(LIVE_KEY, 'read');
    error = await caught(keys.credentials());
    expect(error).toBeInstanceOf(MissingSigningKeyError);
    expect(error.message).toMatch(/No signing key for the production environment/);
  });

  it('credentials carry the API key, role and a working signer, and hide the key from logs', async () => {
    const { keys } = service('production');
    const { publicKeyPem } = await keys.generate();
    await keys.setApiKey(LIVE_KEY, 'write');
    const credentials = await keys.credentials();
    expect(credentials.apiKey).toBe(LIVE_KEY);
    expect(credentials.role).toBe('write');
    const payload = new TextEncoder().encode('GET\n/v1/ledger\n1\n');
    expect(verify(null, payload, createPublicKey(publicKeyPem), await credentials.signer.sign(payload))).toBe(true);
    expect(JSON.stringify(credentials)).not.toContain(LIVE_KEY);
    expect(inspect(credentials)).not.toContain(LIVE_KEY);
    expect({ ...credentials }.apiKey).toBe(LIVE_KEY);
  });

  it('a damaged stored key gives a clear, secret-free error', async () => {
    const { keys, store } = service();
    await store.set('signing-key', 'c2hvcnQ=');
    const error = await caught(keys.signer().sign(new Uint8Array(1)));
    expect(error).toBeInstanceOf(StoredSecretCorruptError);
    expect(error.message).toMatch(/signing key stored in the OS keychain for the sandbox environment is not valid/);
    expect(error.message).not.toContain('c2hvcnQ');
    // A damaged key can still be replaced.
    await keys.generate({ replace: true });
    expect((await keys.status()).hasSigningKey).toBe(true);
  });

  it('no error message of a whole session contains a secret', async () => {
    const { keys, store } = service('production');
    const messages: string[] = [];
    const collect = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (error) {
        messages.push((error as Error).message);
      }
    };
    await keys.generate();
    await keys.setApiKey(LIVE_KEY, 'write');
    const secrets = await secretsOf(store);
    await collect(keys.generate());
    await collect(keys.importPrivateKey(String(await store.peek('signing-key')).slice(0, 30)));
    await collect(keys.importPrivateKey(`${String(await store.peek('signing-key'))}AAAA`));
    await collect(keys.setApiKey(LIVE_KEY.replace('sk_live_', 'sk_sandbox_'), 'write'));
    await collect(keys.setApiKey(`${LIVE_KEY} x`, 'write'));
    await keys.rotate();
    await collect(keys.confirmRotation(LIVE_KEY, 'write')); // the current key's API key, refused
    await keys.deleteAll();
    await collect(keys.signer().sign(new Uint8Array(1)));
    await collect(keys.publicKey());
    expect(messages.length).toBe(8);
    for (const message of messages) {
      for (const secret of [...secrets, LIVE_KEY, LIVE_KEY.slice('sk_live_'.length)]) expect(message).not.toContain(secret);
    }
  });
});
