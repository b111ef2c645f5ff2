import { cityCodeOf, type CityId, type CmsSupportContact } from '@stayvn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogCms } from '../catalog/catalog-cms.js';

/** The site setting's contact types: 1 answers residence enquiries, 4 office ones. */
export const supportContactTypes = { residence: 1, office: 4 } as const;

const cacheMs = 5 * 60 * 1000;

/**
 * The support address of a city from the CMS site setting, read at most every five minutes.
 * When the CMS cannot be read or names no address, the enquiry still goes through: its
 * notification goes to `fallback` (SUPPORT_EMAIL) rather than nowhere.
 */
export function createSupportAddresses(cms: CatalogCms, fallback: string, log: FastifyBaseLogger) {
  let cached: { at: number; contacts: CmsSupportContact[] } | undefined;

  async function contacts(): Promise<CmsSupportContact[]> {
    if (cached && Date.now() - cached.at < cacheMs) return cached.contacts;
    try {
      cached = { at: Date.now(), contacts: await cms.getSupportContacts() };
      return cached.contacts;
    } catch (error) {
      log.warn({ err: error }, 'enquiries: the support contacts could not be read from the CMS');
      return cached?.contacts ?? [];
    }
  }

  return {
    async of(cityId: CityId, type: number): Promise<string> {
      const cityCode = cityCodeOf(cityId);
      const all = await contacts();
      const match =
        all.find((contact) => contact.cityCode === cityCode && contact.type === type) ??
        all.find((contact) => contact.cityCode === cityCode);
      return match?.emailSupport ?? fallback;
    },
  };
}

export type SupportAddresses = ReturnType<typeof createSupportAddresses>;
