// What KeyService takes and returns. Everything here except ApiCredentials is free of
// secrets and may travel to the renderer.
import type { RequestSigner } from '../api/signing';
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import type { SecretStore } from './secret-store';
import type { PrivateKeyFormat } from './signing-keys';

export interface KeyServiceOptions {
  environment: Environment;
  store: SecretStore;
}

/** What the renderer may know about the keys of an environment: no secret. */
export interface KeyStatus {
  environment: Environment;
  hasSigningKey: boolean;
  hasApiKey: boolean;
  /** The role of the stored API key; null without one. */
  role: KeyRole | null;
  /** Standard Base64 of the raw public key, when a signing key is stored. */
  publicKeyBase64?: string;
}

export interface PublicKeyInfo {
  /** Standard Base64 of the raw 32-byte Ed25519 public key. */
  base64: string;
  /** PEM SubjectPublicKeyInfo ("-----BEGIN PUBLIC KEY-----"). */
  pem: string;
}

/** The result of storing a new signing key (generate, import, rotate). No secret. */
export interface StoredSigningKey {
  publicKeyBase64: string;
  publicKeyPem: string;
  /** True when an API key (and its role) stored for the previous signing key was removed. */
  apiKeyCleared: boolean;
  /** True when no API key is stored for this key: register the public key, then set its API key. */
  registrationRequired: boolean;
  /** What to do next, for a person. */
  nextStep: string;
}

export interface ImportedSigningKey extends StoredSigningKey {
  format: PrivateKeyFormat;
  /** True when exactly this key was already stored (nothing was changed). */
  unchanged: boolean;
}

export interface RotatedSigningKey extends StoredSigningKey {
  /** The public key that was replaced, so that it can be revoked with the provider. */
  previousPublicKeyBase64: string | undefined;
}

/** What the host needs to build the API client. Keep it in the main process. */
export interface ApiCredentials {
  apiKey: string;
  role: KeyRole | null;
  signer: RequestSigner;
}

export interface ReplaceOption {
  /** Overwrite an existing signing key (its API key is then cleared). */
  replace?: boolean;
}
