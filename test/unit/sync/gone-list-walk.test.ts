// Which rows a whole-list walk marks gone (electron/sync/gone-list-walk.ts): only a walk
// from the first page, only on its last page, only rows cached before it began that it
// did not see; a resumed walk marks nothing.
import { describe, expect, it } from 'vitest';
import { startGoneListWalk } from '../../../electron/sync/gone-list-walk';

function rows(present: string[]) {
  const marked: string[][] = [];
  const scopes: Array<string | undefined> = [];
  return {
    marked,
    scopes,
    presentIds(scope?: string) {
      scopes.push(scope);
      return [...present];
    },
    markGone(ids: readonly string[]) {
      marked.push([...ids]);
      return ids.length;
    },
  };
}

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('a gone-list walk', () => {
  it('marks the unseen candidates on the last page only', () => {
    const table = rows(['a', 'b', 'c', 'd']);
    const walk = startGoneListWalk(table, null);
    expect(walk.commitPage(items('a', 'b'), false)).toBe(0);
    expect(table.marked).toEqual([]);
    expect(walk.markedGone()).toBe(0);
    expect(walk.commitPage(items('d', 'e'), true)).toBe(1);
    expect(table.marked).toEqual([['c']]);
    expect(walk.markedGone()).toBe(1);
  });

  it('never marks a row cached after the walk began (a write racing the walk)', () => {
    const present = ['a'];
    const table = rows(present);
    const walk = startGoneListWalk(table, null);
    present.push('created-meanwhile');
    walk.commitPage(items('a'), true);
    expect(table.marked).toEqual([[]]);
  });

  it('a walk resumed from a cursor reads no candidates and marks nothing', () => {
    const table = rows(['a', 'b']);
    const walk = startGoneListWalk(table, 'b');
    expect(walk.commitPage(items(), true)).toBe(0);
    expect(table.scopes).toEqual([]);
    expect(table.marked).toEqual([]);
  });

  it('reads the candidates of its scope only', () => {
    const table = rows(['pm_1']);
    startGoneListWalk(table, null, 'cpt_1');
    expect(table.scopes).toEqual(['cpt_1']);
  });

  it('an empty list marks every candidate', () => {
    const table = rows(['a', 'b']);
    startGoneListWalk(table, null).commitPage(items(), true);
    expect(table.marked).toEqual([['a', 'b']]);
  });
});
