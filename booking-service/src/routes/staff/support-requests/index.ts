import {
  supportRequestListQuerySchema,
  supportRequestSchema,
  supportRequestStatusBodySchema,
} from '@stayvn/shared';
import { staffFormRoutes } from '../../../uploads/staff-form-routes.js';

/** Help issues and tenant support requests (`?kind=`): new, in_progress, resolved, closed. */
export default staffFormRoutes({
  noun: 'support request',
  schema: supportRequestSchema,
  query: supportRequestListQuerySchema,
  statusBody: supportRequestStatusBodySchema,
  service: (fastify) => fastify.supportRequestsService,
});
