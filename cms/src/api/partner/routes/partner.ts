import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::partner.partner', 'api::partner.partner-populate');
