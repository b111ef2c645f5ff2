import { cityCodeSchema, cmsSiteSettingResponseSchema } from '@stayvn/shared';
import { z } from '@/lib/zod';

export {
  propertiesByIdsQuerySchema,
  propertyListSchema,
  propertyOffersQuerySchema,
  propertyPageSchema,
  propertySearchCountSchema,
  propertySearchQuerySchema,
  propertySearchResultSchema,
} from '@stayvn/shared';

/** The search form's choices (get-search-options.ts reads them). */
const optionSchema = z.lazy(() => z.object({ key: z.string(), name: z.string() }));
export type SearchOption = z.infer<typeof optionSchema>;

const citySchema = z.lazy(() =>
  z.object({
    code: cityCodeSchema,
    name: z.string(),
    order: z.number().nullish(),
    latitude: z.number().nullish(),
    longitude: z.number().nullish(),
    districts: z.array(optionSchema).nullish(),
  }),
);

const bedroomTypeSchema = z.lazy(() =>
  optionSchema.unwrap().extend({ bedrooms: z.number().int().nullish() }),
);

const facilityGroupSchema = z.lazy(() =>
  z.object({
    key: z.string(),
    legacyId: z.number().int().nullish(),
    name: z.string(),
    facilities: z.array(optionSchema.unwrap().extend({ isShow: z.boolean().nullish() })).nullish(),
  }),
);

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const citiesResponseSchema = z.lazy(() => list(citySchema));
export const bedroomTypesResponseSchema = z.lazy(() => list(bedroomTypeSchema));
export const viewsResponseSchema = z.lazy(() => list(optionSchema));
export const facilityGroupsResponseSchema = z.lazy(() => list(facilityGroupSchema));
/** The site setting's price ranges, for the price slider's bounds. */
export const priceRangesResponseSchema = cmsSiteSettingResponseSchema([
  'residencePriceMin',
  'residencePriceMax',
  'officePriceMin',
  'officePriceMax',
  'residencePriceMinVi',
  'residencePriceMaxVi',
  'officePriceMinVi',
  'officePriceMaxVi',
]);

const projectSchema = z.lazy(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    city: z.object({ code: cityCodeSchema }).nullish(),
  }),
);

/** Projects (buildings) for the find-by-project search. */
export const projectChoicesResponseSchema = z.lazy(() => z.object({ data: z.array(projectSchema) }));

const specialListSchema = z.lazy(() =>
  z.object({
    documentId: z.string(),
    name: z.string(),
    properties: z.array(z.object({ documentId: z.string() })).nullish(),
  }),
);

/** Curated lists (spec §2.6): the name and the member ids. */
export const specialListsResponseSchema = z.lazy(() => z.object({ data: z.array(specialListSchema) }));

/** The lists' names for the links to them. */
export const specialListNamesResponseSchema = z.lazy(() =>
  z.object({ data: z.array(z.object({ key: z.string(), name: z.string() })) }),
);
