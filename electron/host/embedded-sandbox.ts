// The embedded local sandbox: the app's default environment. The host starts it on
// loopback with demo data kept in the data directory, and registers this installation's
// sandbox key with it, so the app works out of the box without any account anywhere.
//
// The sandbox (Fastify and the whole simulated bank) is loaded by a dynamic import when
// it is started, never by importing this module: production, a configured server URL and
// most CLI commands never load it (test/unit/host/lazy-embedded-sandbox.test.ts).
import { randomBytes } from 'node:crypto';
import type { RunningSandbox } from '../../sandbox/start-sandbox';
import type { KeyRole } from '../../shared/schemas/enums';
import { MissingSigningKeyError, NoRotationPendingError, type KeyService, type RotationConfirmed } from '../secrets';
import { ensureDataDirectory } from '../sqlite/data-directory-folders';
import { EMBEDDED_SANDBOX_FOLDER, embeddedSandboxDirectory, type DataDirectory } from './data-directory';

/**
 * Simulated seconds per real second. 1: the embedded sandbox's clock is the real clock,
 * so every time the app shows (a payment's createdAt, a balance's "as of") is a real
 * time, never one in the future. Payments settle on the rails' schedules in real time
 * (open at once, crypto in seconds, Fedwire in 30 minutes, ACH in a day); the
 * sandbox's forcing references reach other states on purpose (sandbox/README.md).
 */
export const EMBEDDED_SANDBOX_TIME_SCALE = 1;

export interface EmbeddedSandbox {
  readonly baseUrl: string;
  /** Registers the environment's public key (generating one if none) and stores the API key it issues. */
  register(keys: KeyService, role?: KeyRole): Promise<void>;
  /** Registers the pending key of a rotation under way and confirms the rotation with the API key it issues. */
  confirmRotation(keys: KeyService, role: KeyRole): Promise<RotationConfirmed>;
  close(): Promise<void>;
}

export async function startEmbeddedSandbox(dataDir: DataDirectory, options: { timeScale?: number; port?: number } = {}): Promise<EmbeddedSandbox> {
  // Created here (0700, one level at a time, clear errors) rather than by the sandbox's own recursive mkdir.
  ensureDataDirectory(dataDir.root, EMBEDDED_SANDBOX_FOLDER);
  const { startSandbox } = await import('../../sandbox/start-sandbox');
  const running: RunningSandbox = await startSandbox({
    host: '127.0.0.1',
    port: options.port ?? 0,
    dataDir: embeddedSandboxDirectory(dataDir),
    environment: 'sandbox',
    seed: 'demo',
    // The control API is only used in-process; a random token keeps other local programs out of it.
    adminToken: randomBytes(24).toString('base64url'),
    timeScale: options.timeScale ?? EMBEDDED_SANDBOX_TIME_SCALE,
  });
  return {
    baseUrl: running.baseUrl,
    async register(keys, role = 'write') {
      let publicKey: string;
      try {
        publicKey = (await keys.publicKey()).base64;
      } catch (error) {
        if (!(error instanceof MissingSigningKeyError)) throw error;
        publicKey = (await keys.generate()).publicKeyBase64;
      }
      const { apiKey } = running.registerKey(publicKey, role);
      await keys.setApiKey(apiKey, role);
    },
    async confirmRotation(keys, role) {
      const pending = (await keys.status()).pendingPublicKeyBase64;
      if (pending === undefined) throw new NoRotationPendingError(keys.environment);
      return keys.confirmRotation(running.registerKey(pending, role).apiKey, role);
    },
    close: () => running.close(),
  };
}
