import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::policy.policy');
