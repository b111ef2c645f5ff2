import type { CityId, CmsLocale, Image, PropertyKind, RatePeriod, StayType } from '@stayvn/shared';
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

/** The renditions a card or gallery strip may pick from; Strapi makes them on upload. */
export type CatalogImageFormatName = 'thumbnail' | 'small' | 'medium';

/** One of a property's first images, with the smaller renditions' urls. */
export type CatalogGalleryImage = Image & {
  formats: Partial<Record<CatalogImageFormatName, string>>;
};

/** A facility as cards and filters show it; `key` is the filter value. */
export interface CatalogFacility {
  key: string;
  name: LocalizedText;
  /** A lucide icon name. */
  icon: string | null;
  isShow: boolean;
  /** `interior` or `building` (the filters' two groups). */
  group: string | null;
}

/** A service that comes with an offer (cleaning, airport pickup...). */
export interface CatalogOfferItem {
  key: string;
  name: LocalizedText;
  icon: string | null;
}

/** An apartment's seasonal rates (issue 32): its own periods and its rate plans'. */
export interface CatalogRates {
  own: RatePeriod[];
  group: RatePeriod[];
}

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
    districtKey: text('district_key'),
    projectId: text('project_id'),
    projectKey: text('project_key'),
    projectSlug: text('project_slug'),
    projectName: jsonb('project_name').$type<LocalizedText>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    bedroomTypeKey: text('bedroom_type_key'),
    bedroomTypeName: jsonb('bedroom_type_name').$type<LocalizedText>().notNull().default({}),
    /** 0 is a studio; 4 stands for four or more. */
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    size: doublePrecision('size'),
    capacity: integer('capacity'),
    viewKey: text('view_key'),
    viewName: jsonb('view_name').$type<LocalizedText>().notNull().default({}),
    /** What the facility filters match (array containment, GIN-indexed). */
    facilityKeys: text('facility_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What cards and the map show; not searched. */
    facilities: jsonb('facilities').$type<CatalogFacility[]>().notNull().default([]),
    offerItems: jsonb('offer_items').$type<CatalogOfferItem[]>().notNull().default([]),
    /**
     * Document ids of every CMS entry this row copies facts from (city, district, project,
     * bedroom type, view, facilities, offer services): an edit to one of them re-reads exactly
     * the properties listed here.
     */
    relatedDocumentIds: text('related_document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceUsd: bigint('price_usd', { mode: 'number' }).notNull(),
    priceVnd: bigint('price_vnd', { mode: 'number' }).notNull(),
    offerPriceUsd: bigint('offer_price_usd', { mode: 'number' }),
    offerPriceVnd: bigint('offer_price_vnd', { mode: 'number' }),
    isOffer: boolean('is_offer').notNull().default(false),
    /** The rate periods a stay's nights are priced by; none: every night at the nightly price. */
    rates: jsonb('rates').$type<CatalogRates>().notNull().default({ own: [], group: [] }),
    isHot: boolean('is_hot').notNull().default(false),
    cardImage: jsonb('card_image').$type<CatalogImage>(),
    /** The first few images, for card sliders. */
    images: jsonb('images').$type<CatalogGalleryImage[]>().notNull().default([]),
    /**
     * Names, addresses, city, district and project names in every locale, lowercased and without
     * Vietnamese diacritics (see normalizeSearchText in @stayvn/shared), so that a keyword
     * normalised the same way matches with one trigram-indexed LIKE.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The same normalisation over the names of the city, district, project and property only:
     * whether a keyword names a destination at all, which the web tells apart from "nothing
     * matches the filters".
     */
    destinationText: text('destination_text').notNull().default(''),
    /**
     * The row's card in each language as JSON text, its prices left out (they follow the asked
     * currency), its image addresses made absolute with `cardsBaseUrl`: a search reads one of
     * these instead of every locale's facts, and sends it as it is (catalog-row.ts).
     */
    cardEn: text('card_en'),
    cardJa: text('card_ja'),
    cardVi: text('card_vi'),
    /** The CMS_PUBLIC_URL the cards were written with: another one rewrites them at start-up. */
    cardsBaseUrl: text('cards_base_url'),
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
    // Search filters: kind and city always, the rest narrows from there.
    index('catalog_properties_kind_city_price_usd_idx').on(table.kind, table.cityId, table.priceUsd),
    index('catalog_properties_kind_city_price_vnd_idx').on(table.kind, table.cityId, table.priceVnd),
    index('catalog_properties_kind_offer_published_idx').on(
      table.kind,
      table.isOffer,
      table.publishedAt.desc(),
    ),
    index('catalog_properties_district_key_idx').on(table.districtKey),
    // The visitor's usual narrowing (district, then bedrooms) found in the index alone, without
    // visiting every row of the city.
    index('catalog_properties_kind_city_district_bedroom_idx').on(
      table.kind,
      table.cityId,
      table.districtKey,
      table.bedroomTypeKey,
    ),
    index('catalog_properties_project_id_idx').on(table.projectId),
    index('catalog_properties_project_key_idx').on(table.projectKey),
    // The map's visible area: a latitude range narrows first, longitude is checked on the rows.
    index('catalog_properties_kind_latitude_longitude_idx').on(table.kind, table.latitude, table.longitude),
    index('catalog_properties_facility_keys_idx').using('gin', table.facilityKeys),
    index('catalog_properties_related_document_ids_idx').using('gin', table.relatedDocumentIds),
    index('catalog_properties_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('catalog_properties_destination_text_idx').using('gin', table.destinationText.op('gin_trgm_ops')),
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

/**
 * The published CMS projects (buildings), for the header's projects-by-city menu: a copy kept in
 * step like the properties (webhooks on `api::project.project` and `api::city.city`, and the
 * full resync). A project with no published property is listed too.
 */
export const catalogProjects = pgTable(
  'catalog_projects',
  {
    documentId: text('document_id').primaryKey(),
    key: text('key').notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Null while the project has no (published) city: it is then left out of the menu. */
    cityId: smallint('city_id').$type<CityId>(),
    cityName: jsonb('city_name').$type<LocalizedText>().notNull().default({}),
    cmsUpdatedAt: timestamp('cms_updated_at', { withTimezone: true }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('catalog_projects_city_id_idx').on(table.cityId)],
);

export type CatalogProject = typeof catalogProjects.$inferSelect;
export type NewCatalogProject = typeof catalogProjects.$inferInsert;

/**
 * One row whose `version` goes up with every statement that changes `catalog_properties`
 * (a trigger, migration 0008), in the same transaction. Search answers are cached under the
 * version they were read at, so every instance of the service sees a change as soon as it is
 * committed, whichever instance made it.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_version_single_row', sql`${table.id} = 1`)],
);
