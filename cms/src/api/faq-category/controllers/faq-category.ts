import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::faq-category.faq-category');
