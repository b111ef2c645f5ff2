import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::faq-category.faq-category');
