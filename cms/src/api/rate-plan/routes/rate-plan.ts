import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::rate-plan.rate-plan');
