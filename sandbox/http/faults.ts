// Fault injection into /v1 traffic, configured through POST /_sandbox/faults. Each
// request draws from a seeded generator, so a given seed and request order always
// produce the same faults.
import { SeededRandom } from '../simulation/seeded-random';

export const FAULT_KINDS = ['http_500', 'http_503', 'http_429', 'drop_connection', 'drop_after_commit'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSettings {
  failureRate: number;
  kinds: FaultKind[];
  latencyMs: number;
  seed: number;
}

export class FaultInjector {
  private settings: FaultSettings;
  private random: SeededRandom;

  constructor(private readonly defaultSeed: number) {
    this.settings = { failureRate: 0, kinds: [], latencyMs: 0, seed: defaultSeed };
    this.random = new SeededRandom(defaultSeed);
  }

  configure(settings: Partial<FaultSettings> & { failureRate: number }): FaultSettings {
    const kinds = settings.kinds && settings.kinds.length > 0 ? settings.kinds : settings.failureRate > 0 ? ['http_500' as const] : [];
    this.settings = {
      failureRate: settings.failureRate,
      kinds,
      latencyMs: settings.latencyMs ?? 0,
      seed: settings.seed ?? this.defaultSeed,
    };
    this.random = new SeededRandom(this.settings.seed);
    return this.current();
  }

  current(): FaultSettings {
    return { ...this.settings, kinds: [...this.settings.kinds] };
  }

  get latencyMs(): number {
    return this.settings.latencyMs;
  }

  /** The fault for the next request, or undefined for none. */
  draw(): FaultKind | undefined {
    if (this.settings.failureRate <= 0 || this.settings.kinds.length === 0) return undefined;
    if (this.random.next() >= this.settings.failureRate) return undefined;
    return this.random.pick(this.settings.kinds);
  }
}
