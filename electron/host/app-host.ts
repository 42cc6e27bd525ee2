// The composition root: holds the services of the current environment and swaps the
// whole graph on an environment switch. Used alike by the Electron main process, the
// web shell and the CLI. The embedded sandbox is started once, on first need.
//
// The services are built on first use, not when the host is made: so a damaged cache
// can be rebuilt (rebuildCache) without the host ever opening it.
import type { Environment } from '../../shared/schemas/enums';
import type { DataDirectory } from './data-directory';
import { rebuildCache, type RebuiltCache } from '../cache/open-cache';
import { KeyService } from '../secrets';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
import { loadProfiles } from './environment-profiles';
import { createEnvironmentServices, type EnvironmentServices } from './environment-services';
import type { HostDependencies } from './host-dependencies';

export interface AppHost {
  readonly environment: Environment;
  /** Where this installation keeps its files. */
  readonly dataDirectory: DataDirectory;
  /** The current environment's services, built (cache and journal opened) on the first call. */
  services(): EnvironmentServices;
  /** The embedded local sandbox, started on first call. */
  embeddedSandbox(): Promise<EmbeddedSandbox>;
  /**
   * The keys of either environment WITHOUT switching (the settings screen shows both): the
   * current services' own KeyService when they are built for it, else one over that
   * environment's keychain store. Opens no file.
   */
  keysOf(environment: Environment): KeyService;
  /** A note about the environment's keychain entries for people, when there is one (data-directory-keychain.ts). */
  keychainNote(environment: Environment): Promise<string | undefined>;
  /** Closes the current environment's services and builds the other's. */
  switchEnvironment(environment: Environment): Promise<EnvironmentServices>;
  /**
   * Closes the current environment's services and builds them again: after its keys or
   * its server changed, so the next request uses the new credentials and URL.
   */
  reload(): Promise<EnvironmentServices>;
  /**
   * Moves the cache of the environment's server (default: the current environment) aside
   * to `<file>.damaged-<time>` without opening it, and creates an empty one; the next
   * sync fills it. Closes that environment's services first (the next services() call
   * builds them on the new cache). The journal is never touched.
   */
  rebuildCache(environment?: Environment): Promise<RebuiltCache>;
  close(): Promise<void>;
}

export function createAppHost(deps: HostDependencies, initialEnvironment: Environment = 'sandbox'): AppHost {
  let embedded: Promise<EmbeddedSandbox> | undefined;
  const embeddedSandbox = () => {
    embedded ??= startEmbeddedSandbox(deps.dataDir, deps.embeddedSandbox ?? {}).catch((error: unknown) => {
      embedded = undefined;
      throw error;
    });
    return embedded;
  };
  let environment = initialEnvironment;
  let current: EnvironmentServices | undefined;
  const services = () => {
    current ??= createEnvironmentServices(deps, environment, embeddedSandbox);
    return current;
  };
  const closeCurrent = async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  };
  return {
    get environment() {
      return environment;
    },
    dataDirectory: deps.dataDir,
    services,
    embeddedSandbox,
    keysOf(target) {
      if (target === environment && current !== undefined) return current.keys;
      return new KeyService({ environment: target, store: deps.secretStoreFor(target) });
    },
    keychainNote: async (target) => deps.keychainNote?.(target),
    async reload() {
      await closeCurrent();
      return services();
    },
    async switchEnvironment(next) {
      if (next !== environment || current === undefined) {
        await closeCurrent();
        environment = next;
      }
      return services();
    },
    async rebuildCache(target = environment) {
      if (target === environment) await closeCurrent();
      const server = loadProfiles(deps.dataDir)[target].baseUrl;
      return rebuildCache({ dataDir: deps.dataDir.root, environment: target, server, ...(deps.clock !== undefined ? { clock: deps.clock } : {}) });
    },
    async close() {
      await closeCurrent();
      if (embedded !== undefined) await (await embedded.catch(() => undefined))?.close();
    },
  };
}
