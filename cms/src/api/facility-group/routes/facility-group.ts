import { publicReadRouter } from '../../../lib/public-read-router';

export default publicReadRouter(
  'api::facility-group.facility-group',
  'api::facility-group.facility-group-populate',
);
