import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::review-tag.review-tag');
