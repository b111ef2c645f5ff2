import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::city.city', 'api::city.city-populate');
