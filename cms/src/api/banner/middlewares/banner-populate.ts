import type { Core } from '@strapi/strapi';

/** A banner is useless without its picture, so the image comes along unless the client asks otherwise. */
const bannerPopulate: Core.MiddlewareFactory = () => async (ctx, next) => {
  if (ctx.query.populate === undefined) {
    ctx.query.populate = { image: true };
  }
  await next();
};

export default bannerPopulate;
