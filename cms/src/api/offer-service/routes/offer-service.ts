import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::offer-service.offer-service');
