import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::bedroom-type.bedroom-type');
