import {
  cmsLocaleOf,
  cmsLocales,
  cityIdOf,
  normalizeSearchText,
  type CardImage,
  toMinorUnits,
  type CmsLocale,
  type CurrencyCode,
  type Language,
  type Money,
  type PropertyCard,
  propertyCardSchema,
  type CmsMedia,
  type CmsProperty,
} from '@stayvn/shared';
import type {
  CatalogFacility,
  CatalogGalleryImage,
  CatalogImage,
  CatalogImageFormatName,
  CatalogOfferItem,
  CatalogProperty,
  LocalizedText,
  NewCatalogProperty,
} from '../db/schema/index.js';
import { catalogRatesOf } from './cms-rates.js';

export type LocalizedEntries = Partial<Record<CmsLocale, CmsProperty>>;

// Cards are small: a mid-sized rendition loads faster than the original upload.
const cardFormats = ['medium', 'small'] as const;
const galleryFormats: CatalogImageFormatName[] = ['thumbnail', 'small', 'medium'];
/** A card slider shows a few pictures; the detail page reads the rest from the CMS. */
export const cardImageCount = 5;

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

export function galleryImageOf(media: CmsMedia): CatalogGalleryImage {
  const formats: CatalogGalleryImage['formats'] = {};
  for (const name of galleryFormats) {
    const url = media.formats?.[name]?.url;
    if (url) formats[name] = url;
  }
  return {
    url: media.url,
    width: media.width == null ? null : Math.round(media.width),
    height: media.height == null ? null : Math.round(media.height),
    alt: media.alternativeText?.trim() || null,
    formats,
  };
}

/** One text of a document in every locale it is published in (blank texts left out). */
export function localized<T>(
  entries: Partial<Record<CmsLocale, T>>,
  pick: (entry: T) => string | null | undefined,
): LocalizedText {
  const text: LocalizedText = {};
  for (const locale of cmsLocales) {
    const value = entries[locale] && pick(entries[locale])?.trim();
    if (value) text[locale] = value;
  }
  return text;
}

/** The localized names of one entry of a to-many relation, found by key in every locale. */
function localizedItem(
  entries: LocalizedEntries,
  pickList: (entry: CmsProperty) => { key: string; name?: string | null | undefined }[] | null | undefined,
  key: string,
): LocalizedText {
  return localized(entries, (entry) => pickList(entry)?.find((item) => item.key === key)?.name);
}

function facilitiesOf(entries: LocalizedEntries): CatalogFacility[] {
  const seen = new Set<string>();
  // In every locale's order, so that one not published in the first locale still counts.
  return cmsLocales
    .flatMap((locale) => entries[locale]?.facilities ?? [])
    .flatMap((facility) => {
      if (seen.has(facility.key)) return [];
      seen.add(facility.key);
      return [
        {
          key: facility.key,
          name: localizedItem(entries, (entry) => entry.facilities, facility.key),
          icon: facility.icon ?? null,
          isShow: facility.isShow ?? true,
          group: facility.group?.key ?? null,
        },
      ];
    });
}

function offerItemsOf(entries: LocalizedEntries): CatalogOfferItem[] {
  const seen = new Set<string>();
  return cmsLocales
    .flatMap((locale) => entries[locale]?.offerItems ?? [])
    .flatMap((item) => {
      if (seen.has(item.key)) return [];
      seen.add(item.key);
      return [
        {
          key: item.key,
          name: localizedItem(entries, (entry) => entry.offerItems, item.key),
          icon: item.icon ?? null,
        },
      ];
    });
}

/** Every locale's text of each part, normalised for keyword matching, one part per line. */
function searchableText(...parts: LocalizedText[]): string {
  const texts = new Set<string>();
  for (const part of parts) {
    for (const value of Object.values(part)) {
      const normalized = normalizeSearchText(value);
      if (normalized) texts.add(normalized);
    }
  }
  return [...texts].join('\n');
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
  const name = localized(entries, (entry) => entry.name);
  const address = localized(entries, (entry) => entry.address);
  const cityName = localized(entries, (entry) => entry.city?.name);
  const district = localized(entries, (entry) => entry.district?.name);
  const projectName = localized(entries, (entry) => entry.project?.name);
  const relatedDocumentIds = new Set<string>();
  for (const entry of Object.values(entries)) {
    for (const related of [
      entry.city,
      entry.district,
      entry.project,
      entry.bedroomType,
      entry.view,
      ...(entry.facilities ?? []),
      ...(entry.offerItems ?? []),
    ]) {
      if (related) relatedDocumentIds.add(related.documentId);
    }
  }
  // A relation is null in a locale where its target is not published; any locale's will do.
  const first = <T>(pick: (entry: CmsProperty) => T | null | undefined): T | null =>
    cmsLocales.map((locale) => entries[locale] && pick(entries[locale])).find((value) => value != null) ??
    null;
  const city = first((entry) => entry.city);
  // Search and cards are per city; without one the property cannot be listed anywhere.
  if (!city) return null;
  const districtRef = first((entry) => entry.district);
  const project = first((entry) => entry.project);
  const bedroomType = first((entry) => entry.bedroomType);
  const view = first((entry) => entry.view);
  const facilities = facilitiesOf(entries);
  return {
    documentId: primary.documentId,
    slug: primary.slug || primary.documentId,
    kind: primary.kind ?? 'apartment',
    typeCode: primary.typeCode ?? 'long',
    cityId: cityIdOf(city.code),
    name,
    address,
    district,
    districtKey: districtRef?.key ?? null,
    projectId: project?.documentId ?? null,
    projectKey: project?.key ?? null,
    projectSlug: project?.slug || null,
    projectName,
    latitude: primary.latitude ?? null,
    longitude: primary.longitude ?? null,
    bedroomTypeKey: bedroomType?.key ?? null,
    bedroomTypeName: localized(entries, (entry) => entry.bedroomType?.name),
    bedrooms: bedroomType?.bedrooms ?? null,
    bathrooms: primary.bathrooms ?? null,
    size: primary.size ?? null,
    capacity: primary.capacity ?? null,
    viewKey: view?.key ?? null,
    viewName: localized(entries, (entry) => entry.view?.name),
    facilityKeys: facilities.map((facility) => facility.key),
    facilities,
    offerItems: offerItemsOf(entries),
    relatedDocumentIds: [...relatedDocumentIds].sort(),
    priceUsd: toMinorUnits(primary.priceUsd, 'USD'),
    priceVnd: toMinorUnits(primary.priceVnd, 'VND'),
    offerPriceUsd: primary.offerPriceUsd == null ? null : toMinorUnits(primary.offerPriceUsd, 'USD'),
    offerPriceVnd: primary.offerPriceVnd == null ? null : toMinorUnits(primary.offerPriceVnd, 'VND'),
    isOffer: primary.isOffer ?? false,
    rates: catalogRatesOf(primary),
    isHot: primary.hot ?? false,
    cardImage: cardImageOf(primary.images?.[0]),
    images: (primary.images ?? []).slice(0, cardImageCount).map(galleryImageOf),
    searchText: searchableText(name, address, cityName, district, projectName),
    destinationText: searchableText(name, cityName, district, projectName),
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

/** The index columns a property card is made of (a search reads these and no others). */
export const cardFields = [
  'documentId',
  'slug',
  'kind',
  'typeCode',
  'cityId',
  'name',
  'address',
  'district',
  'bedrooms',
  'size',
  'cardImage',
  'priceUsd',
  'priceVnd',
  'offerPriceUsd',
  'offerPriceVnd',
  'isOffer',
  'images',
  'latitude',
  'longitude',
  'projectName',
  'bedroomTypeName',
  'offerItems',
] as const satisfies readonly (keyof CatalogProperty)[];

export type CardRow = Pick<CatalogProperty, (typeof cardFields)[number]>;

export function toPropertyCard(
  row: CardRow,
  { language, currency, cmsPublicUrl }: { language: Language; currency: CurrencyCode; cmsPublicUrl: string },
): PropertyCard {
  return cardIn(row, cmsLocaleOf(language), currency, cmsPublicUrl);
}

function cardIn(row: CardRow, locale: CmsLocale, currency: CurrencyCode, cmsPublicUrl: string): PropertyCard {
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
    images: row.images.map((image): CardImage => ({
      url: absoluteUrl(image.url, cmsPublicUrl),
      width: image.width,
      height: image.height,
      alt: image.alt ?? name,
      formats: Object.fromEntries(
        Object.entries(image.formats).map(([format, url]) => [format, absoluteUrl(url, cmsPublicUrl)]),
      ),
    })),
    latitude: row.latitude,
    longitude: row.longitude,
    projectName: pickText(row.projectName, locale),
    bedroomName: pickText(row.bedroomTypeName, locale),
    offerItems: row.offerItems.map((item) => ({
      key: item.key,
      name: pickText(item.name, locale) ?? item.key,
      icon: item.icon,
    })),
  };
}

/** A page of index rows as the API's page of cards, in the asked language and currency. */
export function toCardPage(
  page: { rows: CardRow[]; total: number },
  query: { lang: Language; currency: CurrencyCode; pageIndex: number; pageSize: number },
  cmsPublicUrl: string,
) {
  const { lang, currency, pageIndex, pageSize } = query;
  return {
    items: page.rows.map((row) => toPropertyCard(row, { language: lang, currency, cmsPublicUrl })),
    total: page.total,
    pageIndex,
    pageSize,
  };
}

/** The index columns that keep a row's card in each locale (JSON text, prices left out). */
export const cardTextColumns = { en: 'cardEn', ja: 'cardJa', vi: 'cardVi' } as const satisfies Record<
  CmsLocale,
  keyof CatalogProperty
>;

export type CardTexts = Pick<CatalogProperty, 'cardEn' | 'cardJa' | 'cardVi' | 'cardsBaseUrl'>;

/**
 * A row's cards as the index keeps them: checked once here against the API's card schema, then
 * written as JSON text without the prices, which `pricedCardText` adds in the asked currency.
 * The prices come last in the object, so adding them is a concatenation.
 */
export function cardTextsOf(row: CardRow, cmsPublicUrl: string): CardTexts {
  const textIn = (locale: CmsLocale) => {
    const {
      price: _price,
      offerPrice: _offerPrice,
      ...card
    } = propertyCardSchema.parse(cardIn(row, locale, 'USD', cmsPublicUrl));
    return JSON.stringify(card);
  };
  return { cardEn: textIn('en'), cardJa: textIn('ja'), cardVi: textIn('vi'), cardsBaseUrl: cmsPublicUrl };
}

export type CardPrices = Pick<CatalogProperty, 'priceUsd' | 'priceVnd' | 'offerPriceUsd' | 'offerPriceVnd'>;

/** A kept card (JSON text) with its price and offer price in `currency`: still one JSON object. */
export function pricedCardText(card: string, prices: CardPrices, currency: CurrencyCode): string {
  const price = JSON.stringify(moneyOf(prices.priceUsd, prices.priceVnd, currency));
  const offerPrice = JSON.stringify(moneyOf(prices.offerPriceUsd, prices.offerPriceVnd, currency));
  return `${card.slice(0, -1)},"price":${price},"offerPrice":${offerPrice}}`;
}

/**
 * A page of kept cards as the API's page (`propertyPageSchema`, plus `extra` fields), written
 * as JSON text without parsing the cards again.
 */
export function cardPageText(
  page: { cards: string[]; total: number },
  { pageIndex, pageSize }: { pageIndex: number; pageSize: number },
  extra: Record<string, boolean | number | string> = {},
): string {
  const fields = Object.entries(extra).map(
    ([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return `{"items":[${page.cards.join(',')}],"total":${page.total},"pageIndex":${pageIndex},"pageSize":${pageSize}${fields.join('')}}`;
}
