import { cityCodeSchema } from '@stayvn/shared';
import { cmsList } from '@/lib/cms-schemas';
import { z } from '@/lib/zod';

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

export const siteSettingResponseSchema = z.lazy(() => z.object({ data: siteSettingSchema }));
