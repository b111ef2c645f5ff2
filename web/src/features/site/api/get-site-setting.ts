import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet } from '@/lib/cms-client';

/** The CMS single type `site-setting` (no i18n): hotline and exchange rate. */
export const siteSettingSchema = z.object({
  hotline: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
  exchangeRate: z.coerce.number().positive().nullish(),
});
export type SiteSetting = z.infer<typeof siteSettingSchema>;

const siteSettingResponseSchema = z.object({ data: siteSettingSchema });

export async function getSiteSetting(signal?: AbortSignal): Promise<SiteSetting> {
  const response = await cmsGet('/api/site-setting', { schema: siteSettingResponseSchema, signal });
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
