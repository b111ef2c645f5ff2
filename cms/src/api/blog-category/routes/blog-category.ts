import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::blog-category.blog-category');
