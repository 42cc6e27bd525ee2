// The ledger's block cache and row source: which blocks a viewport needs, LRU eviction,
// and answers for an older filter set dropped.
import { describe, expect, it } from 'vitest';
import { BLOCK_SIZE, BlockCache, blockOf, blocksForViewport } from '../../../../renderer/src/screens/ledger/block-cache';
import type { Envelope } from '../../../../shared/ipc';
import { LedgerRowSource, MAX_IN_FLIGHT } from '../../../../renderer/src/screens/ledger/ledger-row-source';

describe('blocksForViewport', () => {
  it('asks for the shown blocks first, then half a block of rows either side', () => {
    expect(blocksForViewport(0, 21, 1_000_000)).toEqual([0]);
    expect(blocksForViewport(150, 171, 1_000_000)).toEqual([0, 1]);
    expect(blocksForViewport(450, 471, 1_000_000)).toEqual([2, 1]);
    expect(blocksForViewport(530, 551, 1_000_000)).toEqual([2, 3]);
  });

  it('covers a viewport across a block boundary and stops at the last row', () => {
    expect(blocksForViewport(190, 211, 1_000_000)).toEqual([0, 1]);
    expect(blocksForViewport(999_978, 999_999, 1_000_000)).toEqual([4999]);
    expect(blocksForViewport(999_800, 999_821, 1_000_000)).toEqual([4999, 4998]);
    expect(blocksForViewport(0, 10, 0)).toEqual([]);
  });

  it('never asks for a block beyond the ledger', () => {
    for (const block of blocksForViewport(999_990, 1_000_030, 1_000_000)) expect(block * BLOCK_SIZE).toBeLessThan(1_000_000);
    expect(blockOf(999_999)).toBe(4999);
  });
});

describe('BlockCache', () => {
  it('serves rows by index once their block arrives', () => {
    const cache = new BlockCache<string>(10, 4);
    const generation = cache.reset();
    expect(cache.missing([0, 1])).toEqual([0, 1]);
    expect(cache.begin(generation, 1)).toBe(true);
    expect(cache.missing([0, 1])).toEqual([0]);
    expect(cache.accept(generation, 1, Array.from({ length: 10 }, (_, i) => `row${10 + i}`))).toBe(true);
    expect(cache.rowAt(13)).toBe('row13');
    expect(cache.rowAt(3)).toBeUndefined();
  });

  it('drops an answer asked for an older generation', () => {
    const cache = new BlockCache<string>(10, 4);
    const old = cache.reset();
    cache.begin(old, 0);
    const current = cache.reset();
    expect(cache.accept(old, 0, ['stale'])).toBe(false);
    expect(cache.rowAt(0)).toBeUndefined();
    expect(cache.begin(old, 0)).toBe(false);
    cache.begin(current, 0);
    expect(cache.accept(current, 0, ['fresh'])).toBe(true);
    expect(cache.rowAt(0)).toBe('fresh');
  });

  it('keeps at most maxBlocks, dropping the least recently used but never the kept or loading ones', () => {
    const cache = new BlockCache<number>(1, 3);
    const generation = cache.reset();
    for (const block of [0, 1, 2, 3]) {
      cache.begin(generation, block);
      cache.accept(generation, block, [block]);
    }
    cache.begin(generation, 4);
    cache.touchAndEvict([0, 3]);
    expect(cache.size).toBe(3);
    expect(cache.rowAt(0)).toBe(0);
    expect(cache.rowAt(3)).toBe(3);
    expect(cache.rowAt(1)).toBeUndefined();
    expect(cache.rowAt(2)).toBeUndefined();
    expect(cache.entry(4)?.status).toBe('loading');
  });

  it('keeps rows as stand-ins after a refresh of the same filters, not after new filters', () => {
    const cache = new BlockCache<string>(2, 4);
    let generation = cache.reset();
    cache.begin(generation, 0);
    cache.accept(generation, 0, ['a', 'b']);
    generation = cache.reset(true);
    expect(cache.rowAt(1)).toBe('b');
    expect(cache.missing([0])).toEqual([0]);
    cache.reset(false);
    expect(cache.rowAt(1)).toBeUndefined();
  });

  it('asks again for a failed block only after retryFailed', () => {
    const cache = new BlockCache<string, string>(2, 4);
    const generation = cache.reset();
    cache.begin(generation, 0);
    expect(cache.fail(generation, 0, 'boom')).toBe(true);
    expect(cache.missing([0])).toEqual([]);
    cache.retryFailed();
    expect(cache.missing([0])).toEqual([0]);
  });
});

/** Calls that answer only when the test says so. */
function deferredCalls() {
  const pending: { method: 'count' | 'rows'; filters: string; startIndex?: number; limit?: number; resolve: (answer: Envelope<unknown, string>) => void }[] = [];
  return {
    pending,
    calls: {
      count: (filters: string) => new Promise<Envelope<{ total: number; lastSyncedAt: string | null }, string>>((resolve) => pending.push({ method: 'count', filters, resolve: resolve as never })),
      rowsFrom: (filters: string, startIndex: number, limit: number) => new Promise<Envelope<readonly string[], string>>((resolve) => pending.push({ method: 'rows', filters, startIndex, limit, resolve: resolve as never })),
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const rowsOf = (filters: string, start: number, limit: number) => Array.from({ length: limit }, (_, i) => `${filters}:${start + i}`);

describe('LedgerRowSource', () => {
  it('asks for the newest block first, shows its rows while counting, then fetches the viewport by startIndex, at most MAX_IN_FLIGHT at once', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('all', 'all');
    source.want(150, 171);
    // The newest rows first: the count (which builds the position index) waits for them.
    expect(pending.map((call) => [call.method, call.startIndex, call.limit])).toEqual([['rows', 0, BLOCK_SIZE]]);
    pending.shift()?.resolve({ ok: true, value: rowsOf('all', 0, BLOCK_SIZE) });
    await settle();
    expect(source.getSnapshot()).toMatchObject({ total: null, atLeast: BLOCK_SIZE });
    expect(source.rowAt(171)).toBe('all:171');
    expect(pending.map((call) => call.method)).toEqual(['count']);
    pending.shift()?.resolve({ ok: true, value: { total: 1_000_000, lastSyncedAt: null } });
    await settle();
    expect(source.getSnapshot().total).toBe(1_000_000);
    expect(pending.map((call) => [call.startIndex, call.limit])).toEqual([[BLOCK_SIZE, BLOCK_SIZE]]);
    // A jump to the end asks for the block there; a second jump while two are in flight asks for nothing more yet...
    source.want(500_000, 500_021);
    expect(pending).toHaveLength(MAX_IN_FLIGHT);
    source.want(999_978, 999_999);
    expect(pending).toHaveLength(MAX_IN_FLIGHT);
    // ...and, when a slot frees, for where the viewport is now, not where it was.
    pending.shift()?.resolve({ ok: true, value: rowsOf('all', BLOCK_SIZE, BLOCK_SIZE) });
    await settle();
    expect(pending.at(-1)?.startIndex).toBe(999_800);
    expect(pending.at(-1)?.limit).toBe(200);
  });

  it('tells the grid, not the screen, when a block lands: the snapshot stays the same object', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    pending.shift()?.resolve({ ok: true, value: rowsOf('a', 0, BLOCK_SIZE) });
    await settle();
    pending.shift()?.resolve({ ok: true, value: { total: 5_000, lastSyncedAt: null } });
    await settle();
    const snapshot = source.getSnapshot();
    const version = source.getRowsVersion();
    source.want(1_000, 1_021);
    pending.find((call) => call.startIndex === 1_000)?.resolve({ ok: true, value: rowsOf('a', 1_000, BLOCK_SIZE) });
    await settle();
    expect(source.rowAt(1_000)).toBe('a:1000');
    expect(source.getSnapshot()).toBe(snapshot);
    expect(source.getRowsVersion()).toBeGreaterThan(version);
  });

  it('counts after the newest block even when that block failed', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    pending.shift()?.resolve({ ok: false, error: 'block failed' });
    await settle();
    expect(source.getSnapshot()).toMatchObject({ blockError: 'block failed', atLeast: null });
    expect(pending.map((call) => call.method)).toEqual(['count']);
  });

  it('drops rows that arrive for filters that are no longer shown', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('old', 'old');
    const oldRows = pending.shift();
    expect(oldRows?.method).toBe('rows');
    source.setFilters('new', 'new');
    expect(source.getSnapshot().total).toBeNull();
    oldRows?.resolve({ ok: true, value: rowsOf('old', 0, BLOCK_SIZE) });
    await settle();
    expect(source.rowAt(0)).toBeUndefined();
    expect(source.getSnapshot().atLeast).toBeNull();
    // The old filters' rows settled: no count is asked for them.
    expect(pending.filter((call) => call.filters === 'old')).toEqual([]);
    const newRows = pending.find((call) => call.method === 'rows' && call.filters === 'new');
    newRows?.resolve({ ok: true, value: rowsOf('new', 0, 3) });
    await settle();
    expect(source.rowAt(0)).toBe('new:0');
    expect(source.getSnapshot()).toMatchObject({ filterSerial: 2, atLeast: 3, total: null });
    pending.find((call) => call.method === 'count' && call.filters === 'new')?.resolve({ ok: true, value: { total: 3, lastSyncedAt: null } });
    await settle();
    expect(source.getSnapshot().total).toBe(3);
  });

  it('ignores the same filter set given again, and drops a count answered for old filters', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    source.setFilters('a', 'a');
    expect(pending).toHaveLength(1);
    pending.shift()?.resolve({ ok: true, value: rowsOf('a', 0, 5) });
    await settle();
    const countA = pending.shift();
    expect(countA?.method).toBe('count');
    source.setFilters('b', 'b');
    countA?.resolve({ ok: true, value: { total: 99, lastSyncedAt: null } });
    await settle();
    expect(source.getSnapshot().total).toBeNull();
  });

  it('keeps the rows in view through a refresh, even two in a row, until their blocks come again', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    pending.shift()?.resolve({ ok: true, value: rowsOf('a', 0, BLOCK_SIZE) });
    await settle();
    pending.shift()?.resolve({ ok: true, value: { total: 1_000, lastSyncedAt: null } });
    await settle();
    source.want(0, 21);
    source.refresh();
    source.refresh();
    expect(source.rowAt(0)).toBe('a:0');
    expect(source.getSnapshot().total).toBe(1_000);
    const count = pending.filter((call) => call.method === 'count');
    expect(count).toHaveLength(2);
    count.at(-1)?.resolve({ ok: true, value: { total: 1_001, lastSyncedAt: null } });
    await settle();
    expect(source.rowAt(0)).toBe('a:0');
    pending.filter((call) => call.method === 'rows' && call.startIndex === 0).at(-1)?.resolve({ ok: true, value: rowsOf('b', 0, BLOCK_SIZE) });
    await settle();
    expect(source.rowAt(0)).toBe('b:0');
  });

  it('reports a failed count and a failed block, and asks again on retry', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    pending.shift()?.resolve({ ok: true, value: rowsOf('a', 0, 10) });
    await settle();
    pending.shift()?.resolve({ ok: false, error: 'count failed' });
    await settle();
    expect(source.getSnapshot().countError).toBe('count failed');
    source.retry();
    expect(pending.map((call) => call.method)).toEqual(['count']);
    pending.shift()?.resolve({ ok: true, value: { total: 20, lastSyncedAt: '2026-01-01T00:00:00Z' } });
    await settle();
    source.want(0, 19);
    source.refresh();
    pending.shift()?.resolve({ ok: true, value: { total: 20, lastSyncedAt: '2026-01-01T00:00:00Z' } });
    await settle();
    pending.shift()?.resolve({ ok: false, error: 'block failed' });
    await settle();
    expect(source.getSnapshot().blockError).toBe('block failed');
    expect(source.failedAt(3)).toBe(true);
    source.retry();
    expect(pending.map((call) => call.startIndex)).toEqual([0]);
  });

  it('while a sync fills the ledger, refreshes only at the newest rows and never while a count is on its way', async () => {
    const { pending, calls } = deferredCalls();
    const source = new LedgerRowSource<string, string, string>(calls);
    source.setFilters('a', 'a');
    // Not counted yet: nothing to refresh.
    expect(source.refreshWhileFilling()).toBe(false);
    pending.shift()?.resolve({ ok: true, value: rowsOf('a', 0, BLOCK_SIZE) });
    await settle();
    expect(source.refreshWhileFilling()).toBe(false); // the first count is on its way
    pending.shift()?.resolve({ ok: true, value: { total: 4_800, lastSyncedAt: null } });
    await settle();
    source.want(0, 21);
    expect(source.refreshWhileFilling()).toBe(true);
    expect(source.getSnapshot().total).toBe(4_800); // the count shown stays until the new one
    expect(pending.map((call) => call.method)).toEqual(['count']);
    expect(source.refreshWhileFilling()).toBe(false); // one count at a time
    pending.shift()?.resolve({ ok: true, value: { total: 14_646, lastSyncedAt: null } });
    await settle();
    expect(source.getSnapshot().total).toBe(14_646);
    pending.splice(0).forEach((call) => call.resolve({ ok: true, value: rowsOf('a', call.startIndex ?? 0, call.limit ?? 0) as never }));
    await settle();
    // Scrolled down, rows added above would move the ones read: no refresh.
    source.want(3_000, 3_021);
    pending.splice(0).forEach((call) => call.resolve({ ok: true, value: rowsOf('a', call.startIndex ?? 0, call.limit ?? 0) as never }));
    await settle();
    expect(source.refreshWhileFilling()).toBe(false);
    expect(pending).toEqual([]);
  });
});
