import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::review-tag.review-tag');
