// The dispatcher's live updates on a manual clock for the schedule (a real host, the
// embedded sandbox, the OS keychain): a sync every interval with nobody asking, each
// announced by its `sync.finished` event, and after a sync that reached the server the
// status tracker follows every open payment and collection of the cache; a server
// change of the current environment is followed by a sync soon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../support/manual-clock';
import { IpcFixture } from './ipc-fixture';

const clock = manualClock();
let fx: IpcFixture;

beforeAll(() => {
  fx = new IpcFixture('sandbox', { liveSync: { clock, onlineEveryMs: 30_000 } });
});
afterAll(async () => {
  await fx?.close();
});

const finished = () => fx.events.filter((event) => event.type === 'sync.finished').length;

describe('live updates', () => {
  it('follows every open payment and collection after a sync, and syncs again on its schedule without a call', async () => {
    expect((await fx.value<{ state: string }>('sync.start', { mode: 'auto' })).state).toBe('synced');
    const cache = fx.host.services().cache;
    const open = [...cache.payments.nonTerminalIds().map((id) => `payment:${id}`), ...cache.collections.nonTerminalIds().map((id) => `collection:${id}`)];
    expect(open.length).toBeGreaterThan(0);
    const tracker = await fx.host.services().money.statusTracker();
    // Every open item is followed (completed ACH items are followed too, for their return window).
    await expect.poll(() => tracker.following().map((item) => `${item.kind}:${item.id}`)).toEqual(expect.arrayContaining(open));

    const before = finished();
    await clock.advance(29_000);
    expect(finished()).toBe(before);
    await clock.advance(1_000);
    await expect.poll(finished, { timeout: 20_000 }).toBe(before + 1);
    const state = await fx.value<{ online: boolean | null; running: boolean }>('sync.state');
    expect(state.online).toBe(true);
  });

  it("syncs soon, without a call, after the current environment's server is changed in Settings", async () => {
    const before = finished();
    await fx.value('environment.setBaseUrl', { environment: 'sandbox', baseUrl: 'embedded' });
    expect(finished()).toBe(before);
    await clock.advance(2_000);
    await expect.poll(finished, { timeout: 20_000 }).toBe(before + 1);
  });
});
