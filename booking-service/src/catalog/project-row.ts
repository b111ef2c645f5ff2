import {
  cities,
  cityIdOf,
  cmsLocaleOf,
  cmsLocales,
  type CmsLocale,
  type Language,
  type ProjectMenu,
  type CmsProjectEntry,
} from '@stayvn/shared';
import type { CatalogProject, NewCatalogProject } from '../db/schema/index.js';
import { localized, pickText } from './catalog-row.js';

export type LocalizedProjectEntries = Partial<Record<CmsLocale, CmsProjectEntry>>;

/**
 * The index row of one CMS project from its published locales, or null when no locale is
 * published. Key, slug and city are shared by every locale; they are read from the first
 * published one (en, ja, vi), the city from any locale where it is published.
 */
export function toProjectRow(entries: LocalizedProjectEntries): NewCatalogProject | null {
  const primary = cmsLocales.map((locale) => entries[locale]).find((entry) => entry !== undefined);
  if (!primary) return null;
  const city = cmsLocales.map((locale) => entries[locale]?.city).find((value) => value != null);
  const updatedAt = Object.values(entries)
    .map((entry) => Date.parse(entry.updatedAt))
    .reduce((latest, time) => Math.max(latest, time), 0);
  return {
    documentId: primary.documentId,
    key: primary.key,
    slug: primary.slug || primary.key,
    name: localized(entries, (entry) => entry.name),
    cityId: city ? cityIdOf(city.code) : null,
    cityName: localized(entries, (entry) => entry.city?.name),
    cmsUpdatedAt: new Date(updatedAt),
  };
}

/**
 * The header menu: projects grouped by city in the order of the city ids (Hanoi, Ho Chi Minh
 * City, Hai Phong), each group sorted by the project's name in the asked language (English when
 * the project has no name in it). A city without projects has no group.
 */
export function toProjectMenu(rows: CatalogProject[], language: Language): ProjectMenu {
  const locale = cmsLocaleOf(language);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const groups = cities.flatMap((city) => {
    const inCity = rows.filter((row) => row.cityId === city.id);
    if (inCity.length === 0) return [];
    const projects = inCity
      .map((row) => ({ id: row.documentId, slug: row.slug, name: pickText(row.name, locale) ?? row.key }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
    const cityName =
      inCity.map((row) => row.cityName[locale]).find(Boolean) ??
      inCity.map((row) => pickText(row.cityName, locale)).find(Boolean) ??
      city.code;
    return [{ cityId: city.id, cityName, projects }];
  });
  return { groups };
}
