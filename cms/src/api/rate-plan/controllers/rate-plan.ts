import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::rate-plan.rate-plan');
