import type { DetailPrefix } from './detail-route';

/** The list pages a detail can be reached from, with the default query each starts with (§2.2). */
export type SectionCrumb =
  | { kind: 'serviced-apartments'; search: Record<string, string | number | boolean> }
  | { kind: 'offers'; search: Record<string, string | number | boolean> }
  | { kind: 'search-result'; search: Record<string, string | number | boolean> };

export type DetailCrumb = { kind: 'home' } | SectionCrumb | { kind: 'property' } | { kind: 'tab' };

export const sectionDefaults: Record<DetailPrefix, Record<string, string | number | boolean>> = {
  'serviced-apartments': { pageIndex: 1, pageSize: 15, orderBy: 'desc', sortBy: 0 },
  offers: { pageIndex: 1, pageSize: 10, orderBy: 'desc', sortBy: 0 },
  'search-result': { pageIndex: 1, pageSize: 15, orderBy: 'desc' },
};

/**
 * Spec §2.3: Home, then the section (apartment list with its stored query, offers list or
 * search results), then the apartment, then the tab. The section is left out when the visitor
 * came from the home page (`?home`) or from a page without a section (special lists).
 * `storedQuery` is the list's last query (filter, sort, page) when the visitor saw the list this
 * visit; the list's default query fills what it leaves out.
 */
export function detailBreadcrumb({
  prefix,
  fromHome,
  storedQuery,
}: {
  prefix: DetailPrefix | null;
  fromHome: boolean;
  storedQuery?: Record<string, string | number | boolean> | null | undefined;
}): DetailCrumb[] {
  const crumbs: DetailCrumb[] = [{ kind: 'home' }];
  if (prefix && !fromHome) {
    crumbs.push({ kind: prefix, search: { ...sectionDefaults[prefix], ...storedQuery } });
  }
  crumbs.push({ kind: 'property' }, { kind: 'tab' });
  return crumbs;
}
