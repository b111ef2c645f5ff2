import type { CityId, CmsLocale, Image, PropertyKind, StayType } from '@stayvn/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A text the CMS localizes, keyed by CMS locale; a locale the editors did not fill is absent. */
export type LocalizedText = Partial<Record<CmsLocale, string>>;

/** The card image as the CMS describes it; `url` may be relative to the CMS. */
export type CatalogImage = Image;

/**
 * The searchable facts of each published CMS property: a copy kept in step by webhooks and
 * the full resync, so search and prices are answered by one indexed SQL query. Every fact is a
 * plain column (or a jsonb of locale texts) so that later search fields are one new migration
 * each. Money is in minor units: USD cents, VND dong.
 */
export const catalogProperties = pgTable(
  'catalog_properties',
  {
    documentId: text('document_id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<PropertyKind>().notNull(),
    typeCode: text('type_code').$type<StayType>().notNull(),
    cityId: smallint('city_id').$type<CityId>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull().default({}),
    district: jsonb('district').$type<LocalizedText>().notNull().default({}),
    bedrooms: integer('bedrooms'),
    size: doublePrecision('size'),
    priceUsd: bigint('price_usd', { mode: 'number' }).notNull(),
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    offerPriceUsd: bigint('offer_price_usd', { mode: 'number' }),
    offerPriceVnd: bigint('offer_price_vnd', { mode: 'number' }),
    isOffer: boolean('is_offer').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    cardImage: jsonb('card_image').$type<CatalogImage>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    cmsUpdatedAt: timestamp('cms_updated_at', { withTimezone: true }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('catalog_properties_city_hot_published_idx').on(
      table.cityId,
      table.isHot,
      table.publishedAt.desc(),
    ),
    check('catalog_properties_kind_check', sql`${table.kind} in ('apartment', 'office')`),
    check('catalog_properties_type_code_check', sql`${table.typeCode} in ('long', 'short')`),
    check(
      'catalog_properties_prices_check',
      sql`${table.priceUsd} >= 0 and ${table.priceVnd} >= 0 and coalesce(${table.offerPriceUsd}, 0) >= 0 and coalesce(${table.offerPriceVnd}, 0) >= 0`,
    ),
  ],
);

export type CatalogProperty = typeof catalogProperties.$inferSelect;
export type NewCatalogProperty = typeof catalogProperties.$inferInsert;
