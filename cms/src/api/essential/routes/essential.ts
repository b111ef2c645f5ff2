import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::essential.essential', 'api::essential.essential-populate');
