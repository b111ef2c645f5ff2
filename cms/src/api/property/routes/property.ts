import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::property.property', 'api::property.property-populate');
