// The keys of ONE environment: the Ed25519 signing key, the API key and its role, all
// kept in a SecretStore (the OS keychain in the app). The private key is read from the
// store each time something is signed, except while a caller holds it (`holdKey()` of
// the signer: a sync, which signs thousands of requests): then it is read once and kept
// in memory until the last hold is released, or until this service generates, imports,
// rotates or deletes a key, which drops it at once (the next signature reads the new
// key; a rotation only changes the signing key once confirmed: key-rotation.ts). It never leaves this process; what this service returns to callers that may
// reach the renderer (`status`, `publicKey`, the results of generate/import/rotate)
// holds no secret.
import { ed25519PrivateKeyObject, signWithKeyObject } from '../api/signing';
import type { RequestSigner } from '../api/signing';
import type { PerAudience } from '../../shared/errors';
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import { normalizeApiKey, parseKeyRole } from './api-key-format';
import { HeldSigningKey } from './held-signing-key';
import { cancelRotation, confirmRotation, pendingPublicKey, publicKeyOfEntry, startRotation } from './key-rotation';
import type {
  ApiCredentials,
  ImportedSigningKey,
  KeyChange,
  KeyServiceOptions,
  KeyStatus,
  PublicKeyInfo,
  ReplaceOption,
  RotatedSigningKey,
  RotationConfirmed,
  StoredSigningKey,
} from './key-service-types';
import type { SecretName, SecretStore } from './secret-store';
import { MissingApiKeyError, MissingSigningKeyError, SigningKeyExistsError, StoredSecretCorruptError } from './secrets-errors';
import { generateSigningKey, parsePrivateKey, publicKeyOf } from './signing-keys';
import { encodeSeed, publicKeyInfo, readStoredRole, readStoredSeed } from './stored-key-entries';

const REDACTED = '[redacted]';

export class KeyService {
  readonly environment: Environment;
  readonly #store: SecretStore;
  #queue: Promise<unknown> = Promise.resolve();
  /** The key kept in memory while a caller holds it (held-signing-key.ts). */
  readonly #held = new HeldSigningKey();
  readonly #onChange: ((change: KeyChange) => void) | undefined;

  constructor(options: KeyServiceOptions) {
    const storeEnvironment: unknown = (options.store as { environment?: unknown }).environment;
    if (storeEnvironment !== undefined && storeEnvironment !== options.environment) {
      // A keychain store knows its environment: never let one environment use the other's keys.
      throw new TypeError(`A KeyService for the ${options.environment} environment was given the secret store of the ${String(storeEnvironment)} environment.`);
    }
    this.environment = options.environment;
    this.#store = options.store;
    this.#onChange = options.onChange;
  }

  /** Which keys exist, the API key's role and the public key: safe for the renderer. */
  async status(): Promise<KeyStatus> {
    const [seed, apiKey, role, pending] = await Promise.all([this.#readSeed(), this.#store.get('api-key'), this.#readRole(), pendingPublicKey(this.#store, this.environment)]);
    const status: KeyStatus = { environment: this.environment, hasSigningKey: seed !== null, hasApiKey: apiKey !== null, role: apiKey === null ? null : role };
    if (pending !== undefined) status.pendingPublicKeyBase64 = pending;
    if (seed !== null) {
      status.publicKeyBase64 = publicKeyInfo(seed).base64;
      seed.fill(0);
    }
    return status;
  }

  /** Generates and stores a new private key; refuses to overwrite one unless `replace`. */
  generate(options: ReplaceOption = {}): Promise<StoredSigningKey> {
    return this.#exclusive(async () => {
      const seed = generateSigningKey();
      try {
        const apiKeyCleared = await this.#prepareToStore(options.replace === true, true);
        await this.#store.set('signing-key', encodeSeed(seed));
        return this.#told(this.#stored(seed, apiKeyCleared, true), (stored) => ({ action: 'generated', publicKeyBase64: stored.publicKeyBase64 }));
      } finally {
        seed.fill(0);
      }
    });
  }

  /** Imports an existing Ed25519 private key (PEM PKCS#8, Base64 or hex seed). */
  importPrivateKey(text: string, options: ReplaceOption = {}): Promise<ImportedSigningKey> {
    return this.#exclusive(async () => {
      const { seed, format } = parsePrivateKey(text);
      try {
        const encoded = encodeSeed(seed);
        if ((await this.#store.get('signing-key')) === encoded) {
          const hasApiKey = (await this.#store.get('api-key')) !== null;
          return { ...this.#stored(seed, false, !hasApiKey), format, unchanged: true };
        }
        const apiKeyCleared = await this.#prepareToStore(options.replace === true, false);
        await this.#store.set('signing-key', encoded);
        const hasApiKey = (await this.#store.get('api-key')) !== null;
        const imported = { ...this.#stored(seed, apiKeyCleared, !hasApiKey), format, unchanged: false };
        return this.#told(imported, () => ({ action: 'imported', publicKeyBase64: imported.publicKeyBase64 }));
      } finally {
        seed.fill(0);
      }
    });
  }

  /** The public key of the stored signing key. */
  async publicKey(): Promise<PublicKeyInfo> {
    const seed = await this.#readSeed();
    if (seed === null) throw new MissingSigningKeyError(this.environment);
    try {
      return publicKeyInfo(seed);
    } finally {
      seed.fill(0);
    }
  }

  /**
   * Starts a rotation: a new key is stored pending beside the current one, which keeps
   * signing with its API key until `confirmRotation` (key-rotation.ts). Refused while
   * another rotation is under way.
   */
  rotate(): Promise<RotatedSigningKey> {
    return this.#exclusive(async () =>
      this.#told(await startRotation(this.#store, this.environment, (seed) => this.#stored(seed, false, true, true)), (rotated) => ({ action: 'rotation_started', publicKeyBase64: rotated.publicKeyBase64 })),
    );
  }

  /** Once the new public key is registered: it becomes the signing key with the API key issued for it; the previous key is deleted. */
  confirmRotation(apiKey: string, role: KeyRole): Promise<RotationConfirmed> {
    return this.#exclusive(async () =>
      this.#told(await confirmRotation(this.#store, this.environment, apiKey, role), (confirmed) => ({ action: 'rotation_confirmed', publicKeyBase64: confirmed.publicKeyBase64 })),
    );
  }

  /** Drops the pending key of a rotation; the current key keeps signing. */
  cancelRotation(): Promise<{ canceledPublicKeyBase64: string | undefined }> {
    return this.#exclusive(async () =>
      this.#told(await cancelRotation(this.#store, this.environment), (canceled) => ({
        action: 'rotation_canceled', ...(canceled.canceledPublicKeyBase64 !== undefined && { publicKeyBase64: canceled.canceledPublicKeyBase64 }),
      })),
    );
  }

  /** Stores the API key and its role, after checking the key's form and environment prefix. */
  async setApiKey(apiKey: string, role: KeyRole): Promise<void> {
    const key = normalizeApiKey(apiKey, this.environment);
    const checkedRole = parseKeyRole(role);
    await this.#exclusive(async () => {
      // The old role goes first: a failure part-way leaves the role unknown, never wrong.
      await this.#store.delete('key-role');
      await this.#store.set('api-key', key);
      await this.#store.set('key-role', checkedRole);
      this.#told(undefined, () => ({ action: 'api_key_set' }));
    });
  }

  /** Removes the API key and its role, keeping the signing key; returns whether an API key was stored. */
  forgetApiKey(): Promise<boolean> {
    return this.#exclusive(async () => {
      const [, apiKey] = await Promise.all([this.#store.delete('key-role'), this.#store.delete('api-key')]);
      return apiKey;
    });
  }

  /** Removes the signing key, the API key and the role; returns which entries existed. */
  deleteAll(): Promise<{ deleted: SecretName[] }> {
    return this.#exclusive(async () => {
      const names: SecretName[] = ['signing-key', 'api-key', 'key-role', 'pending-signing-key'];
      // The public key of the signing key deleted, for the change notice ('corrupt': none to name).
      const signing = await publicKeyOfEntry(this.#store, this.environment, 'signing-key');
      const results = await Promise.allSettled(names.map((name) => this.#store.delete(name)));
      const deleted: SecretName[] = [];
      for (const [i, result] of results.entries()) {
        if (result.status === 'rejected') throw result.reason;
        if (result.value) deleted.push(names[i] as SecretName);
      }
      return deleted.length === 0 ? { deleted } : this.#told({ deleted }, () => ({ action: 'deleted', ...(signing !== undefined && signing !== 'corrupt' && { publicKeyBase64: signing }) }));
    });
  }

  /**
   * A RequestSigner that reads the private key from the store on every signature, so a
   * deleted or rotated key takes effect at once; its copy of the key is wiped after use.
   * `holdKey()` keeps the key in memory until released (see the top of this file).
   */
  signer(): RequestSigner {
    return {
      algorithm: 'ed25519',
      sign: (payload) => this.#sign(payload),
      publicKey: () => this.#withSeed(async (seed) => publicKeyOf(seed)),
      holdKey: () => this.#held.hold(),
    };
  }

  /** The API key and a signer, for the host to build the API client; a clear error names what is missing. */
  async credentials(): Promise<ApiCredentials> {
    const [apiKey, seed, role] = await Promise.all([this.#store.get('api-key'), this.#readSeed(), this.#readRole()]);
    seed?.fill(0);
    if (apiKey === null) throw new MissingApiKeyError(this.environment, seed === null);
    if (seed === null) throw new MissingSigningKeyError(this.environment);
    let checkedApiKey: string;
    try {
      checkedApiKey = normalizeApiKey(apiKey, this.environment);
    } catch {
      throw new StoredSecretCorruptError('API key', this.environment);
    }
    const credentials: ApiCredentials = { apiKey: checkedApiKey, role, signer: this.signer() };
    // Keep the API key out of accidental JSON.stringify / console.log of this object.
    Object.defineProperties(credentials, {
      toJSON: { value: () => ({ apiKey: REDACTED, role }), enumerable: false },
      [Symbol.for('nodejs.util.inspect.custom')]: { value: () => `ApiCredentials { apiKey: '${REDACTED}', role: ${String(role)} }`, enumerable: false },
    });
    return credentials;
  }

  /**
   * Before storing a new key: refuse to overwrite one without `replace`, and clear the API
   * key and role when they cannot belong to the new key (a freshly generated key was never
   * registered; a replaced key's API key was registered for the old public key). They go
   * before the new key is written, so a failure never pairs an old API key with a new key.
   * Returns whether an API key was cleared.
   */
  async #prepareToStore(replace: boolean, freshKey: boolean): Promise<boolean> {
    const hasKey = (await this.#store.get('signing-key')) !== null;
    if (hasKey && !replace) throw new SigningKeyExistsError(this.environment);
    if (!hasKey && !freshKey) return false;
    // A rotation started for the replaced key no longer applies.
    const [, apiKeyCleared] = await Promise.all([this.#store.delete('key-role'), this.#store.delete('api-key'), this.#store.delete('pending-signing-key')]);
    return apiKeyCleared;
  }

  #stored(seed: Uint8Array, apiKeyCleared: boolean, registrationRequired: boolean, rotation = false): StoredSigningKey {
    const { base64, pem } = publicKeyInfo(seed);
    const register = `Register this ${rotation ? 'new ' : ''}public key with the provider for the ${this.environment} environment`;
    const cleared = apiKeyCleared ? ' The API key that was stored was cleared: it cannot belong to this new key.' : '';
    const nextStep: PerAudience = rotation
      ? {
        cli: `${register}, then confirm the rotation with the API key issued for it (\`keys rotate --confirm\`); until then the current key keeps signing. Cancel with \`keys rotate --cancel\`.`,
        window: `${register}, then confirm the rotation in Settings with the API key issued for it; until then the current key keeps signing. You can cancel the rotation there.`,
      }
      : registrationRequired
      ? { cli: `${register}, then set its API key with \`keys set-api-key\`.${cleared}`, window: `${register}, then set its API key in Settings (API key).${cleared}` }
      : { cli: 'The signing key is stored and an API key is already set for this environment.', window: 'The signing key is stored and an API key is already set for this environment.' };
    return { publicKeyBase64: base64, publicKeyPem: pem, apiKeyCleared, registrationRequired, nextStep };
  }

  #readSeed(): Promise<Uint8Array | null> {
    return readStoredSeed(this.#store, this.environment);
  }

  #readRole(): Promise<KeyRole | null> {
    return readStoredRole(this.#store, this.environment);
  }

  async #withSeed<T>(use: (seed: Uint8Array) => Promise<T>): Promise<T> {
    const seed = await this.#readSeed();
    if (seed === null) throw new MissingSigningKeyError(this.environment);
    try {
      return await use(seed);
    } finally {
      seed.fill(0);
    }
  }

  async #sign(payload: Uint8Array): Promise<Uint8Array> {
    const message = Uint8Array.from(payload); // signed as it was when sign() was called
    if (this.#held.held) return signWithKeyObject(await this.#held.read(() => this.#withSeed(async (seed) => ed25519PrivateKeyObject(seed))), message);
    return this.#withSeed(async (seed) => signWithKeyObject(ed25519PrivateKeyObject(seed), message));
  }

  /** Tells `onChange` of a change just stored, and returns its result. */
  #told<T>(result: T, change: (result: T) => KeyChange): T {
    this.#onChange?.(change(result));
    return result;
  }

  /** Runs mutations one at a time, so two concurrent calls never both see "no key yet". */
  #exclusive<T>(action: () => Promise<T>): Promise<T> {
    const mutate = async (): Promise<T> => {
      this.#held.forget();
      try {
        return await action();
      } finally {
        this.#held.forget();
      }
    };
    const run = this.#queue.then(mutate, mutate);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
