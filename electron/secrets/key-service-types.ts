// What KeyService takes and returns. Everything here except ApiCredentials is free of
// secrets and may travel to the renderer.
import type { PerAudience } from '../../shared/errors';
import type { RequestSigner } from '../api/signing';
import type { Environment, KeyRole } from '../../shared/schemas/enums';
import type { SecretStore } from './secret-store';
import type { PrivateKeyFormat } from './signing-keys';

/** What changed in an environment's keys: told to the KeyService's `onChange` (the host records it in the audit trail). */
export const KEY_CHANGE_ACTIONS = ['generated', 'imported', 'api_key_set', 'rotation_started', 'rotation_confirmed', 'rotation_canceled', 'deleted'] as const;
export type KeyChangeAction = (typeof KEY_CHANGE_ACTIONS)[number];

/** A change of the keys, secret-free: the action and the public key concerned (Base64), when there is one. */
export interface KeyChange {
  action: KeyChangeAction;
  publicKeyBase64?: string;
}

export interface KeyServiceOptions {
  environment: Environment;
  store: SecretStore;
  /**
   * Told of every change once it is stored in the keychain (not of a refused one, nor of
   * an import of the key already stored). What it throws reaches the caller of the change.
   */
  onChange?: (change: KeyChange) => void;
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
  /** The new public key of a rotation under way (the current key keeps signing until it is confirmed). */
  pendingPublicKeyBase64?: string;
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
  /** What to do next, for a person, in each audience's words (the CLI's names its command, the window's Settings). */
  nextStep: PerAudience;
}

export interface ImportedSigningKey extends StoredSigningKey {
  format: PrivateKeyFormat;
  /** True when exactly this key was already stored (nothing was changed). */
  unchanged: boolean;
}

/**
 * A rotation started: the new key is pending beside the current one, which keeps signing
 * (and keeps its API key) until the rotation is confirmed. `publicKeyBase64`/`Pem` are
 * the new key's, to register with the provider.
 */
export interface RotatedSigningKey extends StoredSigningKey {
  /** The current public key, replaced once the rotation is confirmed (then revoke it with the provider); undefined when it no longer reads back. */
  previousPublicKeyBase64: string | undefined;
  pending: true;
}

/** A rotation confirmed: the new key signs with its own API key; the previous key is deleted here. No secret. */
export interface RotationConfirmed {
  publicKeyBase64: string;
  previousPublicKeyBase64: string | undefined;
  role: KeyRole;
  nextStep: string;
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
