import {
  staffSupportRequestDetailSchema,
  staffSupportRequestListQuerySchema,
  staffSupportRequestPageSchema,
  staffSupportRequestSchema,
  supportRequestStatusBodySchema,
} from '@stayvn/shared';
import { eq } from 'drizzle-orm';
import { supportRequests, type SupportRequestRow } from '../../../db/schema/index.js';
import { createStaffQueue } from '../../../staff/queue.js';
import { staffQueueRoutes } from '../../../staff/queue-routes.js';
import { staffImageUrls } from '../../../uploads/staff-images.js';

/** Help issues and tenant support requests (`?kind=`): new, in_progress, resolved, closed. */
export default staffQueueRoutes({
  noun: 'support request',
  entityType: 'support-requests',
  queue: (fastify) =>
    createStaffQueue<SupportRequestRow>(fastify.db, {
      table: supportRequests,
      columns: supportRequests,
      subjectType: 'support_request',
      search: [
        supportRequests.fullName,
        supportRequests.email,
        supportRequests.phoneNumber,
        supportRequests.apartmentName,
        supportRequests.address,
        supportRequests.message,
      ],
      filters: (query) => [
        query.kind
          ? eq(supportRequests.kind, query.kind as typeof supportRequests.$inferSelect.kind)
          : undefined,
      ],
    }),
  query: staffSupportRequestListQuerySchema,
  statusBody: supportRequestStatusBodySchema,
  item: staffSupportRequestSchema,
  detail: staffSupportRequestDetailSchema,
  page: staffSupportRequestPageSchema,
  fields: (fastify, row) => ({ ...row, images: staffImageUrls(fastify.config.PUBLIC_URL, row.images) }),
  about: (row) => row.kind,
  afterReply: { from: ['new'], to: 'in_progress' },
});
