import { factories } from '@strapi/strapi';

const readMiddlewares = ['global::published-only', 'api::banner.banner-populate'];

export default factories.createCoreRouter('api::banner.banner', {
  config: {
    find: { middlewares: readMiddlewares },
    findOne: { middlewares: readMiddlewares },
  },
});
