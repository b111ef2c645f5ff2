import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::faq.faq', 'api::faq.faq-populate');
