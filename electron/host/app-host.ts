// The composition root: holds the services of the current environment and swaps the
// whole graph on an environment switch. Used alike by the Electron main process, the
// web shell and the CLI. The embedded sandbox is started once, on first need.
import type { Environment } from '../../shared/schemas/enums';
import { startEmbeddedSandbox, type EmbeddedSandbox } from './embedded-sandbox';
import { createEnvironmentServices, type EnvironmentServices } from './environment-services';
import type { HostDependencies } from './host-dependencies';

export interface AppHost {
  readonly environment: Environment;
  services(): EnvironmentServices;
  /** The embedded local sandbox, started on first call. */
  embeddedSandbox(): Promise<EmbeddedSandbox>;
  /** Closes the current environment's services and builds the other's. */
  switchEnvironment(environment: Environment): Promise<EnvironmentServices>;
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
  let current = createEnvironmentServices(deps, initialEnvironment, embeddedSandbox);
  return {
    get environment() {
      return current.environment;
    },
    services: () => current,
    embeddedSandbox,
    async switchEnvironment(environment) {
      if (environment === current.environment) return current;
      await current.close();
      current = createEnvironmentServices(deps, environment, embeddedSandbox);
      return current;
    },
    async close() {
      await current.close();
      if (embedded !== undefined) await (await embedded.catch(() => undefined))?.close();
    },
  };
}
