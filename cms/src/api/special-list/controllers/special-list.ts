import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::special-list.special-list');
