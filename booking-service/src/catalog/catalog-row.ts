import {
  cmsLocaleOf,
  cmsLocales,
  cityIdOf,
  toMinorUnits,
  type CmsLocale,
  type CurrencyCode,
  type Language,
  type Money,
  type PropertyCard,
} from '@stayvn/shared';
import type { CatalogImage, CatalogProperty, LocalizedText, NewCatalogProperty } from '../db/schema/index.js';
import type { CmsMedia, CmsProperty } from './cms-property.js';

export type LocalizedEntries = Partial<Record<CmsLocale, CmsProperty>>;

// Cards are small: a mid-sized rendition loads faster than the original upload.
const cardFormats = ['medium', 'small'] as const;

export function cardImageOf(media: CmsMedia | null | undefined): CatalogImage | null {
  if (!media) return null;
  const format = cardFormats.map((name) => media.formats?.[name]).find((candidate) => candidate != null);
  const source = format ?? media;
  return {
    url: source.url,
    width: source.width == null ? null : Math.round(source.width),
    height: source.height == null ? null : Math.round(source.height),
    alt: media.alternativeText?.trim() || null,
  };
}

function localized(
  entries: LocalizedEntries,
  pick: (entry: CmsProperty) => string | null | undefined,
): LocalizedText {
  const text: LocalizedText = {};
  for (const locale of cmsLocales) {
    const value = entries[locale] && pick(entries[locale])?.trim();
    if (value) text[locale] = value;
  }
  return text;
}

/**
 * Builds the index row of one CMS document from its published locales, or null when no locale
 * is published. Shared (non-localized) fields are the same in every locale; they are read from
 * the first published locale in the order en, ja, vi.
 */
export function toCatalogRow(entries: LocalizedEntries): NewCatalogProperty | null {
  const primary = cmsLocales.map((locale) => entries[locale]).find((entry) => entry !== undefined);
  if (!primary) return null;
  const updatedAt = Object.values(entries)
    .map((entry) => Date.parse(entry.updatedAt))
    .reduce((latest, time) => Math.max(latest, time), 0);
  return {
    documentId: primary.documentId,
    slug: primary.slug || primary.documentId,
    kind: primary.kind ?? 'apartment',
    typeCode: primary.typeCode ?? 'long',
    cityId: cityIdOf(primary.cityCode),
    name: localized(entries, (entry) => entry.name),
    address: localized(entries, (entry) => entry.address),
    district: localized(entries, (entry) => entry.district),
    bedrooms: primary.bedrooms ?? null,
    size: primary.size ?? null,
    priceUsd: toMinorUnits(primary.priceUsd, 'USD'),
    priceVnd: toMinorUnits(primary.priceVnd, 'VND'),
    offerPriceUsd: primary.offerPriceUsd == null ? null : toMinorUnits(primary.offerPriceUsd, 'USD'),
    offerPriceVnd: primary.offerPriceVnd == null ? null : toMinorUnits(primary.offerPriceVnd, 'VND'),
    isOffer: primary.isOffer ?? false,
    isHot: primary.hot ?? false,
    cardImage: cardImageOf(primary.images?.[0]),
    publishedAt: new Date(primary.publishedAt ?? primary.updatedAt),
    cmsUpdatedAt: new Date(updatedAt),
  };
}

/** The text in the asked locale, else English, else whatever locale has it. */
export function pickText(text: LocalizedText, locale: CmsLocale): string | null {
  return text[locale] ?? text.en ?? cmsLocales.map((other) => text[other]).find(Boolean) ?? null;
}

/** CMS uploads are relative (`/uploads/...`) with the local provider and absolute with a CDN. */
export function absoluteUrl(url: string, base: string): string {
  return /^https?:\/\//i.test(url) ? url : new URL(url, base + '/').toString();
}

function moneyOf(usdCents: number | null, vndDong: number | null, currency: CurrencyCode): Money | null {
  const amount = currency === 'USD' ? usdCents : vndDong;
  return amount == null ? null : { amount, currency };
}

export function toPropertyCard(
  row: CatalogProperty,
  { language, currency, cmsPublicUrl }: { language: Language; currency: CurrencyCode; cmsPublicUrl: string },
): PropertyCard {
  const locale = cmsLocaleOf(language);
  const name = pickText(row.name, locale) ?? row.slug;
  return {
    id: row.documentId,
    slug: row.slug,
    kind: row.kind,
    typeCode: row.typeCode,
    cityId: row.cityId,
    name,
    address: pickText(row.address, locale),
    district: pickText(row.district, locale),
    bedrooms: row.bedrooms,
    size: row.size,
    image: row.cardImage && {
      ...row.cardImage,
      url: absoluteUrl(row.cardImage.url, cmsPublicUrl),
      // An image without its own text is described by the property it shows.
      alt: row.cardImage.alt ?? name,
    },
    price: moneyOf(row.priceUsd, row.priceVnd, currency)!,
    offerPrice: moneyOf(row.offerPriceUsd, row.offerPriceVnd, currency),
    isOffer: row.isOffer,
  };
}
