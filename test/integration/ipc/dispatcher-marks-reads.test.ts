// The one dispatcher marks every `ledger.*` call as a window's read while it runs, so a
// sync on the same thread waits (bounded) for it, whichever transport the call came
// through: the data process's channel and the web shell's HTTP both call the dispatcher
// (reads-first.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsFirst } from '../../../electron/cache/reads-first';
import { IpcFixture } from './ipc-fixture';

let fx: IpcFixture;

beforeAll(async () => {
  fx = new IpcFixture('sandbox');
  await fx.value('sync.start', { mode: 'auto' });
});
afterAll(async () => {
  await fx?.close();
});

describe('reads first, marked by the dispatcher', () => {
  it('a ledger read is under way from the call until its answer', async () => {
    expect(readsFirst.underWay).toBe(0);
    const answer = fx.call('ledger.window', { limit: 50 });
    expect(readsFirst.underWay).toBe(1);
    const second = fx.call('ledger.count', {});
    expect(readsFirst.underWay).toBe(2);
    expect((await answer).ok).toBe(true);
    expect((await second).ok).toBe(true);
    expect(readsFirst.underWay).toBe(0);
  });

  it('a ledger call refused for its input ends its mark too', async () => {
    const answer = fx.call('ledger.window', { limit: -1 });
    expect(readsFirst.underWay).toBe(1);
    expect((await answer).ok).toBe(false);
    expect(readsFirst.underWay).toBe(0);
  });

  it('other methods are not marked', async () => {
    const answer = fx.call('environment.current', {});
    expect(readsFirst.underWay).toBe(0);
    expect((await answer).ok).toBe(true);
  });
});
