import { describe, expect, it } from 'vitest';
import { blogListSearch } from './paging';
import { allBlogsKey, findCategory, orderCategories } from './blog-categories';

describe('orderCategories', () => {
  it('puts all blogs first and keeps the CMS order of the rest', () => {
    const ordered = orderCategories([
      { key: 'news', name: 'News' },
      { key: allBlogsKey, name: 'All' },
      { key: 'living-in-vietnam', name: 'Living' },
    ]);
    expect(ordered.map((category) => category.key)).toEqual([allBlogsKey, 'news', 'living-in-vietnam']);
  });
});

describe('findCategory', () => {
  it('resolves a category key from the address, and nothing for an unknown one', () => {
    const categories = [{ key: 'news', name: 'ニュース' }];
    expect(findCategory(categories, 'news')?.name).toBe('ニュース');
    expect(findCategory(categories, 'sport')).toBeUndefined();
  });

  it("takes the address's optional id when it is the category's", () => {
    const categories = [{ id: 'abc123', key: 'news', name: 'News' }];
    expect(findCategory(categories, 'news', 'abc123')?.name).toBe('News');
    expect(findCategory(categories, 'news', 'other')).toBeUndefined();
  });
});

describe('blogListSearch', () => {
  it('reads the page index and turns anything else into the first page', () => {
    expect(blogListSearch.parse({ pageIndex: '3' })).toEqual({ pageIndex: 3 });
    expect(blogListSearch.parse({})).toEqual({ pageIndex: 1 });
    expect(blogListSearch.parse({ pageIndex: '0' })).toEqual({ pageIndex: 1 });
    expect(blogListSearch.parse({ pageIndex: 'abc' })).toEqual({ pageIndex: 1 });
    expect(blogListSearch.parse({ pageIndex: 2.5 })).toEqual({ pageIndex: 1 });
  });
});
