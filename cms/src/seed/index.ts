import type { Core } from '@strapi/strapi';
import { defaultCmsLocale, translationLocales } from '../lib/locales';
import { bannerSeeds } from './data/banners';
import { imageSeeds } from './data/images';
import { propertySeeds } from './data/properties';
import { siteSettingSeed } from './data/site-setting';
import type { BannerSeed, PropertySeed } from './types';
import { uploadSeedImages } from './upload-images';

export interface SeedResult {
  seeded: boolean;
  banners: number;
  properties: number;
}

/** The shared (non-localized) fields of a property, with VND prices derived from the site's rate. */
export function propertySharedData(seed: PropertySeed, exchangeRate: number) {
  const toVnd = (usd: number) => String(Math.round(usd * exchangeRate));
  return {
    slug: seed.slug,
    kind: seed.kind,
    typeCode: seed.typeCode,
    cityCode: seed.cityCode,
    // Absent values are left out rather than null: Strapi's generated input types have no null.
    bedrooms: seed.bedrooms ?? undefined,
    size: seed.size,
    priceUsd: seed.priceUsd,
    priceVnd: toVnd(seed.priceUsd),
    offerPriceUsd: seed.offerPriceUsd,
    offerPriceVnd: seed.offerPriceUsd === undefined ? undefined : toVnd(seed.offerPriceUsd),
    isOffer: seed.offerPriceUsd !== undefined,
    hot: seed.hot,
  };
}

/**
 * Without generated content-type typings (types/generated is not committed; `strapi develop`
 * writes it, `strapi build` does not) Strapi's Input type cannot see our fields, so texts are
 * passed as a plain record. The code must compile both with and without those typings.
 */
function localizedData(text: Record<string, string>): Record<string, unknown> {
  return { ...text };
}

function mediaIds(keys: string[], uploaded: Map<string, number>): number[] {
  return keys.map((key) => {
    const id = uploaded.get(key);
    if (id === undefined) throw new Error(`Seed refers to an unknown image "${key}".`);
    return id;
  });
}

async function ensureSiteSetting(strapi: Core.Strapi): Promise<number> {
  const settings = strapi.documents('api::site-setting.site-setting');
  const existing = (await settings.findFirst()) as { exchangeRate?: number | string | null } | null;
  if (existing) return Number(existing.exchangeRate) || siteSettingSeed.exchangeRate;
  await settings.create({ data: { ...siteSettingSeed } });
  return siteSettingSeed.exchangeRate;
}

async function seedBanner(
  strapi: Core.Strapi,
  seed: BannerSeed,
  uploaded: Map<string, number>,
): Promise<void> {
  const banners = strapi.documents('api::banner.banner');
  const created = await banners.create({
    locale: defaultCmsLocale,
    status: 'published',
    data: {
      ...seed.text[defaultCmsLocale],
      url: seed.url,
      order: seed.order,
      image: mediaIds([seed.image], uploaded)[0],
    },
  });
  for (const locale of translationLocales) {
    await banners.update({
      documentId: created.documentId,
      locale,
      status: 'published',
      data: localizedData(seed.text[locale]),
    });
  }
}

async function seedProperty(
  strapi: Core.Strapi,
  seed: PropertySeed,
  exchangeRate: number,
  uploaded: Map<string, number>,
): Promise<void> {
  const properties = strapi.documents('api::property.property');
  const created = await properties.create({
    locale: defaultCmsLocale,
    status: 'published',
    data: {
      ...seed.text[defaultCmsLocale],
      ...propertySharedData(seed, exchangeRate),
      images: mediaIds(seed.images, uploaded),
    },
  });
  // Shared fields are copied by Strapi into each new localization; the slug is a uid, which
  // Strapi always localizes, so it is written again to keep one slug per property.
  for (const locale of translationLocales) {
    await properties.update({
      documentId: created.documentId,
      locale,
      status: 'published',
      data: localizedData({ ...seed.text[locale], slug: seed.slug }),
    });
  }
}

/**
 * Loads the demo catalogue (site setting, banners, properties, their pictures) in en, ja and vi.
 * It only runs on a database without any banner or property, so a restart, or a database where
 * editors have started their own content, is left untouched.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<SeedResult> {
  const exchangeRate = await ensureSiteSetting(strapi);
  const [bannerCount, propertyCount] = await Promise.all([
    strapi.db.query('api::banner.banner').count(),
    strapi.db.query('api::property.property').count(),
  ]);
  if (bannerCount > 0 || propertyCount > 0) {
    return { seeded: false, banners: 0, properties: 0 };
  }

  const started = Date.now();
  const wanted = new Set([
    ...bannerSeeds.map((banner) => banner.image),
    ...propertySeeds.flatMap((property) => property.images),
  ]);
  const uploaded = await uploadSeedImages(
    strapi,
    imageSeeds.filter((image) => wanted.has(image.key)),
  );
  const imagesDone = Date.now();
  for (const banner of bannerSeeds) await seedBanner(strapi, banner, uploaded);
  for (const property of propertySeeds) await seedProperty(strapi, property, exchangeRate, uploaded);

  strapi.log.info(
    `[stayvn] seeded ${bannerSeeds.length} banners, ${propertySeeds.length} properties and ${uploaded.size} images in ${Date.now() - started} ms (images ${imagesDone - started} ms)`,
  );
  return { seeded: true, banners: bannerSeeds.length, properties: propertySeeds.length };
}
