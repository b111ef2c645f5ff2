import { z } from 'zod';

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

const idSchema = z.lazy(() => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/));

export function parseProjectParams(params: {
  tab: string;
  id: string;
  slug: string;
}): { tab: ProjectTab; id: string; slug: string } | null {
  const tab = projectTabs.find((candidate) => candidate === params.tab);
  if (!tab || !idSchema.safeParse(params.id).success || !params.slug) return null;
  return { tab, id: params.id, slug: params.slug };
}
