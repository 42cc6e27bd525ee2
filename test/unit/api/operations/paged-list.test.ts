// PagedList walks forward after each page's last item, which nextCursor must name: a page
// whose nextCursor points elsewhere (a server that skips ahead) stops the walk instead of
// skipping rows it never saw.
import { describe, expect, it } from 'vitest';
import { PagedList, PaginationError } from '../../../../electron/api/operations/paged-list';

const items = Array.from({ length: 9 }, (_, i) => ({ id: `item_${i}` }));

describe('PagedList', () => {
  it('refuses a page whose nextCursor is not its last item, after the items before it', async () => {
    const asked: (string | undefined)[] = [];
    const list = new PagedList(async (cursor) => {
      asked.push(cursor);
      const start = cursor === undefined ? 0 : items.findIndex((item) => item.id === cursor) + 1;
      const page = items.slice(start, start + 3);
      const hasMore = start + 3 < items.length;
      // A hostile nextCursor: two items beyond the page's last one.
      return { items: page, hasMore, ...(hasMore ? { nextCursor: items[Math.min(start + 4, items.length - 1)]?.id } : {}) };
    });
    const seen: string[] = [];
    await expect((async () => {
      for await (const item of list) seen.push(item.id);
    })()).rejects.toThrow(PaginationError);
    expect(seen).toEqual(['item_0', 'item_1', 'item_2']);
    expect(asked).toEqual([undefined]);
  });

  it('goes on after the last item of each page when nextCursor names it', async () => {
    const asked: (string | undefined)[] = [];
    const list = new PagedList(async (cursor) => {
      asked.push(cursor);
      const start = cursor === undefined ? 0 : items.findIndex((item) => item.id === cursor) + 1;
      const page = items.slice(start, start + 4);
      return { items: page, hasMore: start + 4 < items.length, nextCursor: page.at(-1)?.id };
    });
    expect((await list.toArray()).map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(asked).toEqual([undefined, 'item_3', 'item_7']);
  });
});
