import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::page.page', 'api::page.page-populate');
