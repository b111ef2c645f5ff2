import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::facility-group.facility-group');
