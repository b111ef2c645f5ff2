import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::special-list.special-list', 'api::special-list.special-list-populate');
