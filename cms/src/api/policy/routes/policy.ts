import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::policy.policy');
