import { factories } from '@strapi/strapi';

const readMiddlewares = ['global::published-only', 'api::property.property-populate'];

export default factories.createCoreRouter('api::property.property', {
  config: {
    find: { middlewares: readMiddlewares },
    findOne: { middlewares: readMiddlewares },
  },
});
