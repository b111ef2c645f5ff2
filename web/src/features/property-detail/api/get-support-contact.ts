import { queryOptions } from '@tanstack/react-query';
import { cmsGet } from '@/lib/cms-client';
import type { SupportSetting } from './schemas';

export type SupportContact = { phone: string | null; email: string | null };

/**
 * The hotline and support e-mail for the contact dialog: the site setting's support contact of
 * the city (type 1, spec §3 Customer contact), else its first one, else the hotline alone.
 */
export function pickSupportContact(
  setting: SupportSetting,
  cityCode: string | null | undefined,
): SupportContact {
  const contacts = setting.supportContacts ?? [];
  const contact =
    contacts.find((entry) => entry.cityCode === cityCode && entry.type === 1) ??
    contacts.find((entry) => entry.cityCode === cityCode) ??
    contacts[0];
  return {
    phone: contact?.phone?.trim() || setting.hotline?.trim() || null,
    email: contact?.emailSupport?.trim() || null,
  };
}

export const supportSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'site-setting', 'support-contacts'],
    queryFn: async ({ signal }) =>
      (
        await cmsGet('/api/site-setting', {
          query: { 'populate[supportContacts]': 'true' },
          schema: () => import('./schemas').then((module) => module.supportSettingSchema),
          signal,
        })
      ).data,
    staleTime: 10 * 60_000,
  });
