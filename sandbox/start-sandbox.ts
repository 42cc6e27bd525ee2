// Starts one sandbox instance: the Payments API on loopback under /v1, its control API
// under /_sandbox, and its state in SQLite (a file in `dataDir`, or in memory).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { resumeSimulatedMs, SimulatedClock, systemClock } from './clock/simulated-clock';
import type { RealClock } from './clock/simulated-clock';
import { registerControlRoutes } from './control/control-routes';
import { buildServer } from './http/build-server';
import { FaultInjector } from './http/faults';
import { IdempotencyLedger } from './http/idempotency';
import { ALL_OPERATIONS } from './routes/all-operations';
import type { SandboxServices } from './sandbox-services';
import { applySeed, seedNumber } from './seed/apply-seed';
import type { SeedOption } from './seed/apply-seed';
import { TRANSITION_HANDLERS } from './simulation/transition-handlers';
import { runDueTransitions } from './simulation/transitions';
import { ApiKeyRegistry } from './store/api-keys';
import type { KeyRole, SandboxEnvironment } from './store/api-keys';
import { openDatabase } from './store/open-database';
import { Store } from './store/store';

export type { SeedOption } from './seed/apply-seed';
export type { KeyRole, SandboxEnvironment } from './store/api-keys';
export type { RealClock } from './clock/simulated-clock';

export interface SandboxOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; 127.0.0.1 by default. Non-loopback hosts need `allowNonLoopback`. */
  host?: string;
  allowNonLoopback?: boolean;
  /** Directory of the SQLite file; omitted means an in-memory database. */
  dataDir?: string;
  environment?: SandboxEnvironment;
  /**
   * The control API requires it in `X-Sandbox-Admin-Token`. Omitted (or empty), a random
   * one is generated at start: read it from `RunningSandbox.adminToken`.
   */
  adminToken?: string;
  /** Data of a fresh database: `empty` (default), `demo`, or a number (the base data set, deterministic for it). */
  seed?: SeedOption;
  /** Simulated seconds per real second; 0 freezes simulated time (tests), default 1. */
  timeScale?: number;
  /** Simulated time at which a fresh database starts; default the real now. */
  startTime?: Date;
  /**
   * The real-time source simulated time is derived from (default the system clock; tests
   * inject one). Authentication's timestamp check always uses the system clock.
   */
  realClock?: RealClock;
}

export interface RunningSandbox {
  /** e.g. http://127.0.0.1:4010/v1 */
  baseUrl: string;
  /** e.g. http://127.0.0.1:4010 (the control API is under `${origin}/_sandbox`). */
  origin: string;
  host: string;
  port: number;
  environment: SandboxEnvironment;
  /** The control API's admin token: the one given, or the one generated at start. */
  adminToken: string;
  /** True when no token was given and `adminToken` was generated. */
  adminTokenGenerated: boolean;
  /** Registers a public key (base64 raw Ed25519 or PEM) and returns its API key. */
  registerKey(publicKey: string, role: KeyRole): { apiKey: string; keyId: string };
  /** Advances simulated time and runs the transitions that become due. */
  advanceClock(seconds: number): void;
  /** Simulated now. */
  now(): Date;
  close(): Promise<void>;
}

// The last simulated instant written, and the real instant it was read at.
const CLOCK_SETTING = 'simulated_now_ms';
const CLOCK_REAL_SETTING = 'simulated_now_real_ms';

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** The simulated clock of a fresh database, or of a reopened one resumed from its last reading. */
function openClock(store: Store, options: SandboxOptions): SimulatedClock {
  const real = options.realClock ?? systemClock;
  const timeScale = options.timeScale ?? 1;
  const realNowMs = real.nowMs();
  const lastSim = store.getSetting(CLOCK_SETTING);
  const lastReal = store.getSetting(CLOCK_REAL_SETTING);
  const startMs = lastSim === undefined
    ? (options.startTime?.getTime() ?? realNowMs)
    : resumeSimulatedMs({ simMs: Number(lastSim), realMs: lastReal === undefined ? undefined : Number(lastReal) }, timeScale, realNowMs);
  return new SimulatedClock(startMs, timeScale, real, realNowMs);
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !options.allowNonLoopback) {
    throw new Error(`refusing to bind the sandbox to ${host}: it serves loopback only unless allowNonLoopback is set`);
  }
  const environment = options.environment ?? 'sandbox';
  const store = new Store(openDatabase(options.dataDir));
  try {
    const recordedEnvironment = store.getSetting('environment');
    if (recordedEnvironment !== undefined && recordedEnvironment !== environment) {
      throw new Error(`the sandbox data in ${options.dataDir ?? 'memory'} belongs to the ${recordedEnvironment} environment, not ${environment}`);
    }
    store.setSetting('environment', environment);
    const clock = openClock(store, options);
    const seed = applySeed(store, options.seed ?? 'empty', clock.nowMs());
    const persistClock = () => {
      const { simMs, realMs } = clock.reading();
      store.transaction(() => {
        store.setSetting(CLOCK_SETTING, String(simMs));
        store.setSetting(CLOCK_REAL_SETTING, String(realMs));
      });
    };
    persistClock();

    const adminTokenGenerated = options.adminToken === undefined || options.adminToken === '';
    // Hex, never base64url: a token starting with '-' could not follow --admin-token on a
    // command line (it reads as an option), which one generated token in 64 did.
    const adminToken = adminTokenGenerated ? randomBytes(24).toString('hex') : (options.adminToken as string);
    const services: SandboxServices = {
      store,
      clock,
      keys: new ApiKeyRegistry(store, environment),
      idempotency: new IdempotencyLedger(store),
      faults: new FaultInjector(seedNumber(seed)),
      environment,
      seed: seedNumber(seed),
      adminToken,
      runDueTransitions: () => {
        runDueTransitions(store, TRANSITION_HANDLERS, clock.nowMs());
      },
    };
    services.runDueTransitions();
    const app = buildServer(services, ALL_OPERATIONS, (server) => registerControlRoutes(server, services, persistClock), host);
    await app.listen({ port: options.port ?? 0, host });
    const address = app.server.address() as AddressInfo;
    const urlHost = address.family === 'IPv6' || host.includes(':') ? `[${address.address}]` : host;
    const origin = `http://${urlHost}:${address.port}`;

    const timer = clock.scale > 0 ? setInterval(() => {
      services.runDueTransitions();
      persistClock();
    }, 1000) : undefined;
    timer?.unref();

    let closed: Promise<void> | undefined;
    return {
      baseUrl: `${origin}/v1`,
      origin,
      host,
      port: address.port,
      environment,
      adminToken,
      adminTokenGenerated,
      registerKey: (publicKey, role) => services.keys.register(publicKey, role, Date.now()),
      advanceClock: (seconds) => {
        services.runDueTransitions();
        clock.advance(seconds);
        services.runDueTransitions();
        persistClock();
      },
      now: () => clock.now(),
      close: () => {
        closed ??= (async () => {
          if (timer) clearInterval(timer);
          await app.close();
          persistClock();
          store.close();
        })();
        return closed;
      },
    };
  } catch (error) {
    store.close();
    throw error;
  }
}
