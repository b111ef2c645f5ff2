import { idPattern } from '@/lib/values';

/** Spec §2.2: /featured-projects/detail/{tab}/{id}/{slug}. */
export const projectTabs = [
  'overview',
  'apartment-room-types',
  'location',
  'gallery',
  'facilities',
  'offer-sub',
] as const;
export type ProjectTab = (typeof projectTabs)[number];

export function parseProjectParams(params: {
  tab: string;
  id: string;
  slug: string;
}): { tab: ProjectTab; id: string; slug: string } | null {
  const tab = projectTabs.find((candidate) => candidate === params.tab);
  if (!tab || !idPattern.test(params.id) || !params.slug) return null;
  return { tab, id: params.id, slug: params.slug };
}
