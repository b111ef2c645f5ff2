import { describe, expect, it } from 'vitest';
import {
  clampPage,
  inIdOrder,
  keptSelection,
  localLikedIds,
  pageCountOf,
  pageOf,
  savedListPageSize,
  toggled,
} from './saved-list';

describe('saved lists', () => {
  it('pages by nine, with one page up to nine items and paging only above', () => {
    expect(savedListPageSize).toBe(9);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(9)).toBe(1);
    expect(pageCountOf(10)).toBe(2);
    const items = Array.from({ length: 20 }, (_, index) => index);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageOf(items, 3)).toEqual([18, 19]);
  });

  it('keeps the page asked for within the pages there are', () => {
    expect(clampPage(undefined, 20)).toBe(1);
    expect(clampPage(0, 20)).toBe(1);
    expect(clampPage(3, 20)).toBe(3);
    expect(clampPage(3, 10)).toBe(2);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('lists local likes newest first, residences then offices, once each', () => {
    expect(localLikedIds(['a1', 'a2'], ['o1', 'a1'])).toEqual(['a2', 'a1', 'o1']);
  });

  it('orders cards by the ids and drops those the catalogue no longer has', () => {
    const cards = [{ id: 'b' }, { id: 'a' }];
    expect(inIdOrder(cards, ['a', 'gone', 'b'])).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('ticks, unticks and forgets removed items', () => {
    const one = toggled(new Set(), 'a', true);
    expect([...one]).toEqual(['a']);
    expect([...toggled(one, 'a', false)]).toEqual([]);
    expect([...keptSelection(new Set(['a', 'b']), ['b', 'c'])]).toEqual(['b']);
  });
});
