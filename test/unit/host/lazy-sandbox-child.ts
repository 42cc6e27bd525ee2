// A child process for the lazy-embedded-sandbox test: builds the host the way production
// (or a sandbox profile with a configured server URL) does, then prints, as one JSON
// line, whether the process loaded Fastify (the sandbox's server, a CommonJS package, so
// it shows in require.cache). A process of its own, so nothing else loaded it before.
//   node --import tsx test/unit/host/lazy-sandbox-child.ts production|configured-sandbox|embedded
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAppHost, saveProfileUrl } from '../../../electron/host';
import type { SecretStore } from '../../../electron/secrets';

const mode = process.argv[2];
const root = mkdtempSync(path.join(tmpdir(), 'treasury-lazy-sandbox-'));
const secrets = new Map<string, string>();
const memoryStore: SecretStore = {
  get: async (name) => secrets.get(name) ?? null,
  set: async (name, value) => void secrets.set(name, value),
  delete: async (name) => secrets.delete(name),
};
const refuse = async (): Promise<Response> => {
  throw new TypeError('fetch failed (no network in this test)');
};

const fastifyLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(`${path.sep}node_modules${path.sep}fastify${path.sep}`));
const report: Record<string, unknown> = { mode, fastifyAfterImport: fastifyLoaded() };
try {
  const environment = mode === 'production' ? 'production' : 'sandbox';
  if (mode !== 'embedded') saveProfileUrl({ root }, environment, 'https://api.example.test/v1');
  const host = createAppHost({ dataDir: { root }, secretStoreFor: () => memoryStore, ...(mode === 'embedded' ? {} : { fetch: refuse }), embeddedSandbox: { timeScale: 0 } }, environment);
  const services = host.services();
  report['baseUrl'] = services.profile.baseUrl;
  // Connecting reaches the configured server (no key: refused before any request), or starts the embedded sandbox.
  await services.client().then(() => undefined, (error: unknown) => void (report['clientError'] = (error as Error).name));
  report['fastifyAfterConnect'] = fastifyLoaded();
  await host.close();
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(report)}\n`);
