import { cityCodes } from '@stayvn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import type { SiteSetting, SupportContact } from './schemas';

export type { SiteSetting, SocialLink, SupportContact } from './schemas';

export async function getSiteSetting(signal?: AbortSignal): Promise<SiteSetting> {
  const response = await cmsGet('/api/site-setting', {
    schema: () => import('./schemas').then((module) => module.siteSettingResponseSchema),
    signal,
  });
  return response.data;
}

export const siteSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'site-setting'],
    queryFn: ({ signal }) => getSiteSetting(signal),
    staleTime: 10 * 60_000,
  });

export function useSiteSetting() {
  return useQuery(siteSettingQueryOptions());
}

/** The contacts of one support type, in the order of the cities. */
export function contactsOfType(contacts: readonly SupportContact[], type: number): SupportContact[] {
  return contacts
    .filter((contact) => contact.type === type)
    .sort((a, b) => cityCodes.indexOf(a.cityCode) - cityCodes.indexOf(b.cityCode));
}
