import { cityCodeSchema, cityCodes } from '@stayvn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cmsGet, cmsList } from '@/lib/cms-client';

const trimmedOrNull = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

const supportContactSchema = z.lazy(() =>
  z.object({
    cityCode: cityCodeSchema,
    /** 1 answers residence enquiries, 4 office enquiries (the spec's contact lookups). */
    type: z.number().int(),
    phone: z.string(),
    emailSupport: z.string(),
  }),
);
export type SupportContact = z.infer<typeof supportContactSchema>;

const socialLinkSchema = z.lazy(() => z.object({ network: z.string(), url: z.string() }));
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * The CMS single type `site-setting` (no i18n): hotline, exchange rate, support contacts per
 * city and type, social links and the price slider bounds.
 */
export const siteSettingSchema = z.lazy(() =>
  z.object({
    hotline: trimmedOrNull,
    exchangeRate: z.coerce.number().positive().nullish(),
    supportContacts: cmsList(supportContactSchema),
    socialLinks: cmsList(socialLinkSchema)
      // Only web addresses: a CMS typo must not become a javascript: link in the footer.
      .transform((list) => list.filter((link) => /^https?:\/\//.test(link.url))),
  }),
);
export type SiteSetting = z.infer<typeof siteSettingSchema>;

const siteSettingResponseSchema = z.lazy(() => z.object({ data: siteSettingSchema }));

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

/** The contacts of one support type, in the order of the cities. */
export function contactsOfType(contacts: readonly SupportContact[], type: number): SupportContact[] {
  return contacts
    .filter((contact) => contact.type === type)
    .sort((a, b) => cityCodes.indexOf(a.cityCode) - cityCodes.indexOf(b.cityCode));
}
