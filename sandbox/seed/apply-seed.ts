// Seeds a fresh database once: `empty` (only the organization), a number (the base data
// set, with ids drawn from a generator seeded by it), or `demo` (the base set plus six
// months of simulated history). A database that was seeded before is left as it is.
import type { Store } from '../store/store';
import { SeededRandom } from '../simulation/seeded-random';
import { seedBase } from './base-seed';
import { seedDemoHistory } from './demo-seed';
import { ensurePlatform } from './platform';

export type SeedOption = 'empty' | 'demo' | number;

const SEED_SETTING = 'seed';
/** The numeric seed `demo` stands for. */
export const DEMO_SEED_NUMBER = 20240601;

export function seedNumber(seed: SeedOption): number {
  if (seed === 'demo') return DEMO_SEED_NUMBER;
  if (seed === 'empty') return 0;
  return seed >>> 0;
}

/** Applies `requested` to a fresh database and returns the seed the database was made with. */
export function applySeed(store: Store, requested: SeedOption, now: number): SeedOption {
  const recorded = store.getSetting(SEED_SETTING);
  if (recorded !== undefined) return recorded === 'demo' || recorded === 'empty' ? recorded : Number(recorded);
  const random = new SeededRandom(seedNumber(requested));
  store.withSeededIds(() => random.nextUint32(), () => {
    if (requested === 'demo') {
      const historyStart = now - 180 * 86400 * 1000;
      const customerId = ensurePlatform(store, historyStart);
      store.transaction(() => seedDemoHistory(store, seedBase(store, customerId, historyStart), historyStart, now, new SeededRandom(DEMO_SEED_NUMBER)));
    } else {
      const customerId = ensurePlatform(store, now);
      if (requested !== 'empty') store.transaction(() => seedBase(store, customerId, now));
    }
  });
  store.setSetting(SEED_SETTING, String(requested));
  return requested;
}
