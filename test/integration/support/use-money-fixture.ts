// The money-movement integration files' one set-up: a MoneyFixture (a real host on a
// sandbox of its own, test/integration/ipc/money-fixture.ts) started before the file's
// tests and closed after them. At the top of a file:
//
//   const fx = useMoneyFixture();
//   it('…', async () => { await fx.prepare('payments.prepare', …); });
//
// `fx` stands for the fixture the file's beforeAll started (each property read from it,
// each method called on it), so the tests read as they did with `let fx` of their own;
// read before that beforeAll has run (at the top level of a file), it throws and says so.
import { afterAll, beforeAll } from 'vitest';
import { MoneyFixture } from '../ipc/money-fixture';

export interface MoneyFixtureOptions {
  /** Runs before the fixture closes (e.g. turning the sandbox's faults off). Its errors are ignored. */
  beforeClose?: (fx: MoneyFixture) => Promise<unknown>;
}

/** The sandbox, the keys and the first sync take a while on a busy machine. */
const START_TIMEOUT_MS = 60_000;

export function useMoneyFixture(options: MoneyFixtureOptions = {}): MoneyFixture {
  let started: MoneyFixture | undefined;
  beforeAll(async () => {
    started = await MoneyFixture.start();
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    if (started === undefined) return;
    await options.beforeClose?.(started).catch(() => undefined);
    await started.close();
  });
  const fixture = (): MoneyFixture => {
    if (started === undefined) throw new Error('useMoneyFixture: the fixture is used before its beforeAll has started it (use it inside a test or a hook).');
    return started;
  };
  return new Proxy({} as MoneyFixture, {
    get(_target, key) {
      const value: unknown = Reflect.get(fixture(), key);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(fixture()) : value;
    },
    set(_target, key, value: unknown) {
      return Reflect.set(fixture(), key, value);
    },
  });
}
