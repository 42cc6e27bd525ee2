// Environments and keys: which environment is active, switching, each environment's
// server and keys. Secrets go IN only (DESIGN convention 3): an API key or a private key
// is accepted by `keys.setApiKey` / `keys.import` and never answered by any method; the
// renderer learns whether one exists and the PUBLIC key.
import { z } from 'zod';
import { ENVIRONMENTS, KEY_ROLES } from '../schemas/enums';
import { doneOutput, noInput, timestamp } from './common-schemas';

const environment = z.enum(ENVIRONMENTS);

export const publicKeyViewSchema = z.object({
  /** Standard Base64 of the raw 32-byte Ed25519 public key. */
  base64: z.string(),
  /** PEM SubjectPublicKeyInfo. */
  pem: z.string(),
});

export const profileViewSchema = z.object({
  environment,
  /** The base URL ending in /v1, `embedded` for the local sandbox, or null when not set. */
  baseUrl: z.string().nullable(),
  embedded: z.boolean(),
  current: z.boolean(),
});

export const environmentStatus = z.object({
  environment,
  /** True for the environment the app is working in. */
  current: z.boolean(),
  /** The base URL ending in /v1, `embedded` for the local sandbox, or null when not set. */
  baseUrl: z.string().nullable(),
  embedded: z.boolean(),
  hasSigningKey: z.boolean(),
  hasApiKey: z.boolean(),
  role: z.enum(KEY_ROLES).nullable(),
  publicKey: publicKeyViewSchema.nullable(),
  /** While a rotation waits for `keys.confirmRotation`: the new public key to register (the current `publicKey` still signs). */
  pendingPublicKeyBase64: z.string().optional(),
  /** When the ledger was last synced (the "as of" shown offline). */
  lastSyncedAt: timestamp.nullable(),
  /** About the keychain, for people: keys copied from the entries data directories used to share, left in place. */
  keychainNote: z.string().optional(),
});

/** A new signing key: only its public half, and what to do next. */
export const storedKeyViewSchema = z.object({
  environment,
  publicKey: publicKeyViewSchema,
  apiKeyCleared: z.boolean(),
  registrationRequired: z.boolean(),
  nextStep: z.string(),
});

export const environmentMethods = {
  /** The active environment and both environments' servers. */
  'environment.current': { input: noInput, output: z.object({ environment, profiles: z.array(profileViewSchema) }) },
  /** Swaps the whole service graph (keys, client, cache, journal) to the other environment. */
  'environment.switch': { input: z.strictObject({ environment }), output: environmentStatus },
  /** The active environment: its server, keys (public half only) and last sync. */
  'environment.status': { input: noInput, output: environmentStatus },
  /**
   * Either environment's status WITHOUT switching (the settings screen shows both): its
   * server, whether its keychain holds a signing key and an API key, the public key, and
   * its cache's last sync (null when it has no cache: nothing is created for it).
   */
  'environment.statusOf': { input: z.strictObject({ environment }), output: environmentStatus },
  /** Sets (or, with null, clears) an environment's base URL; `embedded` is the local sandbox. */
  'environment.setBaseUrl': {
    input: z.strictObject({ environment, baseUrl: z.string().min(1).max(2000).nullable() }),
    output: profileViewSchema,
  },
  'keys.publicKey': { input: noInput, output: z.object({ environment, publicKey: publicKeyViewSchema }) },
  'keys.generate': { input: z.strictObject({ replace: z.boolean().optional() }), output: storedKeyViewSchema },
  'keys.import': {
    input: z.strictObject({ privateKey: z.string().min(1).max(10_000), replace: z.boolean().optional() }),
    output: storedKeyViewSchema.extend({ format: z.string(), unchanged: z.boolean() }),
  },
  'keys.setApiKey': {
    input: z.strictObject({ apiKey: z.string().min(1).max(1000), role: z.enum(KEY_ROLES).optional() }),
    output: doneOutput.extend({ role: z.enum(KEY_ROLES) }),
  },
  'connection.test': {
    input: noInput,
    output: z.object({ environment, baseUrl: z.string().nullable(), online: z.literal(true), rails: z.number().int().min(0) }),
  },
} as const;
