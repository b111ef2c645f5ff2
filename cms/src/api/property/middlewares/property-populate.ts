import type { Core } from '@strapi/strapi';
import { populateRules, propertyCardPopulate } from '../../../lib/default-populate';

/** Seasonal rates (issue 32): the apartment's own periods and its rate plans', for the booking service. */
const ratesPopulate = {
  ratePeriods: true,
  ratePlans: { fields: ['name'], populate: { periods: true } },
};
const listPopulate = { ...propertyCardPopulate, ...ratesPopulate };

const detailPopulate = {
  ...listPopulate,
  nearbyCategories: populateRules.nearbyCategories,
  project: { ...populateRules.project, populate: { nearbyCategories: populateRules.nearbyCategories } },
};

interface PropertyDetail {
  nearbyCategories?: unknown[] | null;
  project?: { nearbyCategories?: unknown[] | null; [key: string]: unknown } | null;
}

/**
 * Cards and pages get the property with its city, district, project, bedroom type, view,
 * facilities (with their group), offer items, photos and rate periods. The detail also carries the nearby
 * places: the property's own, or its project's when the property has none, so the location tab
 * needs no second request. Clients may still pass their own populate.
 */
const propertyPopulate: Core.MiddlewareFactory = () => async (ctx, next) => {
  const ours = ctx.query.populate === undefined;
  const detail = ctx.params?.id !== undefined;
  if (ours) ctx.query.populate = detail ? detailPopulate : listPopulate;
  await next();
  if (!ours || !detail) return;
  const data = (ctx.body as { data?: PropertyDetail } | undefined)?.data;
  if (!data) return;
  const projectPlaces = data.project?.nearbyCategories ?? [];
  if (!data.nearbyCategories?.length) data.nearbyCategories = projectPlaces;
  if (data.project) delete data.project.nearbyCategories;
};

export default propertyPopulate;
