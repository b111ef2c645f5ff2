import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::banner.banner', {
  config: {
    find: { middlewares: ['api::banner.banner-populate'] },
    findOne: { middlewares: ['api::banner.banner-populate'] },
  },
});
