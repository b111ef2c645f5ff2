import type { Core } from '@strapi/strapi';

export type PopulateRule = Record<string, unknown>;

/**
 * A `<type>-populate` route middleware: list and detail requests get the relations, components
 * and media a screen needs in one request, unless the client passes its own `populate`.
 * `detail` applies to findOne (a request with an id), `list` to find.
 */
export function defaultPopulate(list: PopulateRule, detail: PopulateRule = list): Core.MiddlewareFactory {
  return () => async (ctx, next) => {
    if (ctx.query.populate === undefined) {
      ctx.query.populate = ctx.params?.id === undefined ? list : detail;
    }
    await next();
  };
}

/** Populate rules reused by several types, so that a relation looks the same wherever it appears. */
export const populateRules = {
  city: { fields: ['code', 'name', 'isDefault', 'latitude', 'longitude'] },
  district: { fields: ['key', 'name', 'latitude', 'longitude'] },
  project: { fields: ['key', 'slug', 'name'] },
  bedroomType: { fields: ['key', 'bedrooms', 'name'] },
  view: { fields: ['key', 'name'] },
  facilities: {
    fields: ['key', 'name', 'icon', 'isShow'],
    sort: ['id:asc'],
    populate: { group: { fields: ['key', 'legacyId', 'name'] } },
  },
  offerServices: { fields: ['key', 'name', 'icon'] },
  nearbyCategories: { populate: { image: true, items: { populate: { image: true } } } },
} satisfies Record<string, PopulateRule>;

/** What a property card needs (lists, special lists, a project's room types). */
export const propertyCardPopulate = {
  city: populateRules.city,
  district: populateRules.district,
  project: populateRules.project,
  bedroomType: populateRules.bedroomType,
  view: populateRules.view,
  facilities: populateRules.facilities,
  offerItems: populateRules.offerServices,
  images: true,
} satisfies PopulateRule;
