import { describe, expect, it } from 'vitest';
import { detailBreadcrumb, sectionDefaults } from './breadcrumb';

describe('detailBreadcrumb', () => {
  it('is home, section, apartment, tab', () => {
    expect(
      detailBreadcrumb({ prefix: 'serviced-apartments', fromHome: false }).map((crumb) => crumb.kind),
    ).toEqual(['home', 'serviced-apartments', 'property', 'tab']);
  });

  it('links the apartment list with its default query unless a stored one is given', () => {
    expect(detailBreadcrumb({ prefix: 'serviced-apartments', fromHome: false })[1]).toEqual({
      kind: 'serviced-apartments',
      search: { pageIndex: 1, pageSize: 15, orderBy: 'desc', sortBy: 0 },
    });
    expect(
      detailBreadcrumb({
        prefix: 'search-result',
        fromHome: false,
        storedQuery: { pageIndex: 3, orderBy: 'asc', sortBy: 1, keyword: 'tower' },
      })[1],
    ).toEqual({
      kind: 'search-result',
      search: { pageIndex: 3, pageSize: 15, orderBy: 'asc', sortBy: 1, keyword: 'tower' },
    });
    expect(sectionDefaults.offers.pageSize).toBe(10);
  });

  it('leaves the section out with ?home and for pages without a section', () => {
    expect(detailBreadcrumb({ prefix: 'offers', fromHome: true }).map((crumb) => crumb.kind)).toEqual([
      'home',
      'property',
      'tab',
    ]);
    expect(detailBreadcrumb({ prefix: null, fromHome: false })).toHaveLength(3);
  });
});
