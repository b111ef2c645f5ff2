import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::offer-service.offer-service');
