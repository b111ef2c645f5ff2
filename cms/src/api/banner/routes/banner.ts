import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::banner.banner', 'api::banner.banner-populate');
