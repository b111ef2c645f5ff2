import { stayTypes, type StayType } from '@stayvn/shared';
import { idPattern, oneOf, textOf } from '@/lib/values';

/**
 * The apartment detail URL of spec §2.2: /{prefix}/{tab}/{id}/{slug}/{typeCode}. The prefix names
 * the list the visitor came from (it drives the breadcrumb); the offers tab is `offer-sub` under
 * serviced-apartments and `offers` under the other two.
 */
export const detailPrefixes = ['serviced-apartments', 'offers', 'search-result'] as const;
export type DetailPrefix = (typeof detailPrefixes)[number];

/** The tabs in page order; `offers` is the offers tab whatever its URL segment. */
export const detailTabs = [
  'overview',
  'amenities',
  'location',
  'gallery',
  'ratings-reviews',
  'offers',
] as const;
export type DetailTab = (typeof detailTabs)[number];

export function offersTabSegment(prefix: DetailPrefix): 'offer-sub' | 'offers' {
  return prefix === 'serviced-apartments' ? 'offer-sub' : 'offers';
}

/** The URL segment of a tab under a prefix. */
export function tabSegment(tab: DetailTab, prefix: DetailPrefix): string {
  return tab === 'offers' ? offersTabSegment(prefix) : tab;
}

const readTypeCode = oneOf(stayTypes);
const readId = textOf({ pattern: idPattern });
const readSlug = textOf({ min: 1, max: 200 });

export type ApartmentDetailParams = {
  prefix: DetailPrefix;
  tab: DetailTab;
  id: string;
  slug: string;
  typeCode: StayType;
};

/** Reads the five path segments; anything outside the spec's values is null (the not-found page). */
export function parseApartmentDetailParams(params: {
  prefix: string;
  tab: string;
  id: string;
  slug: string;
  typeCode: string;
}): ApartmentDetailParams | null {
  const prefix = detailPrefixes.find((candidate) => candidate === params.prefix);
  if (!prefix) return null;
  const tab =
    params.tab === offersTabSegment(prefix)
      ? 'offers'
      : detailTabs.find((candidate) => candidate !== 'offers' && candidate === params.tab);
  if (!tab) return null;
  const typeCode = readTypeCode(params.typeCode);
  if (!typeCode || !readId(params.id) || !readSlug(params.slug)) return null;
  return { prefix, tab, id: params.id, slug: params.slug, typeCode };
}

/**
 * The detail pages of special lists and office cards (/residence/detail/{id}/{slug}) have no tab
 * segment; their tab travels as `?tab=`, so each tab still has its own URL.
 */
export function parseTabQuery(value: unknown): DetailTab {
  return detailTabs.find((tab) => tab === value) ?? 'overview';
}

/** The tabs a property shows: the offers tab only when it has services (spec §2.3). */
export function visibleTabs(hasServices: boolean): DetailTab[] {
  return detailTabs.filter((tab) => tab !== 'offers' || hasServices);
}
