import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::review-tag.review-tag');
