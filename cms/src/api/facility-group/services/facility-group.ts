import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::facility-group.facility-group');
