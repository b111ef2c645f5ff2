import {
  ownerSubmissionListQuerySchema,
  ownerSubmissionSchema,
  ownerSubmissionStatusBodySchema,
} from '@stayvn/shared';
import { staffFormRoutes } from '../../../uploads/staff-form-routes.js';

/** Owners' property submissions: new, in_review, approved, rejected. */
export default staffFormRoutes({
  noun: 'owner submission',
  schema: ownerSubmissionSchema,
  query: ownerSubmissionListQuerySchema,
  statusBody: ownerSubmissionStatusBodySchema,
  service: (fastify) => ({
    list: (query) => fastify.ownerSubmissionsService.list(query.status),
    find: (id) => fastify.ownerSubmissionsService.find(id),
    setStatus: (id, status) => fastify.ownerSubmissionsService.setStatus(id, status),
  }),
});
