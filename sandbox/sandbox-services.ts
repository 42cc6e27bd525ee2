// What every route and control handler of one sandbox instance works with.
import type { SimulatedClock } from './clock/simulated-clock';
import type { FaultInjector } from './http/faults';
import type { IdempotencyLedger } from './http/idempotency';
import type { ApiKeyRegistry, SandboxEnvironment } from './store/api-keys';
import type { Store } from './store/store';

export interface SandboxServices {
  store: Store;
  clock: SimulatedClock;
  keys: ApiKeyRegistry;
  idempotency: IdempotencyLedger;
  faults: FaultInjector;
  environment: SandboxEnvironment;
  /** The numeric seed simulated outcomes and faults derive from. */
  seed: number;
  adminToken: string | undefined;
  /** Runs every simulated transition due at or before simulated now. */
  runDueTransitions(): void;
}
