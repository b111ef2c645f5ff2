import { cmsSiteSettingResponseSchema, type CmsSocialLink, type CmsSupportContact } from '@stayvn/shared';
import { z } from '@/lib/zod';

export type SupportContact = CmsSupportContact;
export type SocialLink = CmsSocialLink;

/** What the site's chrome shows of the CMS site setting (the contract is shared's). */
export interface SiteSetting {
  hotline: string | null;
  exchangeRate: number | null;
  supportContacts: SupportContact[];
  socialLinks: SocialLink[];
}

/**
 * `GET /api/site-setting` (no i18n), checked for the hotline, exchange rate, support contacts per
 * city and type and the social links only.
 */
export const siteSettingResponseSchema = z.lazy(() =>
  cmsSiteSettingResponseSchema(['hotline', 'exchangeRate', 'supportContacts', 'socialLinks']).transform(
    ({ data }): { data: SiteSetting } => ({
      data: {
        hotline: data.hotline?.trim() || null,
        // Zero is no rate: the amounts the CMS gives in one currency are then not converted.
        exchangeRate: data.exchangeRate || null,
        supportContacts: data.supportContacts ?? [],
        // Only web addresses: a CMS typo must not become a javascript: link in the footer.
        socialLinks: (data.socialLinks ?? []).filter((link) => /^https?:\/\//.test(link.url)),
      },
    }),
  ),
);
