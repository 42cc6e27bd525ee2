// PagedList walks forward after each page's last item: a nextCursor beyond it (a server
// that skips ahead) must not make the walk skip rows it never saw.
import { describe, expect, it } from 'vitest';
import { PagedList } from '../../../../electron/api/operations/paged-list';

const items = Array.from({ length: 9 }, (_, i) => ({ id: `item_${i}` }));

describe('PagedList', () => {
  it('goes on after the last item of a page even when nextCursor points further', async () => {
    const asked: (string | undefined)[] = [];
    const list = new PagedList(async (cursor) => {
      asked.push(cursor);
      const start = cursor === undefined ? 0 : items.findIndex((item) => item.id === cursor) + 1;
      const page = items.slice(start, start + 3);
      const hasMore = start + 3 < items.length;
      // A hostile nextCursor: two items beyond the page's last one.
      return { items: page, hasMore, ...(hasMore ? { nextCursor: items[Math.min(start + 4, items.length - 1)]?.id } : {}) };
    });
    expect((await list.toArray()).map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(asked).toEqual([undefined, 'item_2', 'item_5']);
  });
});
