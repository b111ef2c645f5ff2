import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::blog.blog', 'api::blog.blog-populate');
