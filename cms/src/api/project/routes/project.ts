import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter('api::project.project', 'api::project.project-populate');
