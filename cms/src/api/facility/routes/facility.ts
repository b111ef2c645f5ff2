import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::facility.facility', 'api::facility.facility-populate');
