import { z } from 'zod';
import { defaultCityId } from '../cities.js';
import { defaultCurrency } from '../currency.js';
import { propertyKinds, stayTypes } from '../catalog.js';
import { defaultLanguage } from '../languages.js';
import { cityIdSchema } from './cities.js';
import { currencySchema, moneySchema } from './currency.js';
import { languageSchema } from './languages.js';

export const propertyKindSchema = z.enum(propertyKinds);
export type PropertyKind = z.infer<typeof propertyKindSchema>;

export const stayTypeSchema = z.enum(stayTypes);
export type StayType = z.infer<typeof stayTypeSchema>;

export const imageSchema = z.lazy(() =>
  z.object({
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string().nullable(),
  }),
);
export type Image = z.infer<typeof imageSchema>;

/** An image with the smaller renditions a card slider or thumbnail strip may use. */
export const cardImageSchema = z.lazy(() =>
  imageSchema.unwrap().extend({
    formats: z.object({
      thumbnail: z.string().optional(),
      small: z.string().optional(),
      medium: z.string().optional(),
    }),
  }),
);
export type CardImage = z.infer<typeof cardImageSchema>;

/** A service included in an offer, named in the card's language. */
export const offerItemSchema = z.lazy(() =>
  z.object({
    key: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
  }),
);
export type OfferItem = z.infer<typeof offerItemSchema>;

/** What a property card shows, in one language and one currency. */
export const propertyCardSchema = z.lazy(() =>
  z.object({
    id: z.string().describe('The CMS document id, stable across locales and edits'),
    slug: z.string(),
    kind: propertyKindSchema,
    typeCode: stayTypeSchema,
    cityId: z.number().int(),
    name: z.string(),
    address: z.string().nullable(),
    district: z.string().nullable(),
    bedrooms: z.number().int().nullable().describe('null or 0 shows as studio'),
    size: z.number().nullable().describe('m²'),
    image: imageSchema.nullable(),
    price: moneySchema,
    offerPrice: moneySchema.nullable(),
    isOffer: z.boolean(),
    // Added with the search index; optional so that older producers and fixtures stay valid.
    images: z.array(cardImageSchema).optional().describe('The first images, for a card slider'),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    projectName: z.string().nullable().optional(),
    bedroomName: z.string().nullable().optional().describe("The bedroom type's name, e.g. Studio"),
    offerItems: z.array(offerItemSchema).optional(),
  }),
);
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const hotPropertiesQuerySchema = z.lazy(() =>
  z.object({
    cityId: cityIdSchema.default(defaultCityId),
    lang: languageSchema.default(defaultLanguage),
    currency: currencySchema.default(defaultCurrency),
  }),
);
export type HotPropertiesQuery = z.infer<typeof hotPropertiesQuerySchema>;

export const propertyListSchema = z.lazy(() => z.object({ items: z.array(propertyCardSchema) }));
export type PropertyList = z.infer<typeof propertyListSchema>;

/**
 * The body Strapi's webhooks send. Only `event`, `model` and the entry's `documentId` matter:
 * the booking service re-reads the published document from the CMS rather than trusting
 * the payload, so a draft save never reaches the index.
 */
export const catalogEventSchema = z.lazy(() =>
  z.object({
    event: z.string().min(1),
    model: z.string().min(1),
    uid: z.string().optional(),
    entry: z.looseObject({ documentId: z.string().optional() }).nullish(),
  }),
);
export type CatalogEvent = z.infer<typeof catalogEventSchema>;
