import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::district.district', 'api::district.district-populate');
