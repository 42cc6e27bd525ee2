// Public API of the secrets layer: the OS keychain per data directory and environment, Ed25519 key
// material, and the KeyService that the host builds for one environment.
export { DEFAULT_SERVICE_NAME_PREFIX, SECRET_NAMES, classifyKeychainError, keychainSecretStore, keychainServiceName, memorySecretStore } from './secret-store';
export type { KeychainSecretStore, KeychainSecretStoreOptions, SecretName, SecretStore } from './secret-store';

export { copyMissingSecrets } from './copy-secrets';

export { generateSigningKey, parsePrivateKey, publicKeyBase64, publicKeyOf, publicKeyPem } from './signing-keys';
export type { ParsedPrivateKey, PrivateKeyFormat } from './signing-keys';

export { API_KEY_PREFIXES, normalizeApiKey, parseKeyRole } from './api-key-format';

export { KeyService } from './key-service';
export { KEY_CHANGE_ACTIONS } from './key-service-types';
export type { ApiCredentials, ImportedSigningKey, KeyChange, KeyChangeAction, KeyServiceOptions, KeyStatus, PublicKeyInfo, ReplaceOption, RotatedSigningKey, RotationConfirmed, StoredSigningKey } from './key-service-types';

export {
  InvalidApiKeyError,
  InvalidKeyRoleError,
  KeychainFailureError,
  KeychainUnavailableError,
  KeyImportError,
  MissingApiKeyError,
  MissingSigningKeyError,
  NoRotationPendingError,
  RotationPendingError,
  SecretsError,
  SigningKeyExistsError,
  StoredSecretCorruptError,
} from './secrets-errors';
export type { KeychainUnavailableReason, SecretsErrorCode } from './secrets-errors';
