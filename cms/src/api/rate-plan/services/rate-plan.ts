import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::rate-plan.rate-plan');
