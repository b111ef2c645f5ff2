import type { Core } from '@strapi/strapi';

/** Property cards and pages always show photos; clients may still pass their own populate. */
const propertyPopulate: Core.MiddlewareFactory = () => async (ctx, next) => {
  if (ctx.query.populate === undefined) {
    ctx.query.populate = { images: true };
  }
  await next();
};

export default propertyPopulate;
