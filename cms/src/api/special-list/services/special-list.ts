import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::special-list.special-list');
