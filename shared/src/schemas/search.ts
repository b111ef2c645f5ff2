import { z } from 'zod';
import { defaultCurrency } from '../currency.js';
import { checkStayRange, isIsoDate, todayInVietnam } from '../dates.js';
import { defaultLanguage } from '../languages.js';
import { pageSizes } from '../paging.js';
import { parseBoundingBox, searchLimits, searchSorts, searchTypes, sizeBucketKeys } from '../search.js';
import { propertyCardSchema } from './catalog.js';
import { textField } from './fields.js';
import { cityIdSchema } from './cities.js';
import { currencySchema } from './currency.js';
import { languageSchema } from './languages.js';
import { pageSchemaOf } from './paging.js';

/**
 * Property search (spec 2.5, search payloads in 3, rules in 5, limits in 9). Every failing rule
 * reports a message key the web translates. Filters name taxonomy entries by their CMS `key`
 * (the same in every locale), never by a localized name.
 */

/** A CMS uid as Strapi allows it. */
const taxonomyKeyPattern = /^[A-Za-z0-9_.~-]{1,100}$/;

/**
 * A list from the query: `districts=a,b` or `districts=a&districts=b` (or both), trimmed,
 * empty items dropped, duplicates removed.
 */
function listItems(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  const items = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
    typeof item === 'string' ? item.split(',') : [item],
  );
  return [
    ...new Set(
      items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== ''),
    ),
  ];
}

/** A multi-select filter of taxonomy keys (see `listItems`), at most `max`. */
function keyList(max: number) {
  return z.preprocess(
    listItems,
    z
      .array(z.string({ error: 'err_invalid_key' }).regex(taxonomyKeyPattern, { error: 'err_invalid_key' }))
      .max(max, { error: 'err_too_many_selections' }),
  );
}

const sizeList = keyList(searchLimits.multiSelect).pipe(
  z.array(z.enum(sizeBucketKeys, { error: 'err_invalid_size' })),
);

/** A query-string integer; an empty value counts as absent. */
export function queryInteger(min: number, max: number, key: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
}

/** A price in the chosen currency's major units (dollars, dong) as the slider shows it. */
const price = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'err_price_invalid' })
    .nonnegative({ error: 'err_price_invalid' })
    .max(1e12, { error: 'err_price_invalid' })
    .optional(),
);

const boundingBox = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string({ error: 'err_bbox_invalid' })
    .transform((value, ctx) => {
      const box = parseBoundingBox(value);
      if (!box) {
        ctx.addIssue({ code: 'custom', message: 'err_bbox_invalid' });
        return z.NEVER;
      }
      return box;
    })
    .optional()
    .describe('south,west,north,east in decimal degrees; south < north, west < east'),
);

const isoDate = z.string({ error: 'err_date_invalid' }).refine(isIsoDate, { error: 'err_date_invalid' });

/** What every listing query shares: language, currency, paging. */
const listingFields = {
  lang: languageSchema.default(defaultLanguage),
  currency: currencySchema.default(defaultCurrency),
  pageIndex: queryInteger(1, 100_000, 'err_page_index').default(1),
  pageSize: queryInteger(1, searchLimits.pageSizeMax, 'err_page_size').default(pageSizes.listing),
};

const commonSearchFields = {
  ...listingFields,
  keyword: textField('err_keyword_invalid')
    .trim()
    .max(searchLimits.keyword, { error: 'err_keyword_too_long' })
    .optional()
    .transform((value) => value || undefined),
  cityId: z.preprocess((value) => (value === '' ? undefined : value), cityIdSchema.optional()),
  sort: z.enum(searchSorts, { error: 'err_invalid_sort' }).default('all'),
  priceMin: price,
  priceMax: price,
  bbox: boundingBox,
};

function checkPriceRange(
  value: { priceMin?: number | undefined; priceMax?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.priceMin !== undefined && value.priceMax !== undefined && value.priceMin > value.priceMax) {
    ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'err_price_range' });
  }
}

export const residenceSearchQuerySchema = z.lazy(() =>
  z
    .object({
      type: z.literal('residence').default('residence'),
      ...commonSearchFields,
      districts: keyList(searchLimits.multiSelect),
      /** Project keys (the find-by-project page), like districts. */
      projects: keyList(searchLimits.multiSelect),
      bedrooms: keyList(searchLimits.multiSelect),
      sizes: sizeList,
      views: keyList(searchLimits.multiSelect),
      interiorFacilities: keyList(searchLimits.facilities),
      buildingFacilities: keyList(searchLimits.facilities),
    })
    .superRefine(checkPriceRange),
);
export type ResidenceSearchQuery = z.infer<typeof residenceSearchQuerySchema>;

/**
 * The office tab. `today` is Vietnam's date at parse time; tests pass their own clock.
 * Dates are optional together: an office search without dates lists every office.
 */
export function createOfficeSearchQuerySchema(today: () => string = () => todayInVietnam()) {
  return z
    .object({
      type: z.literal('office'),
      ...commonSearchFields,
      checkIn: isoDate.optional(),
      checkOut: isoDate.optional(),
      adults: queryInteger(0, searchLimits.guestsMax, 'err_guests_range').optional(),
      children: queryInteger(0, searchLimits.guestsMax, 'err_guests_range').optional(),
      rooms: queryInteger(0, searchLimits.roomsMax, 'err_rooms_range').optional(),
      facilities: keyList(searchLimits.facilities),
    })
    .superRefine((value, ctx) => {
      checkPriceRange(value, ctx);
      const { checkIn, checkOut } = value;
      if (checkIn === undefined && checkOut === undefined) return;
      if (checkIn === undefined) {
        ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'err_date_required' });
        return;
      }
      if (checkOut === undefined) {
        ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'err_date_required' });
        return;
      }
      // A date that is not one has its own field error; there is no range to check (the fuzz
      // suite found `checkIn=gF[xG` reaching the month arithmetic as a 500, issue 20).
      if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return;
      const broken = checkStayRange(checkIn, checkOut, today());
      if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.code });
    });
}
export const officeSearchQuerySchema = z.lazy(() => createOfficeSearchQuerySchema());
export type OfficeSearchQuery = z.infer<typeof officeSearchQuerySchema>;

/** `type` picks the tab; without it the query is a residence search. */
export function createPropertySearchQuerySchema(today?: () => string) {
  return z.discriminatedUnion('type', [residenceSearchQuerySchema, createOfficeSearchQuerySchema(today)], {
    error: 'err_invalid_type',
  });
}
export const propertySearchQuerySchema = z.lazy(() => createPropertySearchQuerySchema());
export type PropertySearchQuery = z.infer<typeof propertySearchQuerySchema>;

export const propertySearchResultSchema = z.lazy(() =>
  pageSchemaOf(propertyCardSchema).extend({
    destinationMatched: z
      .boolean()
      .describe('false when a keyword names no city, district, project or property in any language'),
  }),
);
export type PropertySearchResult = z.infer<typeof propertySearchResultSchema>;

export const propertySearchCountSchema = z.lazy(() => z.object({ total: z.number().int().nonnegative() }));
export type PropertySearchCount = z.infer<typeof propertySearchCountSchema>;

/** The offers list: properties on offer, newest first, 10 a page. */
export const propertyOffersQuerySchema = z.lazy(() =>
  z.object({
    ...listingFields,
    type: z.enum(searchTypes, { error: 'err_invalid_type' }).default('residence'),
    cityId: z.preprocess((value) => (value === '' ? undefined : value), cityIdSchema.optional()),
    pageSize: queryInteger(1, searchLimits.pageSizeMax, 'err_page_size').default(pageSizes.offers),
  }),
);
export type PropertyOffersQuery = z.infer<typeof propertyOffersQuerySchema>;

export const propertyPageSchema = z.lazy(() => pageSchemaOf(propertyCardSchema));
export type PropertyPage = z.infer<typeof propertyPageSchema>;

/** Cards by id for favourites and history, in the asked order; ids no longer listed are left out. */
export const propertiesByIdsQuerySchema = z.lazy(() =>
  z.object({
    ids: z.preprocess(
      listItems,
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'err_invalid_id' }), {
          error: 'err_invalid_id',
        })
        .min(1, { error: 'err_required' })
        .max(searchLimits.byIdsMax, { error: 'err_too_many_ids' }),
    ),
    lang: languageSchema.default(defaultLanguage),
    currency: currencySchema.default(defaultCurrency),
  }),
);
export type PropertiesByIdsQuery = z.infer<typeof propertiesByIdsQuerySchema>;
