import type { Core } from '@strapi/strapi';
import { cmsLocales, defaultCmsLocale, localeNames } from '../lib/locales';

interface Locale {
  id: number;
  code: string;
}

/** Creates en, ja and vi when missing and makes en the default; safe to run on every start. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = (await locales.find()) as Locale[];
  for (const code of cmsLocales) {
    if (!existing.some((locale) => locale.code === code)) {
      await locales.create({ code, name: localeNames[code] });
      strapi.log.info(`[stayvn] created locale ${code}`);
    }
  }
  if ((await locales.getDefaultLocale()) !== defaultCmsLocale) {
    await locales.setDefaultLocale({ code: defaultCmsLocale });
  }
}
