// Errors of the secrets layer. Every message here is written for a person and is
// secret-free: it may name an environment, a format or a prefix, never a key's bytes,
// an API key or a keychain value. `code` is stable plain data for the IPC envelope. A
// message says what happened; where the fix is a command of the CLI, its remedy says it in
// each audience's words (the window's names Settings, never a command).
import { TreasuryError, type PerAudience, type TreasuryErrorKind } from '../../shared/errors';
import type { Environment } from '../../shared/schemas/enums';

export type SecretsErrorCode =
  | 'keychain_unavailable' // no keychain, no D-Bus, no Secret Service, locked, no default keyring
  | 'keychain_failure' // the keychain answered with an error that is not about availability
  | 'key_import' // a private key in a format or of a type that is not accepted
  | 'signing_key_exists' // generate/import would overwrite an existing key without `replace`
  | 'missing_signing_key'
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'invalid_key_role'
  | 'stored_secret_corrupt' // a keychain entry this app wrote no longer reads back as valid
  | 'rotation_pending' // a rotation was started and is neither confirmed nor canceled
  | 'no_rotation_pending'; // confirm/cancel without a rotation under way

const SECRETS_ERROR_KIND: Record<SecretsErrorCode, TreasuryErrorKind> = {
  keychain_unavailable: 'keychain_unavailable',
  keychain_failure: 'failed',
  key_import: 'input',
  signing_key_exists: 'conflict',
  missing_signing_key: 'not_configured',
  missing_api_key: 'not_configured',
  invalid_api_key: 'input',
  invalid_key_role: 'input',
  // Set it again: the fix is configuration, as for a missing one.
  stored_secret_corrupt: 'not_configured',
  rotation_pending: 'conflict',
  no_rotation_pending: 'conflict',
};

/** Base class: `message` is always safe to log and to show in the renderer. */
export class SecretsError extends TreasuryError {
  readonly code: SecretsErrorCode;
  constructor(code: SecretsErrorCode, message: string, options?: { cause?: unknown; remedy?: PerAudience }) {
    super(message, options);
    this.code = code;
  }

  get kind(): TreasuryErrorKind {
    return SECRETS_ERROR_KIND[this.code];
  }
}

/** Why the keychain is not available. */
export type KeychainUnavailableReason =
  | 'unreachable' // no D-Bus session bus, no Secret Service, no platform keychain
  | 'locked' // the keychain is locked and was not unlocked (prompt dismissed or impossible)
  | 'no_keyring'; // the Secret Service has no default keyring (collection) to write to

const UNAVAILABLE_MESSAGES: Record<KeychainUnavailableReason, string> = {
  unreachable:
    'The OS keychain is not available (no Secret Service is running or the D-Bus session bus cannot be reached): unlock or start your keychain (for example gnome-keyring or KWallet), then try again.',
  locked: 'The OS keychain is locked: unlock your keychain (for example the login keyring), then try again.',
  no_keyring:
    'The OS keychain has no default keyring to store secrets in: create or unlock your login keyring (for example with Seahorse / "Passwords and Keys"), then try again.',
};

/** The OS keychain cannot be used right now. Secrets are never stored anywhere else instead. */
export class KeychainUnavailableError extends SecretsError {
  readonly reason: KeychainUnavailableReason;
  constructor(reason: KeychainUnavailableReason, options?: { cause?: unknown }) {
    super('keychain_unavailable', UNAVAILABLE_MESSAGES[reason], options);
    this.reason = reason;
  }
}

/** The keychain is reachable but an operation failed for another reason. */
export class KeychainFailureError extends SecretsError {
  constructor(operation: 'read' | 'write' | 'delete', options?: { cause?: unknown }) {
    super('keychain_failure', `The OS keychain could not ${operation} a secret of this app; try again, and check the keychain if it keeps failing.`, options);
  }
}

/** A private key that cannot be imported; the message says what was recognized and what is accepted. */
export class KeyImportError extends SecretsError {
  constructor(message: string, remedy?: PerAudience) {
    super('key_import', message, { remedy });
  }
}

export class SigningKeyExistsError extends SecretsError {
  constructor(environment: Environment) {
    super(
      'signing_key_exists',
      `A signing key is already stored for the ${environment} environment; replace it explicitly (its API key is then cleared and the new public key must be registered again), or rotate it.`,
    );
  }
}

export class MissingSigningKeyError extends SecretsError {
  constructor(environment: Environment) {
    super('missing_signing_key', `No signing key for the ${environment} environment.`, {
      remedy: {
        cli: 'Generate one with `keys generate` or import one with `keys import`.',
        window: 'Generate or import one in Settings (Signing key).',
      },
    });
  }
}

export class MissingApiKeyError extends SecretsError {
  constructor(environment: Environment, alsoMissingSigningKey = false) {
    super('missing_api_key', alsoMissingSigningKey ? `No API key and no signing key for the ${environment} environment.` : `No API key for the ${environment} environment.`, {
      remedy: alsoMissingSigningKey
        ? {
          cli: 'Generate a key with `keys generate`, register its public key, then set the API key with `keys set-api-key`.',
          window: 'In Settings, generate a signing key, register its public key with your provider, then set the API key they give you.',
        }
        : { cli: 'Set one with `keys set-api-key`.', window: 'Set it in Settings (API key).' },
    });
  }
}

export class InvalidApiKeyError extends SecretsError {
  constructor(message: string) {
    super('invalid_api_key', message);
  }
}

export class InvalidKeyRoleError extends SecretsError {
  constructor() {
    super('invalid_key_role', 'The key role must be "read" or "write".');
  }
}

export class StoredSecretCorruptError extends SecretsError {
  constructor(what: 'signing key' | 'pending signing key' | 'API key' | 'key role', environment: Environment) {
    super(
      'stored_secret_corrupt',
      `The ${what} stored in the OS keychain for the ${environment} environment is not valid; set it again (for a signing key: generate or import one with replace).`,
    );
  }
}

/** A rotation started while an earlier one waits for its confirmation. */
export class RotationPendingError extends SecretsError {
  constructor(environment: Environment, pendingPublicKeyBase64: string) {
    super(
      'rotation_pending',
      `A rotation of the ${environment} signing key is already under way (new public key ${pendingPublicKeyBase64}): confirm it once that key is registered with the provider, or cancel it, before starting another.`,
    );
  }
}

/** Confirming or canceling a rotation that was never started (or is already done). */
export class NoRotationPendingError extends SecretsError {
  constructor(environment: Environment) {
    super('no_rotation_pending', `No rotation of the ${environment} signing key is under way.`, {
      remedy: { cli: 'Start one with `keys rotate`.', window: 'Start one in Settings (Rotate the signing key).' },
    });
  }
}
