import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::bedroom-type.bedroom-type');
